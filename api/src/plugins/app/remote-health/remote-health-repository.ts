import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { REMOTE_HEALTH_MAX_WINDOW_SECONDS, type RemoteHealthReport, type RemoteVersionHealth } from '@salon/contracts/remote-health-api';

/*
 * How the site's remotes fare in visitors' browsers (decision 0038): the shells' counts,
 * added into one row per remote, version and minute. Adding happens in the database
 * (`loads = remote_health.loads + excluded.loads`), never read-then-write here, so every
 * API instance on one PostgreSQL can record into the same minute at once and the sums
 * stay exact. Nothing in a row names a visitor.
 */

const MINUTE_MS = 60_000;
/** Minutes are kept as long as the longest window a reader may ask for. */
const KEEP_MS = REMOTE_HEALTH_MAX_WINDOW_SECONDS * 1000;
/**
 * One instance deletes old minutes at most this often, on a write: a minute's worth of
 * rows goes stale per minute, so more often only repeats an empty delete.
 */
const PRUNE_EVERY_MS = MINUTE_MS;
/**
 * The columns are `integer`: a bucket stops at its largest value instead of overflowing,
 * or a flood of reports would turn every later write into that minute into a 500.
 */
const MAX_BUCKET_COUNT = 2_147_483_647;

export interface RemoteHealthWindow {
  /** The start of the first minute counted: `now − windowSeconds`, rounded up to a whole minute. */
  since: Date;
  /** The counts of each version reported in the window, sorted by version. */
  versions: RemoteVersionHealth[];
}

export interface RemoteHealthRepository {
  /**
   * Adds a batch's counts into the minute of `at`, in one statement: all of them or none.
   * At most once a minute per instance it also deletes the minutes no window can reach.
   */
  record(reports: readonly RemoteHealthReport[], at: Date): Promise<void>;
  /** A remote's counts per version over the minutes that start in `[now − windowSeconds, now]`. */
  window(remote: string, windowSeconds: number, now: Date): Promise<RemoteHealthWindow>;
  /** Deletes the minutes older than the longest window before `now`; answers how many rows went. */
  prune(now: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    remoteHealth: RemoteHealthRepository;
  }
}

const floorToMinute = (millis: number) => new Date(Math.floor(millis / MINUTE_MS) * MINUTE_MS);
const ceilToMinute = (millis: number) => new Date(Math.ceil(millis / MINUTE_MS) * MINUTE_MS);
/** Code-point order, the same on every database collation and in the deploy watcher. */
const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Counts = Pick<RemoteHealthReport, 'loads' | 'loadFailures' | 'renderErrors'>;

/**
 * A batch's reports summed per remote and version (a shell may report one version twice,
 * and one INSERT … ON CONFLICT cannot update a row twice), without the all-zero ones,
 * sorted: instances that upsert the same rows then lock them in the same order and cannot
 * deadlock on each other.
 */
function sumPerVersion(reports: readonly RemoteHealthReport[]): (Counts & { remote: string; version: string })[] {
  const sums = new Map<string, Counts & { remote: string; version: string }>();
  for (const { remote, version, loads, loadFailures, renderErrors } of reports) {
    const key = JSON.stringify([remote, version]);
    const sum = sums.get(key) ?? { remote, version, loads: 0, loadFailures: 0, renderErrors: 0 };
    sum.loads += loads;
    sum.loadFailures += loadFailures;
    sum.renderErrors += renderErrors;
    sums.set(key, sum);
  }
  return [...sums.values()]
    .filter((sum) => sum.loads + sum.loadFailures + sum.renderErrors > 0)
    .sort((a, b) => byCodePoints(a.remote, b.remote) || byCodePoints(a.version, b.version));
}

export default fp(
  async (app) => {
    const { db } = app;
    /** When this instance last deleted old minutes (epoch ms), by the times it was given. */
    let prunedAt: number | null = null;

    /** The stored count plus the new one, stopping at the column's largest value. */
    const added = (column: 'loads' | 'load_failures' | 'render_errors') =>
      sql<number>`least(${sql.ref(`remote_health.${column}`)}::bigint + ${sql.ref(`excluded.${column}`)}, ${sql.lit(MAX_BUCKET_COUNT)})`;

    const repository: RemoteHealthRepository = {
      async record(reports, at) {
        const rows = sumPerVersion(reports);
        if (rows.length > 0) {
          const minute = floorToMinute(at.getTime());
          await db
            .insertInto('remote_health')
            .values(
              rows.map((row) => ({
                remote: row.remote,
                version: row.version,
                minute,
                loads: row.loads,
                load_failures: row.loadFailures,
                render_errors: row.renderErrors,
              })),
            )
            .onConflict((conflict) =>
              conflict.columns(['remote', 'version', 'minute']).doUpdateSet({
                loads: added('loads'),
                load_failures: added('load_failures'),
                render_errors: added('render_errors'),
              }),
            )
            .execute();
        }
        const now = at.getTime();
        // A clock set back (tests, a stepped system clock) prunes too, rather than waiting
        // until it catches up with the last time.
        if (prunedAt === null || now - prunedAt >= PRUNE_EVERY_MS || now < prunedAt) {
          prunedAt = now;
          try {
            await repository.prune(at);
          } catch (error) {
            // Housekeeping: the counts are stored, and the next minute's write tries again.
            app.log.warn({ err: error }, 'remote health: deleting old minutes failed');
          }
        }
      },

      async window(remote, windowSeconds, now) {
        const since = ceilToMinute(now.getTime() - windowSeconds * 1000);
        const rows = await db
          .selectFrom('remote_health')
          .select([
            'version',
            // sum() of integers is a bigint, read as a number (db/connect.ts).
            (eb) => eb.fn.sum<number>('loads').as('loads'),
            (eb) => eb.fn.sum<number>('load_failures').as('loadFailures'),
            (eb) => eb.fn.sum<number>('render_errors').as('renderErrors'),
          ])
          .where('remote', '=', remote)
          .where('minute', '>=', since)
          .where('minute', '<=', now)
          .groupBy('version')
          .execute();
        const versions = rows
          .map((row) => ({ version: row.version, loads: Number(row.loads), loadFailures: Number(row.loadFailures), renderErrors: Number(row.renderErrors) }))
          .sort((a, b) => byCodePoints(a.version, b.version));
        return { since, versions };
      },

      async prune(now) {
        const result = await db
          .deleteFrom('remote_health')
          .where('minute', '<', floorToMinute(now.getTime() - KEEP_MS))
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },
    };
    app.decorate('remoteHealth', repository);
  },
  { name: 'remote-health-repository', dependencies: ['database'] },
);
