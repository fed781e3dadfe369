import { setTimeout as sleep } from 'node:timers/promises';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import {
  REMOTE_HEALTH_PATH,
  REMOTE_HEALTH_WINDOW_SECONDS,
  RemoteHealthSchema,
  failuresOf,
  type RemoteHealth,
  type RemoteVersionHealth,
} from '@salon/contracts/remote-health-api';
import { Value } from '@sinclair/typebox/value';
import { DeployError, openStore, readHistory, rollback, status, withOpenStore, type StoreOptions } from './store.ts';

/*
 * The watcher (decision 0038): rolls a broken release back by itself. Every interval it
 * reads, from the API, how each watched remote's versions fared in visitors' browsers
 * (page views that loaded it and those it failed in, POST /api/remote-health from the
 * shell) and applies THE RULE:
 *
 *   roll the candidate back when, in the window, it failed in at least 20 page views
 *   and its failure rate is at least twice the baseline's.
 *
 * Watched: a canary (candidate: the canary; baseline: the stable version beside it, over
 * the same window), and a full publish (or promote) for its first 10 minutes
 * (candidate: the new version; baseline: the version live before it, over the last
 * hour, which is mostly before the publish). The window is 5 minutes, or since the
 * candidate went live when that is shorter. The rollback writes the figures into
 * history.json (the activation's reason) and the log; every check is written to
 * `<store>/watch.json`, which `deploy status` shows.
 */

export const WATCH_RULE = {
  /** The window the candidate is judged over (shorter when it went live more recently). */
  windowSeconds: REMOTE_HEALTH_WINDOW_SECONDS,
  /** Fewer failures than this say nothing yet, whatever the rate. */
  minFailures: 20,
  /** How many times the baseline's rate the candidate's must reach. */
  rateFactor: 2,
  /** How long a full publish or promote is watched. */
  fullPublishSeconds: 600,
  /** The baseline of a full publish: the previous version over this (the API keeps an hour). */
  baselineSeconds: 3600,
} as const;

/** The shortest window the API sums (its minute buckets). */
const MIN_WINDOW_SECONDS = 60;

/** Counts of one version in a window, with its failure rate. */
export interface Observed {
  version: string;
  loads: number;
  failures: number;
  /** failures / loads, 0 without loads. */
  rate: number;
}

export interface Verdict {
  rollback: boolean;
  /** The figures and the rule, in one line: for the log, history.json and status. */
  reason: string;
}

