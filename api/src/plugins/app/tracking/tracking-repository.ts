import fp from 'fastify-plugin';
import type { TrackingEvent } from '@salon/contracts/api';

export interface TrackingRepository {
  /** Stores a batch of the tracker's events in one statement: all of them or none. */
  record(events: readonly TrackingEvent[], context: { userId: string | null; receivedAt: Date }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    app.decorate('tracking', {
      async record(events, { userId, receivedAt }) {
        if (events.length === 0) return;
        await db
          .insertInto('tracking_events')
          .values(
            events.map((event) => ({
              type: event.type,
              occurred_at: new Date(event.at),
              app: event.app,
              path: event.path ?? null,
              data: event.data === undefined ? null : JSON.stringify(event.data),
              user_id: userId,
              received_at: receivedAt,
            })),
          )
          .execute();
      },
    } satisfies TrackingRepository);
  },
  { name: 'tracking-repository', dependencies: ['database'] },
);
