/**
 * Migration 0012: how the site's remotes fare in visitors' browsers (decision 0038). The
 * shell sends counts per remote and version; they are added into one row per minute, so
 * the table stays small whatever the traffic (remotes × live versions × 60 rows for the
 * hour kept) and a sliding window is a sum over a few rows. Only counts: no user, no
 * address, nothing that names a visitor. Rows older than an hour are deleted by the API.
 *
 * Machine keys get a third kind, OPS: the deploy watcher, which reads those counts to roll
 * a broken canary back. Like customer service it belongs to no salon, so the rule tying
 * POS keys (and only them) to a salon stays as it is.
 */
export const sql = String.raw`
CREATE TABLE remote_health (
  remote text NOT NULL,
  version text NOT NULL,
  -- the start of the minute the counts arrived in (seconds zero)
  minute timestamptz NOT NULL CHECK (date_trunc('minute', minute) = minute),
  loads integer NOT NULL DEFAULT 0 CHECK (loads >= 0),
  load_failures integer NOT NULL DEFAULT 0 CHECK (load_failures >= 0),
  render_errors integer NOT NULL DEFAULT 0 CHECK (render_errors >= 0),
  PRIMARY KEY (remote, version, minute)
);
-- The hourly clean-up deletes by age across every remote.
CREATE INDEX remote_health_minute ON remote_health (minute);

ALTER TABLE machine_keys DROP CONSTRAINT machine_keys_kind_check;
ALTER TABLE machine_keys ADD CONSTRAINT machine_keys_kind_check CHECK (kind IN ('POS', 'STAFF', 'OPS'));
`;