function observed(version: string, counts: RemoteVersionHealth | undefined): Observed {
  const loads = counts?.loads ?? 0;
  const failures = counts ? failuresOf(counts) : 0;
  // A render error can come without a counted load (a retry after the page's first try).
  return { version, loads, failures, rate: loads > 0 ? Math.min(1, failures / loads) : failures > 0 ? 1 : 0 };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** THE RULE, on the candidate's and the baseline's counts. */
export function judge(candidate: Observed, baseline: Observed, windowSeconds: number): Verdict {
  const figures =
    `${candidate.version} failed in ${candidate.failures} of ${candidate.loads} page views (${percent(candidate.rate)}) in ${windowSeconds} s, ` +
    `${baseline.version} in ${baseline.failures} of ${baseline.loads} (${percent(baseline.rate)})`;
  const enough = candidate.failures >= WATCH_RULE.minFailures;
  const worse = candidate.rate > 0 && candidate.rate >= WATCH_RULE.rateFactor * baseline.rate;
  const rule = `rule: at least ${WATCH_RULE.minFailures} failures and ${WATCH_RULE.rateFactor}× the baseline's rate`;
  return { rollback: enough && worse, reason: `${figures}; ${rule}` };
}

/** Reads a remote's counts per version over a window (the API's GET /api/remote-health). */
export type HealthReader = (remote: RemoteName, windowSeconds: number) => Promise<RemoteHealth>;

/** The API's remote health, read with an OPS machine key. */
export function apiHealthReader(apiUrl: string, apiKey: string, timeoutMs = 5000): HealthReader {
  return async (remote, windowSeconds) => {
    const url = new URL(REMOTE_HEALTH_PATH, apiUrl);
    url.searchParams.set('remote', remote);
    url.searchParams.set('windowSeconds', String(windowSeconds));
    const response = await fetch(url, { headers: { 'x-api-key': apiKey, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}${response.status === 401 ? ' (is OPS_API_KEY an OPS machine key?)' : ''}`);
    const body: unknown = await response.json();
    if (!Value.Check(RemoteHealthSchema, body)) throw new Error(`GET ${url.pathname} answered something that is not remote health`);
    return body;
  };
}

/** What one check of one remote found, as watch.json keeps it. */
export interface WatchCheck {
  remote: RemoteName;
  at: string;
  kind: 'canary' | 'publish';
  candidate: Observed;
  baseline: Observed;
  windowSeconds: number;
  verdict: Verdict;
  /** True when this check rolled the candidate back. */
  rolledBack: boolean;
}

/** A remote the watcher looks at now: what is judged against what, since when. */
interface Watched {
  remote: RemoteName;
  kind: 'canary' | 'publish';
  candidate: string;
  baseline: string;
  since: number;
}

/** The remotes with something to watch at `now`: a canary, or a publish or promote of the last 10 minutes. */
async function watchedRemotes(options: StoreOptions, now: number): Promise<Watched[]> {
  const report = await status(options);
  const history = await readHistory(options);
  const watched: Watched[] = [];
  for (const remote of report.remotes) {
    if (!remote.live) continue;
    if (remote.canary) {
      const since = remote.canary.since ? Date.parse(remote.canary.since) : now;
      watched.push({ remote: remote.remote, kind: 'canary', candidate: remote.canary.version, baseline: remote.live, since });
      continue;
    }
    const activations = history.remotes[remote.remote]?.activations ?? [];
    const last = activations.at(-1);
    if (!last || (last.action !== 'publish' && last.action !== 'promote') || last.version !== remote.live) continue;
    const since = Date.parse(last.at);
    if (now - since > WATCH_RULE.fullPublishSeconds * 1000) continue;
    // The version live before it: the last other version an earlier activation made live.
    const before = activations.slice(0, -1).findLast((a) => a.version !== last.version)?.version;
    // A first publish has nothing to go back to: nothing to judge.
    if (before === undefined) continue;
    watched.push({ remote: remote.remote, kind: 'publish', candidate: remote.live, baseline: before, since });
  }
  return watched;
}

function windowSince(since: number, now: number): number {
  const seconds = Math.round((now - since) / 1000);
  return Math.min(WATCH_RULE.windowSeconds, Math.max(MIN_WINDOW_SECONDS, seconds));
}

export interface WatchOptions extends StoreOptions {
  readHealth: HealthReader;
  /** Where lines go (default: console). */
  log?: (line: string) => void;
  now?: () => number;
}

/** The watcher's checks, beside registry.json in the store (folder or bucket), so `status` on any host shows them. */
const WATCH_KEY = 'watch.json';

/** The watcher's last check of each remote (written by watchOnce), or {} when it never ran. */
export async function readWatchChecks(options: StoreOptions = {}): Promise<Partial<Record<RemoteName, WatchCheck>>> {
  try {
    const object = await openStore(options).get(WATCH_KEY);
    return object ? (JSON.parse(object.body.toString('utf8')) as Partial<Record<RemoteName, WatchCheck>>) : {};
  } catch {
    // Unreadable: status goes on without the watcher's lines, the next round writes it anew.
    return {};
  }
}

/** Written whole (one put): one watcher per store, so there is no other writer to lose. */
async function writeWatchChecks(options: StoreOptions, checks: Partial<Record<RemoteName, WatchCheck>>): Promise<void> {
  await openStore(options).put(WATCH_KEY, Buffer.from(`${JSON.stringify(checks, null, 2)}\n`), { contentType: 'application/json', cacheControl: 'no-store' });
}

/**
 * One round: judges every watched remote and rolls back those the rule condemns.
 * A remote whose counts cannot be read is skipped with a line in the log (no data is
 * no reason to roll back). Returns what it checked.
 */
export async function watchOnce(watchOptions: WatchOptions): Promise<WatchCheck[]> {
  // One store for the whole round (and one S3 client).
  const options = withOpenStore(watchOptions);
  const log = options.log ?? ((line: string) => console.log(line));
  const now = (options.now ?? Date.now)();
  const checks: WatchCheck[] = [];
  const kept = await readWatchChecks(options);
  for (const watched of await watchedRemotes(options, now)) {
    const windowSeconds = windowSince(watched.since, now);
    let current: RemoteHealth;
    let before: RemoteHealth | undefined;
    try {
      current = await options.readHealth(watched.remote, windowSeconds);
      before = watched.kind === 'publish' ? await options.readHealth(watched.remote, WATCH_RULE.baselineSeconds) : current;
    } catch (error) {
      log(`watch: ${watched.remote}: counts unavailable, not judged: ${(error as Error).message}`);
      continue;
    }
    const candidate = observed(watched.candidate, current.versions.find((v) => v.version === watched.candidate));
    const baseline = observed(watched.baseline, before?.versions.find((v) => v.version === watched.baseline));
    const verdict = judge(candidate, baseline, windowSeconds);
    let rolledBack = false;
    if (verdict.rollback) {
      const what = watched.kind === 'canary' ? `canary ${watched.candidate}` : `publish of ${watched.candidate}`;
      try {
        const result = await rollback(watched.remote, { ...options, reason: `watch rolled back the ${what}: ${verdict.reason}` });
        rolledBack = true;
        log(`watch: ${watched.remote}: rolled back the ${what}, now ${result.version} for everyone: ${verdict.reason}`);
      } catch (error) {
        // Nothing earlier to go back to, or the store is locked: said, and tried again next round.
        if (!(error instanceof DeployError)) throw error;
        log(`watch: ${watched.remote}: would roll back the ${what} but cannot: ${error.message}`);
      }
    }
    const check: WatchCheck = { remote: watched.remote, at: new Date(now).toISOString(), kind: watched.kind, candidate, baseline, windowSeconds, verdict, rolledBack };
    kept[watched.remote] = check;
    checks.push(check);
  }
  await writeWatchChecks(options, kept);
  return checks;
}

/**
 * Watches until `signal` aborts: a round every `intervalMs` (a failed round is logged
 * and the next one runs). `npm run deploy -- watch` runs this.
 */
export async function watch(options: WatchOptions & { intervalMs: number; signal?: AbortSignal }): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  log(
    `watch: every ${options.intervalMs / 1000} s, ${REMOTE_NAMES.length} remotes; ` +
      `rule: at least ${WATCH_RULE.minFailures} failures in ${WATCH_RULE.windowSeconds} s and ${WATCH_RULE.rateFactor}× the baseline's rate; ` +
      `a full publish watched ${WATCH_RULE.fullPublishSeconds / 60} min`,
  );
  while (!options.signal?.aborted) {
    try {
      await watchOnce(options);
    } catch (error) {
      log(`watch: round failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await sleep(options.intervalMs, undefined, options.signal ? { signal: options.signal } : {}).catch(() => undefined); // aborted: stop
  }
}
