import type { RemoteName } from '@salon/contracts/remotes';
import { REMOTE_HEALTH_PATH, type RemoteHealthReport } from '@salon/contracts/remote-health-api';
import { apiUrl } from './api-headers.ts';

/*
 * How each remote fares on this page, per version, for the deploy watcher (decision
 * 0038): a remote counts one load the first time the page asks for its code, one load
 * failure when that fails, one render error when its error boundary catches one. Once
 * per page each, so a version's rate is the share of page views it failed in, however
 * often a slot retries. Only counts leave the page: no address, no user, no message.
 * Not analytics: sent whatever the tracking switch says, as it is how a broken release
 * is rolled back.
 */

type Kind = 'loads' | 'loadFailures' | 'renderErrors';

/** How long counts wait for others before they are sent: a page's remotes start within it. */
const SEND_DELAY_MS = 2000;
/** After a failed send, the next try; counts keep adding up meanwhile. */
const RETRY_DELAY_MS = 30_000;

const versions = new Map<RemoteName, string>();
/** Each remote's kinds already counted on this page. */
const counted = new Map<RemoteName, Set<Kind>>();
/** Counts not sent yet, by `<remote> <version>`. */
let pending = new Map<string, RemoteHealthReport>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Internal: the version of each remote this page registered (remote-loader.ts). */
export function setRemoteVersions(registered: ReadonlyMap<RemoteName, string>): void {
  versions.clear();
  for (const [remote, version] of registered) versions.set(remote, version);
}

/** The version of a remote this page loads, if it is in the registry. */
export function remoteVersion(remote: RemoteName): string | undefined {
  return versions.get(remote);
}

function note(remote: RemoteName, kind: Kind): void {
  const version = versions.get(remote);
  if (!version) return; // not from the registry (a test's loader): nothing to attribute it to
  const kinds = counted.get(remote) ?? new Set<Kind>();
  if (kinds.has(kind)) return;
  kinds.add(kind);
  counted.set(remote, kinds);
  const key = `${remote} ${version}`;
  const report = pending.get(key) ?? { remote, version, loads: 0, loadFailures: 0, renderErrors: 0 };
  report[kind] += 1;
  pending.set(key, report);
  listen();
  schedule(SEND_DELAY_MS);
}

/** Internal: the page began loading a remote's code (loadRemoteModule). */
export function noteRemoteLoad(remote: RemoteName): void {
  note(remote, 'loads');
}

/** The remote's code did not load, or it threw while rendering (its error boundary caught it). */
export function noteRemoteFailure(remote: RemoteName, kind: 'load' | 'render'): void {
  note(remote, kind === 'load' ? 'loadFailures' : 'renderErrors');
}

function takePending(): RemoteHealthReport[] {
  const reports = [...pending.values()];
  pending = new Map();
  return reports;
}

/** Puts reports that could not be sent back, adding to what came meanwhile. */
function putBack(reports: readonly RemoteHealthReport[]): void {
  for (const report of reports) {
    const key = `${report.remote} ${report.version}`;
    const now = pending.get(key);
    pending.set(key, now ? { ...now, loads: now.loads + report.loads, loadFailures: now.loadFailures + report.loadFailures, renderErrors: now.renderErrors + report.renderErrors } : report);
  }
}

function schedule(delay: number): void {
  if (timer === null) timer = setTimeout(() => void flushRemoteHealth(), delay);
}

/** Sends what is counted now. Never rejects; on failure the counts wait for the next try. */
export async function flushRemoteHealth(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const reports = takePending();
  if (reports.length === 0) return;
  try {
    const response = await fetch(apiUrl(REMOTE_HEALTH_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reports }),
      keepalive: true,
    });
    // 400 would refuse the same batch forever; anything else is worth one more try.
    if (!response.ok && response.status !== 400) throw new Error(`HTTP ${response.status}`);
  } catch {
    putBack(reports);
    schedule(RETRY_DELAY_MS);
  }
}

/** The page is going away: sendBeacon outlives it where fetch may not. */
function sendByBeacon(): void {
  if (pending.size === 0 || typeof navigator.sendBeacon !== 'function') return;
  const reports = takePending();
  let accepted = false;
  try {
    accepted = navigator.sendBeacon(apiUrl(REMOTE_HEALTH_PATH), new Blob([JSON.stringify({ reports })], { type: 'application/json' }));
  } catch {
    // Some browsers refuse a JSON beacon to another origin; the counts stay for a later send.
  }
  if (!accepted) putBack(reports);
}

function onVisibilityChange(): void {
  // Mobile browsers often end a hidden page without pagehide.
  if (document.visibilityState === 'hidden') sendByBeacon();
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', sendByBeacon);
  document.addEventListener('visibilitychange', onVisibilityChange);
}
