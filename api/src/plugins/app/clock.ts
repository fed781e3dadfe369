import fp from 'fastify-plugin';
import { DateTime } from 'luxon';
import { SALON_ZONE } from '../../lib/local-time.ts';

export interface Clock {
  /** Now, in the salons' zone. */
  now(): DateTime;
  /** Now in epoch milliseconds: the same instant as now(), without luxon's zone work (hot paths). */
  millis(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** One source of "now", so tests can fix the time every rule is checked against. */
export default fp<{ now?: () => Date }>(
  async (app, { now }) => {
    const read = now ?? (() => new Date());
    app.decorate('clock', { now: () => DateTime.fromJSDate(read()).setZone(SALON_ZONE), millis: () => read().getTime() });
  },
  { name: 'clock' },
);
