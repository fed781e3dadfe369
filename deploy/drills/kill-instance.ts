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
 * ready again. Exits 1 when a check fails, with the reason on the last line.
 *
 * Needs PostgreSQL, Redis and nginx on this machine. DRILL_SECONDS (30), DRILL_PORT (8700),
 * DRILL_SEARCH_RATE (slot searches a second, 60), DRILL_BOOKERS (booking clients, 6),
 * DRILL_DATABASE_URL (postgres://postgres@127.0.0.1:5432/salon_drill: dropped and made
 * again), DRILL_REDIS_URL (redis://127.0.0.1:6379).
 */
import {
  drillDatabaseUrl,
  drillRedisUrl,
  drillSettings,
  freshDatabase,
  percentiles,
  reportBookings,
  sleep,
  startDrillTopology,
  startLoad,
  runDrill,
} from './drill-support.ts';

const settings = drillSettings();
const { seconds, port, searchRate, bookers } = settings;
const databaseUrl = drillDatabaseUrl();
const redisUrl = drillRedisUrl();

console.log(`drill: kill one API instance under load (${seconds} s, ${searchRate} slot searches/s, ${bookers} booking clients)`);
await runDrill(async (cleanup) => {
  await freshDatabase(databaseUrl);
  const topology = await startDrillTopology({ port, databaseUrl, redisUrl });
  cleanup.add(() => topology.stop());
  const load = startLoad(topology.url, settings);

  const victim = topology.instances[0]!;
  await sleep((seconds * 1000) / 3);
  const killedAt = Date.now();
  console.log(`  SIGKILL ${victim.name} (pid ${victim.pid()}) at +${((killedAt - load.started) / 1000).toFixed(1)} s`);
  victim.kill('SIGKILL');
  await sleep(200);
  await victim.waitReady(60_000);
  const readyAt = Date.now();
  await load.done;

  const all = [...load.searches, ...load.bookingCalls];
  const refusals = new Set([400, 409]);
  const errors = all.filter((outcome) => outcome.status !== 200 && outcome.status !== 201 && !refusals.has(outcome.status));
  const byStatus = new Map<number, number>();
  for (const outcome of errors) byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
  const search = percentiles(load.searches.filter((outcome) => outcome.status === 200).map((outcome) => outcome.ms));

  console.log(`  requests: ${all.length} (${load.searches.length} slot searches, ${load.bookingCalls.length} booking calls)`);
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
  return await reportBookings(databaseUrl, load.results);
});
