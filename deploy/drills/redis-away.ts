/**
 * `npm run drill:redis` (deploy/README.md, "Drills"): Redis goes away under load and comes
 * back, and no process is restarted. Slot searches, pages and bookings keep coming through
 * nginx; a throttled route (POST /api/auth/login, 20 a minute per address, counted in
 * Redis; each probe from its own X-Forwarded-For address, so none is refused for its
 * count) is asked twice a second; each instance's /api/health/ready is polled directly.
 * A third of the way in Redis is taken away for a third of the drill, then given back.
 *
 * Checks (decision 0036, 7: fail closed, loudly):
 *   - while Redis is away: the throttled route answers 503 SERVICE_UNAVAILABLE on `redis`,
 *     each instance's readiness answers 503 naming `redis`, slot searches and pages through
 *     nginx answer 200, bookings go on (201s, and no booking call answered 5xx);
 *   - after it is back: both instances ready again within DRILL_RECOVERY_SECONDS, the
 *     throttled route answers as usual again (401 BAD_CREDENTIALS for the unknown account),
 *     the API instances' pids unchanged;
 *   - the database against what the clients were told, as drill:kill: every 201 stored,
 *     nothing stored without its 201, no overlapping reservations.
 * Prints requests by outcome in each phase, the time readiness and the throttled route took
 * to come back, and the bookings. Exits 1 when a check fails, with the reasons on one line.
 *
 * Which Redis: a private `redis-server --port <free port> --save '' --appendonly no`,
 * stopped (SIGTERM) and started again, when redis-server is on the PATH; else a TCP relay
 * in front of DRILL_REDIS_URL (redis://127.0.0.1:6379), cut and restored. The machine's
 * shared Redis is never stopped. DRILL_REDIS_MODE=server|relay chooses.
 *
 * Needs PostgreSQL and nginx on this machine. DRILL_SECONDS (30), DRILL_PORT (8700),
 * DRILL_SEARCH_RATE (slot searches a second, 60), DRILL_BOOKERS (booking clients, 6),
 * DRILL_PAGE_RATE (page loads a second, 5), DRILL_CUT_SECONDS (how long Redis is away,
 * a third of DRILL_SECONDS), DRILL_RECOVERY_SECONDS (10), DRILL_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/salon_drill: dropped and made again).
 */
import {
  drillDatabaseUrl,
  drillRedisUrl,
  drillSettings,
  envNumber,
  freshDatabase,
  hasRedisServer,
  printPhases,
  privateRedis,
  processes,
  redisRelay,
  reportBookings,
  sleep,
  slim,
  startDrillTopology,
  startLoad,
  tally,
  timeUntilReady,
  timed,
  runDrill,
  watchReadiness,
  within,
  type BreakableRedis,
  type Outcome,
  type Phase,
} from './drill-support.ts';

const settings = drillSettings({ pageRate: 5 });
const { seconds, port, searchRate, bookers, pageRate } = settings;
const cutSeconds = envNumber('DRILL_CUT_SECONDS', seconds / 3);
const recoverySeconds = envNumber('DRILL_RECOVERY_SECONDS', 10);
const databaseUrl = drillDatabaseUrl();
const mode = process.env.DRILL_REDIS_MODE?.trim() || (hasRedisServer() ? 'server' : 'relay');
if (mode !== 'server' && mode !== 'relay') {
  console.error(`DRILL_REDIS_MODE must be server or relay, not "${mode}"`);
  process.exit(2);
}
if (cutSeconds >= seconds * (2 / 3)) {
  console.error(`DRILL_CUT_SECONDS (${cutSeconds}) must leave time after Redis is back: less than two thirds of DRILL_SECONDS (${seconds})`);
  process.exit(2);
}

/** The throttled route's probe: a login for an account that does not exist, from an address of its own. */
let probes = 0;
function throttledProbe(site: string): Promise<Outcome> {
  probes += 1;
  // Documentation ranges (RFC 5737), one address per probe: 20 logins a minute per address.
  const nets = ['198.51.100', '203.0.113', '192.0.2'];
  const address = `${nets[Math.floor(probes / 254) % nets.length]}.${(probes % 254) + 1}`;
  return timed(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: 'drill-nobody@example.com', password: 'Wrong!2026' }),
  }).then(slim);
}
const isNormalAnswer = (outcome: Outcome) => outcome.status === 401 && outcome.code === 'BAD_CREDENTIALS';
const isRedisRefusal = (outcome: Outcome) => outcome.status === 503 && outcome.code === 'SERVICE_UNAVAILABLE' && outcome.field === 'redis';

