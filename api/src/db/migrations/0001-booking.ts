/**
 * Migration 0001: the booking domain. SQL kept in a module (not a .sql file) so it loads
 * the same under tsx, jest and a bundler without reading files relative to import.meta.
 */
export const sql = String.raw`
-- The booking domain: the chain's catalogue (areas, salons, services, prices, hours,
-- hairdressers), visits and their reservations, slot holds, tracking events.
-- Money is stored in grosze (integer minor units); instants as timestamptz; calendar
-- days and times of day as date and time in the salon's zone (Europe/Warsaw).

CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE departments (
  code text PRIMARY KEY,
  name text NOT NULL,
  sort_order integer,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);

-- The areas of the booking flow when areasEndpoint is "cities".
CREATE TABLE cities (
  code text PRIMARY KEY,
  name text NOT NULL,
  department_code text NOT NULL REFERENCES departments (code),
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  -- Set for suggested areas (listed first, in this order).
  sort_order integer,
  -- The area of virtual salons (services outside a salon).
  is_virtual boolean NOT NULL DEFAULT false
);

CREATE TABLE salons (
  id text PRIMARY KEY CHECK (id ~ '^M[0-9]+$'),
  name text NOT NULL,
  -- A virtual salon belongs to a virtual area and has no address or coordinates.
  city_code text NOT NULL REFERENCES cities (code),
  is_virtual boolean NOT NULL DEFAULT false,
  city_group text,
  postcode text,
  address text[],
  latitude double precision,
  longitude double precision,
  phone text NOT NULL,
  franchise boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  -- false while temporarily closed
  is_open boolean NOT NULL DEFAULT true,
  accepts_reservations boolean NOT NULL DEFAULT true,
  can_come_without_reservation boolean NOT NULL DEFAULT false,
  suggested boolean NOT NULL DEFAULT false,
  image_mini text,
  -- [{ "5_3": url, "9_11": url, "17_6": url, "mini": url }]
  images jsonb NOT NULL DEFAULT '[]',
  -- translations: { "pl": …, "en": …, "fr": … }
  description jsonb,
  price_description jsonb,
  price_notes jsonb NOT NULL DEFAULT '[]',
  google_place_id text,
  google_rating double precision,
  google_reviews_count integer,
  -- five counts, one star first
  google_reviews_per_score integer[],
  CHECK (is_virtual OR (postcode IS NOT NULL AND address IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL))
);
CREATE INDEX salons_city ON salons (city_code);

CREATE TABLE salon_reviews (
  id text PRIMARY KEY,
  salon_id text NOT NULL REFERENCES salons (id),
  author_id text NOT NULL,
  author_title text NOT NULL,
  author_image text,
  author_link text,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text,
  created_at timestamptz NOT NULL,
  link text,
  likes integer NOT NULL DEFAULT 0,
  image_urls text[] NOT NULL DEFAULT '{}',
  owner_answer text,
  owner_answer_at timestamptz
);
CREATE INDEX salon_reviews_salon ON salon_reviews (salon_id, created_at DESC);

CREATE TABLE services (
  id text PRIMARY KEY,
  name jsonb NOT NULL,
  category text NOT NULL CHECK (category IN ('HAIRDRESSING', 'COSMETICS', 'BARBER')),
  sexes text[] NOT NULL CHECK (sexes <@ ARRAY['F', 'M'] AND cardinality(sexes) > 0),
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0 AND duration_minutes % 15 = 0),
  sort_order integer NOT NULL,
  outside_of_salon boolean NOT NULL DEFAULT false,
  promoted boolean NOT NULL DEFAULT false,
  promoting_message jsonb,
  description jsonb,
  long_description jsonb,
  minimum_distance_in_days integer CHECK (minimum_distance_in_days > 0)
);

-- What a salon offers and at what price (grosze); original_price_minor when discounted.
CREATE TABLE salon_services (
  salon_id text NOT NULL REFERENCES salons (id),
  service_id text NOT NULL REFERENCES services (id),
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  original_price_minor integer CHECK (original_price_minor > price_minor),
  PRIMARY KEY (salon_id, service_id)
);
CREATE INDEX salon_services_service ON salon_services (service_id);

-- Weekly opening hours; ISO weekday 1 = Monday. No row: closed that weekday.
CREATE TABLE opening_hours (
  salon_id text NOT NULL REFERENCES salons (id),
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens_at time NOT NULL,
  closes_at time NOT NULL CHECK (closes_at > opens_at),
  PRIMARY KEY (salon_id, weekday)
);

-- A day that differs from the week (holiday, short day). Null times: closed.
CREATE TABLE opening_exceptions (
  salon_id text NOT NULL REFERENCES salons (id),
  day date NOT NULL,
  opens_at time,
  closes_at time,
  PRIMARY KEY (salon_id, day),
  CHECK ((opens_at IS NULL) = (closes_at IS NULL) AND (opens_at IS NULL OR closes_at > opens_at))
);

CREATE TABLE hairdressers (
  id text PRIMARY KEY,
  salon_id text NOT NULL REFERENCES salons (id),
  name text NOT NULL,
  -- service categories this person does
  categories text[] NOT NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX hairdressers_salon ON hairdressers (salon_id);

CREATE TABLE hairdresser_schedules (
  hairdresser_id text NOT NULL REFERENCES hairdressers (id),
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  starts_at time NOT NULL,
  ends_at time NOT NULL CHECK (ends_at > starts_at),
  PRIMARY KEY (hairdresser_id, weekday)
);

CREATE TABLE hairdresser_days_off (
  hairdresser_id text NOT NULL REFERENCES hairdressers (id),
  day date NOT NULL,
  PRIMARY KEY (hairdresser_id, day)
);

-- Customer accounts. The identity API adds credentials and profile fields.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone text UNIQUE,
  email text UNIQUE,
  first_name text,
  last_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE visits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- the signed-in customer who booked, if any
  user_id uuid REFERENCES users (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- E.164
  phone text NOT NULL,
  salon_id text NOT NULL REFERENCES salons (id),
  -- null: any hairdresser
  selected_hairdresser_id text REFERENCES hairdressers (id),
  client_note text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE INDEX visits_phone ON visits (phone);
CREATE INDEX visits_user ON visits (user_id);

-- One service of a visit with one hairdresser at one time. The exclusion constraint is
-- the guarantee against double booking: two active reservations of one hairdresser
-- can never overlap, whatever the application does. The range comes first in the index:
-- GiST places a new entry by the first column, and a range's penalty is cheap where the
-- text one of btree_gist is not (inserts take a third less time; same constraint).
CREATE TABLE reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  visit_id uuid NOT NULL REFERENCES visits (id),
  salon_id text NOT NULL REFERENCES salons (id),
  service_id text NOT NULL REFERENCES services (id),
  hairdresser_id text NOT NULL REFERENCES hairdressers (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  price_minor integer NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'CANCELLED')),
  CONSTRAINT reservations_no_double_booking
    EXCLUDE USING gist (tstzrange(starts_at, ends_at, '[)') WITH &&, hairdresser_id WITH =)
    WHERE (status = 'ACTIVE')
);
CREATE INDEX reservations_visit ON reservations (visit_id);
CREATE INDEX reservations_salon_time ON reservations (salon_id, starts_at);

-- A slot kept for a customer filling in the final form. Lapsed holds are deleted before
-- a new one is written (under a per-hairdresser lock), so the constraint only ever
-- compares live holds.
CREATE TABLE reservation_holds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  salon_id text NOT NULL REFERENCES salons (id),
  service_id text NOT NULL REFERENCES services (id),
  hairdresser_id text NOT NULL REFERENCES hairdressers (id),
  requested_hairdresser_id text REFERENCES hairdressers (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reservation_holds_no_overlap
    EXCLUDE USING gist (hairdresser_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
);
CREATE INDEX reservation_holds_salon_time ON reservation_holds (salon_id, starts_at);

-- The internal tracker's events (POST /api/events).
CREATE TABLE tracking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL,
  app text NOT NULL,
  path text,
  data jsonb,
  user_id uuid,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_events_type_time ON tracking_events (type, occurred_at);
`;
