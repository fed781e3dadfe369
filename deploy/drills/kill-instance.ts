/**
 * `npm run drill:kill` (deploy/README.md, "Drills"): slot searches and bookings keep
 * coming through nginx while one of the two API instances is killed with SIGKILL a third
 * of the way in, and started again by the topology as a process manager would. Then the
 * database is compared with what the clients were told:
 *   - 0 lost bookings: every 201 is a visit in the database;
 *   - 0 unconfirmed bookings: every visit of the drill's customers got its 201 (the
 *     clients ask again with their Idempotency-Key while an answer is lost, as the site does);
 *   - 0 double bookings: no two active reservations of one hairdresser overlap.
 * It prints the error rate (answers other than 200/201 and the refusals of a taken slot),
 * when errors were seen relative to the kill, and how long the killed instance took to be
 * ready again. Exits 1 when a check fails.
 *
 * Needs PostgreSQL, Redis and nginx on this machine. DRILL_SECONDS (30), DRILL_PORT (8700),
 * DRILL_SEARCH_RATE (slot searches a second, 60), DRILL_BOOKERS (booking clients, 6),
 * DRILL_DATABASE_URL (postgres://postgres@127.0.0.1:5432/salon_drill: dropped and made
 * again), DRILL_REDIS_URL (redis://127.0.0.1:6379).
 */
import {
  DRILL_SALONS,
  bookLikeTheSite,
  checkBookings,
  drillDatabaseUrl,
  freshDatabase,
  percentiles,
  phoneMaker,
  sleep,
  slotSearchUrl,
  startDrillTopology,
  timed,
  workingDays,
  type BookingResult,
  type Outcome,
} from './drill-support.ts';

const seconds = Number(process.env.DRILL_SECONDS ?? 30);
const port = Number(process.env.DRILL_PORT ?? 8700);
const searchRate = Number(process.env.DRILL_SEARCH_RATE ?? 60);
const bookers = Number(process.env.DRILL_BOOKERS ?? 6);
const databaseUrl = drillDatabaseUrl();
const redisUrl = process.env.DRILL_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

console.log(`drill: kill one API instance under load (${seconds} s, ${searchRate} slot searches/s, ${bookers} booking clients)`);
await freshDatabase(databaseUrl);
const topology = await startDrillTopology({ port, databaseUrl, redisUrl });
let failed: boolean;
try {
  const site = topology.url;
  const days = workingDays(6);
  const searches: Outcome[] = [];
  const bookingTries: Outcome[] = [];
  const results: BookingResult[] = [];
  const nextPhone = phoneMaker();
  const started = Date.now();
  const ends = started + seconds * 1000;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

  // Slot searches at a steady rate, each on its own (a slow answer does not hold the next).
  const searching = (async () => {
    const pending: Promise<void>[] = [];
    for (let index = 0; Date.now() < ends; index += 1) {
      const due = started + (index * 1000) / searchRate;
      if (due > Date.now()) await sleep(due - Date.now());
      pending.push(timed(slotSearchUrl(site, pick(DRILL_SALONS), pick(days))).then((outcome) => void searches.push(outcome)));
    }
    await Promise.all(pending);
  })();
  // Booking clients, one booking after another each.
  const booking = Array.from({ length: bookers }, async () => {
    while (Date.now() < ends) {
      const result = await bookLikeTheSite(site, nextPhone(), pick(days), pick(DRILL_SALONS), bookingTries);
      if (result) results.push(result);
    }
  });

  const victim = topology.instances[0]!;
  await sleep((seconds * 1000) / 3);
  const killedAt = Date.now();
  console.log(`  SIGKILL ${victim.name} (pid ${victim.pid()}) at +${((killedAt - started) / 1000).toFixed(1)} s`);
  victim.kill('SIGKILL');
  await sleep(200);
  await victim.waitReady(60_000);
  const readyAt = Date.now();
  await Promise.all([searching, ...booking]);

  const all = [...searches, ...bookingTries];
  const refusals = new Set([400, 409]);
  const errors = all.filter((outcome) => outcome.status !== 200 && outcome.status !== 201 && !refusals.has(outcome.status));
  const byStatus = new Map<number, number>();
  for (const outcome of errors) byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
  const search = percentiles(searches.filter((outcome) => outcome.status === 200).map((outcome) => outcome.ms));
  const booked = results.filter((result) => result.visitId);
  const lostAnswers = results.filter((result) => !result.visitId && [0, 502, 503, 504].includes(result.status));
  const retried = results.filter((result) => result.tries > 1);
  const check = await checkBookings(databaseUrl, results);

  console.log(`  requests: ${all.length} (${searches.length} slot searches, ${bookingTries.length} booking calls)`);
  console.log(
    `  errors: ${errors.length} (${((errors.length / Math.max(1, all.length)) * 100).toFixed(2)} %)${
      errors.length ? `: ${[...byStatus].map(([status, count]) => `${status || 'no answer'} ×${count}`).join(', ')}` : ''
    }${
      errors.length
        ? `, from +${((Math.min(...errors.map((e) => e.at)) - killedAt) / 1000).toFixed(2)} s to +${((Math.max(...errors.map((e) => e.at)) - killedAt) / 1000).toFixed(2)} s after the kill`
        : ''
    }`,
  );
  console.log(`  ${victim.name} ready again ${((readyAt - killedAt) / 1000).toFixed(1)} s after the kill (started again by the topology)`);
  console.log(`  slot search: p50 ${search.p50.toFixed(1)} ms, p99 ${search.p99.toFixed(1)} ms, max ${search.max.toFixed(0)} ms`);
  console.log(
    `  bookings: ${results.length} attempted, ${booked.length} booked (${retried.length} needed more than one try), ${results.length - booked.length - lostAnswers.length} refused (slot taken meanwhile…), ${lostAnswers.length} left without an answer`,
  );
  console.log(`  database: ${check.stored} visits of the drill's customers; lost ${check.lost.length}, without their 201 ${check.unconfirmed.length}, overlapping reservations ${check.overlapping}`);
  failed = check.lost.length > 0 || check.unconfirmed.length > 0 || check.overlapping > 0 || booked.length === 0;
  if (booked.length === 0) console.log('  no booking went through: the drill proved nothing');
  console.log(failed ? 'drill FAILED' : 'drill passed');
} finally {
  await topology.stop();
}
process.exit(failed ? 1 : 0);
