import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** How often a running API deletes expired applications (and once when it starts). */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the applications whose retention ended (purge_after at or before `now`), their
 * CV bytes with them (one row). Returns how many were deleted.
 */
export async function purgeExpiredApplications(db: Kysely<DB>, now: Date): Promise<number> {
  const result = await db.deleteFrom('recruitment_applications').where('purge_after', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Runs the purge when the API is ready and then daily, as the outbox runs its poller:
 * a timer that does not keep the process alive, cleared on close. Several instances
 * purging at once is harmless (a DELETE of the same rows).
 */
export default fp(
  async (app) => {
    const run = () =>
      purgeExpiredApplications(app.db, app.clock.now().toJSDate()).then(
        (deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'expired job applications purged');
        },
        (error: unknown) => app.log.error({ err: error }, 'job application purge'),
      );
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    app.addHook('onReady', async () => {
      running = run();
      await running;
      timer = setInterval(() => {
        running = run();
      }, PURGE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'recruitment-purge', dependencies: ['database', 'clock'] },
);
