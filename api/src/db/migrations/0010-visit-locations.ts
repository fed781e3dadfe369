/**
 * Migration 0010: where a visit at the customer's place happens (decision 0028). A
 * virtual salon (services at the customer's place) has no address of its own, so its
 * visits keep the customer's: one row per such visit, written with it, replaced by an
 * edit that gives a new one. A table of its own rather than nullable columns on visits:
 * the three parts are there together or not at all, and other visits carry nothing.
 */
export const sql = String.raw`
CREATE TABLE visit_locations (
  visit_id uuid PRIMARY KEY REFERENCES visits (id) ON DELETE CASCADE,
  address text NOT NULL CHECK (length(btrim(address)) BETWEEN 1 AND 200),
  postcode text NOT NULL CHECK (postcode ~ '^[0-9]{2}-[0-9]{3}$'),
  city text NOT NULL CHECK (length(btrim(city)) BETWEEN 1 AND 100)
);
`;
