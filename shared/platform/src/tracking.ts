import { TRACKING_PATH, type TrackingEvent } from '@salon/contracts/api';
import { apiUrl } from './api-headers.ts';
import { ApiRequestError, apiFetch } from './http.ts';
import { withoutLinkSecrets } from './link-secrets.ts';
import { getRuntimeConfig } from './runtime-config.ts';

/** The API takes at most this many events per call (TrackingBatchSchema). */
const MAX_BATCH = 100;
/** Beyond this the oldest events go: analytics is not worth the memory of a long offline visit. */
const MAX_QUEUE = 500;
/** The longest pause between attempts while the API keeps failing. */
const MAX_BACKOFF_MS = 60_000;
/** Answers meaning this batch itself is refused; sending it again would fail forever. */
const REFUSED_BATCH_STATUSES = new Set([400, 413, 422]);

const queue: TrackingEvent[] = [];
let timer: ReturnType<typeof setInterval> | null = null;
let intervalMs = 1000;
let failures = 0;
let retryAt = 0;
let sending: Promise<boolean> | null = null;

function trimQueue(): void {
  if (queue.length > MAX_QUEUE) queue.splice(0, queue.length - MAX_QUEUE);
}

/**
 * Queues one event for the internal tracker (POST /api/events); the worker sends it
 * within a second. Cheap and never throws, so call sites need no guards. Values are
 * cut to the schema's lengths so one odd event cannot get a whole batch refused.
 */
export function track(type: string, data?: Record<string, unknown>, app = 'shell'): void {
  if (!getRuntimeConfig().tracking.enabled || type === '') return;
  const event: TrackingEvent = {
    type: type.slice(0, 64),
    at: new Date().toISOString(),
    app: (app || 'shell').slice(0, 32),
    // Without a link's secret: a manage-visit link's token is in the address until the
    // booking remote, maybe still loading, takes it out.
    path: `${window.location.pathname}${withoutLinkSecrets(window.location.search, window.location.pathname)}`.slice(0, 2048),
  };
  if (data !== undefined) {
    try {
      JSON.stringify(data);
    } catch (error) {
      // A cycle or a BigInt would fail every batch it sits in, so it never enters the queue.
      console.warn(`[platform] tracking event "${type}" has data that is not JSON; dropped`, error);
      return;
    }
    event.data = data;
  }
  queue.push(event);
  trimQueue();
}

/** Sends the head of the queue; true when the queue may go on (sent, or a refused batch dropped). */
async function postBatch(): Promise<boolean> {
  const batch = queue.splice(0, MAX_BATCH);
  if (batch.length === 0) return false;
  try {
    await apiFetch<unknown>(TRACKING_PATH, { method: 'POST', body: { events: batch }, auth: false });
    failures = 0;
    retryAt = 0;
    return true;
  } catch (error) {
    // Only an API answer or an unreachable API is worth retrying; anything else is a
    // batch that can never be sent.
    const refused = !(error instanceof ApiRequestError) || REFUSED_BATCH_STATUSES.has(error.status);
    if (refused) {
      console.warn(`[platform] the API refused ${batch.length} tracking events; dropping them`, error);
    } else {
      // Back to the head so order is kept; the cap then drops the oldest.
      queue.unshift(...batch);
      trimQueue();
    }
    // Back off on every failure, refused batches too: an API that refuses everything
    // (or is missing) must not get a request every second from every visitor.
    failures += 1;
    retryAt = Date.now() + Math.min(intervalMs * 2 ** failures, MAX_BACKOFF_MS);
    return refused;
  }
}

/** One POST at a time, whoever asks (the worker or flushTracking). */
function sendNext(): Promise<boolean> {
  sending ??= postBatch().finally(() => {
    sending = null;
  });
  return sending;
}

function tick(): void {
  if (sending !== null || queue.length === 0 || Date.now() < retryAt) return;
  void sendNext();
}

/** sendBeacon survives the page going away, fetch may not. It carries no custom headers. */
function sendQueueByBeacon(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const url = apiUrl(TRACKING_PATH);
  while (queue.length > 0) {
    const batch = queue.slice(0, MAX_BATCH);
    const blob = new Blob([JSON.stringify({ events: batch })], { type: 'application/json' });
    let accepted = false;
    try {
      accepted = navigator.sendBeacon(url, blob);
    } catch {
      // Some browsers throw for a cross-origin JSON beacon; the events stay queued.
    }
    if (!accepted) return;
    queue.splice(0, batch.length);
  }
}

function onPageHide(): void {
  sendQueueByBeacon();
}

function onVisibilityChange(): void {
  // Mobile browsers often kill a hidden page without pagehide.
  if (document.visibilityState === 'hidden') sendQueueByBeacon();
}

/**
 * Starts the worker that sends queued events every `tracking.flushIntervalMs` of the
 * runtime config (1 s by default), at most 100 per call, backing off up to 60 s while
 * the API fails, and hands what is left to sendBeacon when the page is hidden.
 * Idempotent; does nothing when tracking is disabled in the runtime config.
 */
export function startTracking(): void {
  if (timer !== null) return;
  const config = getRuntimeConfig().tracking;
  if (!config.enabled) return;
  intervalMs = config.flushIntervalMs;
  timer = setInterval(tick, intervalMs);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

/** Stops the worker; queued events stay queued. */
export function stopTracking(): void {
  if (timer === null) return;
  clearInterval(timer);
  timer = null;
  window.removeEventListener('pagehide', onPageHide);
  document.removeEventListener('visibilitychange', onVisibilityChange);
}

/** Sends everything queued now, ignoring the back-off; stops at the first failed batch. Never rejects. */
export async function flushTracking(): Promise<void> {
  if (sending !== null) await sending;
  while (queue.length > 0) {
    if (!(await sendNext())) break;
  }
}

/** How many events wait to be sent (for diagnostics and tests). */
export function getTrackingQueueLength(): number {
  return queue.length;
}
