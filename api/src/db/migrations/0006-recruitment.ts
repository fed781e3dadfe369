/**
 * Migration 0006: recruitment (decision 0022). The chain's job offers, each at one salon,
 * and the applications sent through the site with their CV. The CV's bytes are kept here
 * with the application, so every API instance reads the same one and the purge deletes
 * both at once; purge_after is fixed when the application arrives (6 months, or 12 with
 * the consent to future recruitment) and a periodic purge deletes what is past it.
 */
export const sql = String.raw`
-- Offers: 24 hexadecimal characters as id (a URL tells an offer from a city slug by it);
-- description is HTML sanitised on the way in; recruitment_link, when set, is an external
-- application page (null: the form on this site).
CREATE TABLE recruitment_offers (
  id char(24) PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  salon_id text NOT NULL REFERENCES salons (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  description text NOT NULL,
  recruitment_link text CHECK (recruitment_link ~ '^https://'),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recruitment_offers_salon ON recruitment_offers (salon_id) WHERE enabled;

-- Applications: personal data kept only as long as the privacy policy says (purge_after).
-- The consents are the times they were given (null: not given). The CV is a PDF of at
-- most 2 MB, checked by its bytes before it gets here.
CREATE TABLE recruitment_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id char(24) NOT NULL REFERENCES recruitment_offers (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  email text NOT NULL,
  message text,
  consent_recruitment_at timestamptz NOT NULL,
  consent_privacy_policy_at timestamptz NOT NULL,
  consent_future_recruitment_at timestamptz,
  cv_file_name text NOT NULL,
  cv_size integer NOT NULL CHECK (cv_size > 0 AND cv_size <= 2097152),
  cv_sha256 char(64) NOT NULL,
  cv_data bytea NOT NULL,
  created_at timestamptz NOT NULL,
  purge_after timestamptz NOT NULL CHECK (purge_after > created_at)
);
CREATE INDEX recruitment_applications_offer ON recruitment_applications (offer_id, created_at DESC);
CREATE INDEX recruitment_applications_purge ON recruitment_applications (purge_after);
`;
