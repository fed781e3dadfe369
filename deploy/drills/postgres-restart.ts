/**
 * `npm run drill:postgres` (deploy/README.md, "Drills"): PostgreSQL restarted under load;
 * the API recovers without a restart of its own. The drill starts a private PostgreSQL
 * cluster (initdb into a temporary folder, a free port on loopback; as root the server runs
 * as the `postgres` user), never the machine's shared server, and removes it at the end,
 * also when interrupted. The topology runs on it; slot searches, pages and bookings come
 * through nginx, each instance's /api/health/ready is polled directly. A third of the way
 * in PostgreSQL is stopped (`pg_ctl stop -m fast`; DRILL_PG_STOP=immediate for a crash),
 * left down DRILL_DOWN_SECONDS (3) and started again.
 *
 * Checks:
 *   - during the outage, a request that fails gets a clear 503 (the API's
 *     SERVICE_UNAVAILABLE on `database`, or nginx's own 503 when it has set both instances
 *     aside), never a 500 or no answer; each instance's readiness answers 503 naming
 *     `database`;
 *   - after PostgreSQL is back: readiness 200 on both instances within
 *     DRILL_RECOVERY_SECONDS (10), the same pids (the pool reconnects; no process was
 *     restarted), bookings answered 201 again;
 *   - the database against what the clients were told, as drill:kill: every 201 stored,
 *     nothing stored without its 201, no overlapping reservations.
 * Prints the outage's length, requests by outcome in each phase, the recovery times after
 * PostgreSQL is back, and the bookings. Exits 1 when a check fails, with the reasons on one line.
 *
 * Needs the PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin, or DRILL_PG_BIN),
 * Redis and nginx on this machine. DRILL_SECONDS (30), DRILL_PORT (8700), DRILL_SEARCH_RATE
 * (slot searches a second, 60), DRILL_BOOKERS (booking clients, 6), DRILL_PAGE_RATE (page
 * loads a second, 5), DRILL_DOWN_SECONDS (3), DRILL_PG_STOP (fast), DRILL_RECOVERY_SECONDS
 * (10), DRILL_REDIS_URL (redis://127.0.0.1:6379).
 */
import {
  drillRedisUrl,
  drillSettings,
  envNumber,
  freshDatabase,
  printPhases,
  privatePostgres,
  processes,
  reportBookings,
  sentAt,
  sleep,
  startDrillTopology,
  startLoad,
  tally,
  timeUntilReady,
  runDrill,
  watchReadiness,
  within,
  type Outcome,
  type Phase,
} from './drill-support.ts';

const settings = drillSettings({ pageRate: 5 });
const { seconds, port, searchRate, bookers, pageRate } = settings;
const downSeconds = envNumber('DRILL_DOWN_SECONDS', 3);
const recoverySeconds = envNumber('DRILL_RECOVERY_SECONDS', 10);
const redisUrl = drillRedisUrl();
const stopMode = process.env.DRILL_PG_STOP?.trim() || 'fast';
if (stopMode !== 'fast' && stopMode !== 'immediate') {
  console.error(`DRILL_PG_STOP must be fast or immediate, not "${stopMode}"`);
  process.exit(2);
}

