/**
 * Migration 0004: the customer's loyalty account, fed by the salons' tills — the
 * companies that operate salons, keys of machines (tills, customer service), receipts
 * and returns with their lines, the points ledger, vouchers and their use, campaigns,
 * the customer's thread with customer service and notifications. Money is integer
 * grosze everywhere. The balance is the ledger's sum, so users.points goes.
 */
export const sql = String.raw`
-- Who issues a salon's fiscal documents: the chain's own company or a franchisee.
CREATE TABLE companies (
  id text PRIMARY KEY,
  name text NOT NULL,
  nip text NOT NULL CHECK (nip ~ '^[0-9]{10}$'),
  address text[] NOT NULL,
  postcode text NOT NULL,
  city text NOT NULL
);
ALTER TABLE salons ADD COLUMN company_id text REFERENCES companies (id);

-- Keys of machines that call the API: a salon's till (POS, bound to its salon) and
-- customer service (STAFF). Only a SHA-256 of each key is kept.
CREATE TABLE machine_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('POS', 'STAFF')),
  salon_id text REFERENCES salons (id),
  label text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CONSTRAINT machine_keys_pos_salon CHECK ((kind = 'POS') = (salon_id IS NOT NULL))
);

-- Fiscal receipts as the till sent them, with what the API computed (taxes, totals,
-- points). (salon_id, document_number) is the till's identity of a document: a replay
-- finds the first row, and two intakes of one document can never both insert.
CREATE TABLE receipts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  salon_id text NOT NULL REFERENCES salons (id),
  document_number text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id),
  issued_at timestamptz NOT NULL,
  employee_name text NOT NULL,
  brand text NOT NULL,
  barcode text NOT NULL UNIQUE,
  -- the operator as it was on the day: { name, nip, address, postcode, city }
  company jsonb NOT NULL,
  -- [{ taxCode, taxRate, net, gross, tax }] in grosze
  taxes jsonb NOT NULL,
  total_gross integer NOT NULL CHECK (total_gross >= 0),
  total_tax integer NOT NULL CHECK (total_tax >= 0),
  -- [{ method, amount, voucherId?, voucherEntries? }] in grosze
  payments jsonb NOT NULL,
  points integer NOT NULL CHECK (points >= 0),
  -- a digest of the intake's body: the same document number with other contents is a conflict
  request_digest text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT receipts_document UNIQUE (salon_id, document_number)
);
CREATE INDEX receipts_user ON receipts (user_id, issued_at DESC);

CREATE TABLE receipt_items (
  receipt_id uuid NOT NULL REFERENCES receipts (id) ON DELETE CASCADE,
  line smallint NOT NULL CHECK (line >= 1),
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_gross integer NOT NULL CHECK (unit_gross >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  -- quantity × unit_gross − discount
  total_gross integer NOT NULL CHECK (total_gross >= 0),
  tax_code text NOT NULL CHECK (tax_code IN ('A', 'B', 'C', 'D', 'E')),
  tax_rate smallint NOT NULL,
  campaign_name text,
  service_id text,
  PRIMARY KEY (receipt_id, line)
);

CREATE TABLE returns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  salon_id text NOT NULL REFERENCES salons (id),
  document_number text NOT NULL,
  receipt_id uuid NOT NULL REFERENCES receipts (id),
  user_id uuid NOT NULL REFERENCES users (id),
  issued_at timestamptz NOT NULL,
  employee_name text NOT NULL,
  brand text NOT NULL,
  barcode text NOT NULL UNIQUE,
  company jsonb NOT NULL,
  taxes jsonb NOT NULL,
  total_gross integer NOT NULL CHECK (total_gross >= 0),
  total_tax integer NOT NULL CHECK (total_tax >= 0),
  points integer NOT NULL CHECK (points >= 0),
  request_digest text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT returns_document UNIQUE (salon_id, document_number)
);
CREATE INDEX returns_receipt ON returns (receipt_id);

CREATE TABLE return_items (
  return_id uuid NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  line smallint NOT NULL CHECK (line >= 1),
  receipt_line smallint NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_gross integer NOT NULL CHECK (unit_gross >= 0),
  total_gross integer NOT NULL CHECK (total_gross >= 0),
  tax_code text NOT NULL,
  tax_rate smallint NOT NULL,
  campaign_name text,
  PRIMARY KEY (return_id, line)
);

-- The points ledger: the balance is its sum. One entry per document (a receipt's points
-- include the consents bonus, kept apart in bonus_points for the campaign that counts
-- it) and per other event (a voucher bought, a correction).
CREATE TABLE loyalty_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('RECEIPT', 'RETURN', 'VOUCHER_PURCHASE', 'ADJUSTMENT')),
  occurred_at timestamptz NOT NULL,
  -- the place, per language: { pl, en, fr }
  title jsonb NOT NULL,
  points_in integer NOT NULL DEFAULT 0 CHECK (points_in >= 0),
  points_out integer NOT NULL DEFAULT 0 CHECK (points_out >= 0),
  bonus_points integer NOT NULL DEFAULT 0 CHECK (bonus_points >= 0 AND bonus_points <= points_in),
  receipt_id uuid UNIQUE REFERENCES receipts (id),
  return_id uuid UNIQUE REFERENCES returns (id),
  employee_name text,
  CONSTRAINT loyalty_transactions_one_way CHECK (points_in = 0 OR points_out = 0)
);
CREATE INDEX loyalty_transactions_user ON loyalty_transactions (user_id, occurred_at DESC, id DESC);

-- Vouchers: entries (visits) to spend at the till. Paper vouchers are kept but never listed.
CREATE TABLE vouchers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('CC', 'Mobile', 'PK', 'RMS', 'android', 'ios', 'ecommerce', 'rms')),
  paper boolean NOT NULL DEFAULT false,
  purchased_at timestamptz NOT NULL,
  -- the printed last day; null: none
  expires_on date,
  -- months of validity from the first visit paid with it; null: not limited so
  validity_months smallint CHECK (validity_months >= 1),
  entries_total smallint NOT NULL CHECK (entries_total >= 1),
  -- the services it pays for, names per language: [{ pl, en, fr }]
  services jsonb NOT NULL DEFAULT '[]',
  -- what issued it (a shop order, a campaign): issuing twice for one origin is refused
  origin text UNIQUE
);
CREATE INDEX vouchers_user ON vouchers (user_id);

CREATE TABLE voucher_uses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voucher_id uuid NOT NULL REFERENCES vouchers (id),
  receipt_id uuid NOT NULL REFERENCES receipts (id),
  salon_id text NOT NULL REFERENCES salons (id),
  used_at timestamptz NOT NULL,
  quantity smallint NOT NULL CHECK (quantity >= 1)
);
CREATE INDEX voucher_uses_voucher ON voucher_uses (voucher_id, used_at);

-- Campaigns, measured on each customer's ledger inside their dates: ALL counts every
-- point earned less points taken back, CONSENTS_BONUS the visits' consents bonus,
-- VOUCHER_PURCHASE the points of vouchers bought.
CREATE TABLE campaigns (
  id text PRIMARY KEY,
  code text NOT NULL,
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  details jsonb,
  points_required integer CHECK (points_required >= 0),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  active boolean NOT NULL DEFAULT true,
  measure text NOT NULL CHECK (measure IN ('ALL', 'CONSENTS_BONUS', 'VOUCHER_PURCHASE')),
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (ends_on >= starts_on)
);

-- The customer's thread with customer service. SENT: the customer wrote; RECEIVED: customer service.
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  direction text NOT NULL CHECK (direction IN ('SENT', 'RECEIVED')),
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 5000),
  -- [{ title, link }]
  actions jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  -- the customer-service key that wrote a RECEIVED message
  staff_key_id uuid REFERENCES machine_keys (id)
);
CREATE INDEX messages_user ON messages (user_id, created_at, id);

-- What the customer is told in their profile. Title and body are written in the reader's
-- language from kind and params; dedupe_key makes a repeated cause (the same voucher about
-- to expire) one notification.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('POINTS_AWARDED', 'VOUCHER_EXPIRING', 'MESSAGE_RECEIVED')),
  params jsonb NOT NULL DEFAULT '{}',
  link text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  dedupe_key text,
  CONSTRAINT notifications_dedupe UNIQUE (user_id, dedupe_key)
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC);

ALTER TABLE users DROP COLUMN points;
`;
