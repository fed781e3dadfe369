/**
 * Migration 0011: the Idempotency-Key of a booking (decision 0036). A client that did not
 * get the answer to its POST /api/visits (a connection cut, an instance killed, a 503 from
 * the load balancer) sends it again with the same key: the visit the first one booked is
 * answered instead of a second booking or a "slot taken" for its own slot. Written in the
 * booking's transaction, so a key exists exactly when its visit does. `fingerprint` is a
 * hash of what was booked (salon, service, hairdresser, time, phone): a key sent again with
 * other details is refused, never answered with someone else's visit.
 */
export const sql = String.raw`
CREATE TABLE visit_requests (
  idempotency_key text PRIMARY KEY CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  visit_id uuid NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX visit_requests_visit_id ON visit_requests (visit_id);
`;