/** An answer that says the request failed (a refusal of a taken slot or bad input is an answer, not a failure). */
const isError = (outcome: Outcome) => outcome.status === 0 || outcome.status >= 500;
const isDatabaseRefusal = (outcome: Outcome) => outcome.status === 503 && outcome.code === 'SERVICE_UNAVAILABLE' && outcome.field === 'database';
const seconds2 = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(
  `drill: PostgreSQL restarted (pg_ctl stop -m ${stopMode}, down ${downSeconds} s) under load (${seconds} s, ${searchRate} slot searches/s, ${pageRate} pages/s, ${bookers} booking clients)`,
);
await runDrill(async (cleanup) => {
  const postgres = await privatePostgres();
  cleanup.add(() => postgres.remove());
  console.log(`  PostgreSQL ${postgres.version}: a private cluster on port ${postgres.port} in ${postgres.dir}`);
  const databaseUrl = postgres.url('salon_drill');
  await freshDatabase(databaseUrl);
  const topology = await startDrillTopology({ port, databaseUrl, redisUrl });
  cleanup.add(() => topology.stop());
  const before = processes(topology);

  const load = startLoad(topology.url, settings);
  const readiness = watchReadiness(topology.instances);

  await sleep((seconds * 1000) / 3);
  const stopBegan = Date.now();
  postgres.stop(stopMode);
  const stopped = Date.now();
  console.log(`  PostgreSQL stopped at +${seconds2(stopBegan - load.started)} (pg_ctl stop -m ${stopMode} took ${seconds2(stopped - stopBegan)})`);
  await sleep(Math.max(0, stopped + downSeconds * 1000 - Date.now()));
  const startBegan = Date.now();
  postgres.start();
  const back = Date.now();
  console.log(`  PostgreSQL accepting connections at +${seconds2(back - load.started)} (pg_ctl start took ${seconds2(back - startBegan)}); outage ${seconds2(back - stopBegan)}`);
  const readyAfter = await timeUntilReady(topology.instances, back, recoverySeconds * 1000);
  await load.done;
  await readiness.stop();
  const after = processes(topology);

  const recovered = back + (readyAfter ?? recoverySeconds * 1000);
  const phases: Phase[] = [
    { name: 'before', from: load.started, to: stopBegan },
    { name: 'PostgreSQL down', from: stopBegan, to: back },
    { name: 'recovering', from: back, to: recovered },
    { name: 'after', from: recovered, to: load.ends },
  ];
  const [, outage, , afterPhase] = phases as [Phase, Phase, Phase, Phase];
  const readinessKinds = Object.fromEntries([...readiness.answers].map(([name, answers]) => [`${name} readiness`, answers]));
  const kinds = { 'slot searches': load.searches, pages: load.pages, 'booking searches+POSTs': load.bookingCalls, 'POST /api/visits': load.bookingPosts };
  console.log('  requests by outcome (by when they were sent):');
  printPhases(phases, { ...kinds, ...readinessKinds }, load.started);

  const outageErrors = within([...load.searches, ...load.pages, ...load.bookingCalls], outage).filter(isError);
  console.log(`  outage: ${seconds2(back - stopBegan)}; errors during it (sent while PostgreSQL was down): ${outageErrors.length}${outageErrors.length ? `: ${tally(outageErrors)}` : ''}`);
  const firstAfter = (outcomes: Outcome[], status: number) => {
    const times = outcomes.filter((outcome) => sentAt(outcome) >= back && outcome.status === status).map((outcome) => outcome.at - back);
    return times.length ? Math.min(...times) : null;
  };
  /** When every request sent from then on succeeded: after the last failure sent after PostgreSQL was back. */
  const cleanFrom = (outcomes: Outcome[]) => {
    const failures = outcomes.filter((outcome) => sentAt(outcome) >= back && isError(outcome)).map((outcome) => sentAt(outcome) - back);
    return failures.length ? Math.max(...failures) : 0;
  };
  const firstSearch = firstAfter(load.searches, 200);
  const firstBooking = firstAfter(load.bookingPosts, 201);
  console.log(
    `  after PostgreSQL was back: readiness 200 on both instances ${readyAfter === null ? `not within ${recoverySeconds} s` : `in ${seconds2(readyAfter)}`}; first slot search 200 through nginx ${firstSearch === null ? 'never' : `in ${seconds2(firstSearch)}`}; first booking 201 ${firstBooking === null ? 'never' : `in ${seconds2(firstBooking)}`}; last failed request through nginx sent at +${seconds2(cleanFrom([...load.searches, ...load.pages, ...load.bookingCalls]))}`,
  );
  console.log(`  API instances' pids ${before.pids.join(', ')} → ${after.pids.join(', ')}; restarts ${after.restarts.join(', ')}`);

  const failures: string[] = [];
  const unclear = outageErrors.filter((outcome) => outcome.status !== 503);
  if (unclear.length) failures.push(`requests during the outage answered other than 503: ${tally(unclear)}`);
  for (const [name, answers] of readiness.answers) {
    const down = answers.filter((outcome) => sentAt(outcome) >= stopped && sentAt(outcome) < startBegan);
    if (!down.some(isDatabaseRefusal) || down.some((outcome) => outcome.status === 200)) failures.push(`${name} readiness while PostgreSQL was down: ${tally(down)} (expected 503 naming database)`);
  }
  if (readyAfter === null) failures.push(`readiness not 200 on both instances within ${recoverySeconds} s of PostgreSQL being back`);
  if (before.pids.join() !== after.pids.join() || after.restarts.some((count) => count > 0)) failures.push(`an API instance was restarted (pids ${before.pids.join(', ')} → ${after.pids.join(', ')})`);
  if (firstBooking === null) failures.push('no booking answered 201 after PostgreSQL was back');
  const afterErrors = within([...load.searches, ...load.pages, ...load.bookingCalls], afterPhase).filter(isError);
  if (afterErrors.length) console.log(`  note: failures after both instances were ready again: ${tally(afterErrors)}`);
  failures.push(...(await reportBookings(databaseUrl, load.results)));
  return failures;
});
