/**
 * Migration 0002: identity and the customer's account — credentials, profile fields,
 * social identities, refresh tokens, verification codes, e-mail changes and the outbox.
 */
export const sql = String.raw`
-- Customer accounts grow from the minimal table of 0001. E-mails are stored lower-case
-- (the API normalises them), phones in E.164.
ALTER TABLE users
  -- argon2id PHC string; null: no password (loyalty customer from a salon, social sign-up)
  ADD COLUMN password_hash text,
  ADD COLUMN password_change_required boolean NOT NULL DEFAULT false,
  ADD COLUMN email_confirmed boolean NOT NULL DEFAULT false,
  ADD COLUMN sex text CHECK (sex IN ('F', 'M')),
  ADD COLUMN birthday_day smallint,
  ADD COLUMN birthday_month smallint,
  ADD COLUMN language text NOT NULL DEFAULT 'pl' CHECK (language IN ('pl', 'en', 'fr')),
  ADD COLUMN preferred_salon_id text REFERENCES salons (id),
  ADD COLUMN consent_email boolean NOT NULL DEFAULT false,
  ADD COLUMN consent_telemarketing boolean NOT NULL DEFAULT false,
  -- EMPLOYEE, VIP
  ADD COLUMN account_types text[] NOT NULL DEFAULT '{}',
  -- null: no loyalty account; a customer known from a salon has one before any web sign-up
  ADD COLUMN loyalty_status text CHECK (loyalty_status IN ('ACTIVE', 'INACTIVE')),
  ADD COLUMN points integer NOT NULL DEFAULT 0,
  -- how the web account was made: it decides ACCOUNT_REGISTER_BY_SOCIAL_LOGIN
  ADD COLUMN registered_with text CHECK (registered_with IN ('PASSWORD', 'GOOGLE', 'APPLE', 'PHONE')),
  -- the identifier of the marketing-automation service (spec part 2, user profile)
  ADD COLUMN marketing_id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- a phone change waiting for its SMS code
  ADD COLUMN pending_phone text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT users_birthday_whole CHECK (
    (birthday_day IS NULL AND birthday_month IS NULL)
    OR (birthday_month BETWEEN 1 AND 12 AND birthday_day BETWEEN 1 AND 31)
  ),
  ADD CONSTRAINT users_email_lower CHECK (email = lower(email));

-- Google and Apple accounts linked to a customer: the provider's stable subject.
CREATE TABLE social_identities (
  provider text NOT NULL CHECK (provider IN ('GOOGLE', 'APPLE')),
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_user ON social_identities (user_id);

-- Rotating refresh tokens. Only a SHA-256 of each token is kept. Every token of one
-- sign-in shares a family and its absolute expiry; presenting a token that was already
-- used revokes the whole family (someone else holds a copy).
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

-- Verification codes (4 digits, hashed). One challenge per purpose and target (an e-mail
-- or a phone) at a time, for an hour: a resend replaces the code but keeps the failure
-- count, so resending never buys more guesses. context binds the code to the request that
-- made it (the e-mail collected with a phone, the user changing their e-mail, ...).
CREATE TABLE verification_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  target text NOT NULL,
  context text NOT NULL DEFAULT '',
  code_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 1,
  last_sent_at timestamptz NOT NULL,
  window_started_at timestamptz NOT NULL,
  verified_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX verification_challenges_lookup ON verification_challenges (purpose, target, window_started_at DESC);

-- Pending e-mail changes (spec part 2): confirmed by the 4-digit code or by the link
-- /email-confirmation/{id}; the id is random, so the link is the capability.
CREATE TABLE email_change_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  previous_email text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX email_change_requests_user ON email_change_requests (user_id, created_at DESC);

-- Messages to customers (codes, confirmations, links) leave through this table: written
-- in the transaction of what caused them, delivered by a transport afterwards.
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the order messages were written in
  seq bigint GENERATED ALWAYS AS IDENTITY,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient text NOT NULL,
  template text NOT NULL,
  language text NOT NULL,
  subject text,
  -- wiped once a production transport has delivered it (it may carry a code)
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text
);
CREATE INDEX outbox_messages_pending ON outbox_messages (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_messages_recipient ON outbox_messages (recipient, seq DESC);
`;
