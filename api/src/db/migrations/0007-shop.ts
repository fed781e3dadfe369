/**
 * Migration 0007: the shop (decision 0023). Products to look at and service vouchers to
 * buy online, the customers' favourite products, voucher orders and the payment
 * provider's events. Money is integer grosze, gross, PLN. Names of categories, types and
 * texts shown to customers are jsonb translations ({ pl, en, fr }); brand and product
 * names are printed by the brand and stay as they are.
 */
export const sql = String.raw`
CREATE TABLE shop_brands (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text NOT NULL
);

CREATE TABLE shop_categories (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL,
  position smallint NOT NULL
);

CREATE TABLE shop_product_types (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL,
  position smallint NOT NULL
);

-- images: [{ photo, alt: { pl, en, fr }, width, height }]; suggested_rank orders the
-- "suggested" sort (lower first; products and vouchers share the one scale).
CREATE TABLE shop_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  brand_id text NOT NULL REFERENCES shop_brands (id),
  line text,
  category_id text NOT NULL REFERENCES shop_categories (id),
  type_id text NOT NULL REFERENCES shop_product_types (id),
  volume_ml integer CHECK (volume_ml > 0),
  price integer NOT NULL CHECK (price >= 0),
  description jsonb NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  suggested_rank integer NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shop_products_price ON shop_products (price) WHERE enabled;
CREATE INDEX shop_products_suggested ON shop_products (suggested_rank) WHERE enabled;
CREATE INDEX shop_products_brand ON shop_products (brand_id) WHERE enabled;

-- services: [{ pl, en, fr }] names of what a visit paid with it includes.
CREATE TABLE shop_vouchers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name jsonb NOT NULL,
  description jsonb NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  services jsonb NOT NULL,
  entries smallint NOT NULL CHECK (entries >= 1),
  validity_months smallint CHECK (validity_months >= 1),
  images jsonb NOT NULL DEFAULT '[]',
  suggested_rank integer NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE favourite_products (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES shop_products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

-- A voucher order: what was sold at what price (copied from shop_vouchers when ordered,
-- so a later price change never touches it). provider_session is the provider's
-- checkout session id. issued_voucher_id is set once, when the paid event arrives.
CREATE TABLE shop_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  shop_voucher_id uuid NOT NULL REFERENCES shop_vouchers (id),
  voucher_name jsonb NOT NULL,
  entries smallint NOT NULL CHECK (entries >= 1),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'PLN' CHECK (currency = 'PLN'),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
  provider text NOT NULL CHECK (provider IN ('stripe', 'local')),
  provider_session text UNIQUE,
  terms_accepted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  closed_at timestamptz,
  issued_voucher_id uuid REFERENCES vouchers (id)
);
CREATE INDEX shop_orders_user ON shop_orders (user_id, created_at DESC);

-- Every provider event once: a replayed event id is recognised and answered without
-- acting again.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  provider text NOT NULL,
  type text NOT NULL,
  order_id uuid REFERENCES shop_orders (id),
  received_at timestamptz NOT NULL DEFAULT now()
);
`;
