// Exits 0 when the PostgreSQL server of the URL given answers a query within 3 seconds,
// 1 otherwise. Used by .ci/run to decide whether the API's tests also run on PostgreSQL.
import pg from 'pg';

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