console.log(
  `drill: Redis away under load for ${cutSeconds.toFixed(1)} s (${seconds} s, ${searchRate} slot searches/s, ${pageRate} pages/s, ${bookers} booking clients)`,
);
await runDrill(async (cleanup) => {
  const redis: BreakableRedis = mode === 'server' ? await privateRedis() : await redisRelay(drillRedisUrl());
  cleanup.add(() => redis.close());
  console.log(`  Redis: ${redis.describe}`);
  await freshDatabase(databaseUrl);
  const topology = await startDrillTopology({ port, databaseUrl, redisUrl: redis.url });
  cleanup.add(() => topology.stop());
  const site = topology.url;
  const before = processes(topology);

  const load = startLoad(site, settings);
  const readiness = watchReadiness(topology.instances);
  const throttled: Outcome[] = [];
  const probing = (async () => {
    while (Date.now() < load.ends) {
      throttled.push(await throttledProbe(site));
      await sleep(500);
    }
  })();

  await sleep((seconds * 1000) / 3);
  const cutBegan = Date.now();
  await redis.cut();
  const cutDone = Date.now();
  console.log(`  Redis away at +${((cutBegan - load.started) / 1000).toFixed(1)} s`);
  await sleep(Math.max(0, cutBegan + cutSeconds * 1000 - Date.now()));
  const restoreBegan = Date.now();
  await redis.restore();
  const restored = Date.now();
  console.log(`  Redis back at +${((restored - load.started) / 1000).toFixed(1)} s (away ${((restored - cutBegan) / 1000).toFixed(1)} s)`);
  const [readyAfter, throttledAfter] = await Promise.all([
    timeUntilReady(topology.instances, restored, recoverySeconds * 1000),
    (async () => {
      // The throttled route polled every 100 ms until it answers as usual.
      const deadline = restored + recoverySeconds * 1000;
      while (Date.now() < deadline) {
        const outcome = await throttledProbe(site);
        throttled.push(outcome);
        if (isNormalAnswer(outcome)) return outcome.at - restored;
        await sleep(100);
      }
      return null;
    })(),
  ]);
  const recovered = restored + Math.max(readyAfter ?? recoverySeconds * 1000, throttledAfter ?? recoverySeconds * 1000);
  await Promise.all([load.done, probing]);
  await readiness.stop();
  const after = processes(topology);

  // Phases: a quarter of a second after the cut for the clients to see the connection close.
  const settle = 250;
  const phases: Phase[] = [
    { name: 'before', from: load.started, to: cutBegan },
    { name: 'cutting', from: cutBegan, to: cutDone + settle },
    { name: 'Redis away', from: cutDone + settle, to: restoreBegan },
    { name: 'recovering', from: restoreBegan, to: recovered },
    { name: 'after', from: recovered, to: load.ends },
  ];
  const [, , away, , afterPhase] = phases as [Phase, Phase, Phase, Phase, Phase];
  const readinessKinds = Object.fromEntries([...readiness.answers].map(([name, answers]) => [`${name} readiness`, answers]));
  console.log('  requests by outcome (by when they were sent):');
  printPhases(phases, { 'slot searches': load.searches, pages: load.pages, 'booking searches+POSTs': load.bookingCalls, 'POST /api/visits': load.bookingPosts, 'throttled (login)': throttled, ...readinessKinds }, load.started);
  console.log(`  readiness 200 on both instances ${readyAfter === null ? `not within ${recoverySeconds} s` : `${(readyAfter / 1000).toFixed(2)} s`} after Redis was back`);
  console.log(`  throttled route answering as usual ${throttledAfter === null ? `not within ${recoverySeconds} s` : `${(throttledAfter / 1000).toFixed(2)} s`} after Redis was back`);
  console.log(`  API instances' pids ${before.pids.join(', ')} → ${after.pids.join(', ')}; restarts ${after.restarts.join(', ')}`);

  const failures: string[] = [];
  const beforeThrottled = within(throttled, phases[0]!);
  if (!beforeThrottled.every(isNormalAnswer)) failures.push(`throttled route before the cut: ${tally(beforeThrottled)} (expected 401 BAD_CREDENTIALS)`);
  const awayThrottled = within(throttled, away);
  if (awayThrottled.length === 0 || !awayThrottled.every(isRedisRefusal)) {
    failures.push(`throttled route while Redis was away: ${tally(awayThrottled)} (expected 503 SERVICE_UNAVAILABLE redis)`);
  }
  for (const [name, answers] of readiness.answers) {
    const awayAnswers = within(answers, away);
    if (awayAnswers.length === 0 || !awayAnswers.every(isRedisRefusal)) failures.push(`${name} readiness while Redis was away: ${tally(awayAnswers)} (expected 503 naming redis)`);
  }
  const awaySearches = within(load.searches, away);
  if (!awaySearches.every((outcome) => outcome.status === 200)) failures.push(`slot searches while Redis was away: ${tally(awaySearches)}`);
  const awayPages = within(load.pages, away);
  if (!awayPages.every((outcome) => outcome.status === 200)) failures.push(`pages while Redis was away: ${tally(awayPages)}`);
  const awayPosts = within(load.bookingPosts, away);
  if (!awayPosts.some((outcome) => outcome.status === 201)) failures.push(`no booking answered 201 while Redis was away (${tally(awayPosts)})`);
  const awayBookingErrors = within(load.bookingCalls, away).filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  if (awayBookingErrors.length) failures.push(`booking calls failed while Redis was away: ${tally(awayBookingErrors)}`);
  if (readyAfter === null) failures.push(`readiness not 200 on both instances within ${recoverySeconds} s of Redis being back`);
  if (throttledAfter === null) failures.push(`throttled route not answering as usual within ${recoverySeconds} s of Redis being back`);
  const afterThrottled = within(throttled, afterPhase);
  if (!afterThrottled.every(isNormalAnswer)) failures.push(`throttled route after recovery: ${tally(afterThrottled)}`);
  if (before.pids.join() !== after.pids.join() || after.restarts.some((count) => count > 0)) failures.push('an API instance was restarted');
  failures.push(...(await reportBookings(databaseUrl, load.results)));
  return failures;
});
