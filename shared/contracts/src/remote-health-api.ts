import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_NAMES } from './remotes.ts';

/*
 * How each remote fares in visitors' browsers, per version (issue 24, decision 0038):
 * the shell counts, per remote and version, the pages that loaded it and the failures
 * (its code did not load, or its error boundary caught a render error) and sends the
 * counts in batches to POST /api/remote-health. No personal data: no user, no address,
 * no message, only counts. The API keeps them per minute; GET /api/remote-health sums a
 * sliding window per version, which the deploy watcher compares to roll a broken
 * canary (or a fresh full publish) back.
 */

export const REMOTE_HEALTH_PATH = '/api/remote-health';

/** The window the watcher judges by, in seconds (the rule of decision 0038). */
export const REMOTE_HEALTH_WINDOW_SECONDS = 300;

/** What one page's counts of one remote version can be at most in one report. */
const MAX_COUNT = 1000;
const Count = Type.Integer({ minimum: 0, maximum: MAX_COUNT });

export const RemoteNameSchema = Type.Union(
  REMOTE_NAMES.map((name) => Type.Literal(name)),
  { description: `one of ${REMOTE_NAMES.join(', ')}` },
);

/** A stored version (`v3-9f2c1a0b`) or `dev` for a team's dev server. */
export const RemoteVersionSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' });

export const RemoteHealthReportSchema = Type.Object(
  {
    remote: RemoteNameSchema,
    version: RemoteVersionSchema,
    /** Times the page began loading the remote's code (one per page and remote). */
    loads: Count,
    /** Of those, times its code or its manifest did not load. */
    loadFailures: Count,
    /** Render errors its error boundary caught. */
    renderErrors: Count,
  },
  { additionalProperties: false },
);
export type RemoteHealthReport = Static<typeof RemoteHealthReportSchema>;

export const RemoteHealthBatchSchema = Type.Object(
  { reports: Type.Array(RemoteHealthReportSchema, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type RemoteHealthBatch = Static<typeof RemoteHealthBatchSchema>;

export const RemoteVersionHealthSchema = Type.Object({
  version: RemoteVersionSchema,
  loads: Type.Integer({ minimum: 0 }),
  loadFailures: Type.Integer({ minimum: 0 }),
  renderErrors: Type.Integer({ minimum: 0 }),
});
export type RemoteVersionHealth = Static<typeof RemoteVersionHealthSchema>;

/**
 * The window's bounds: at least one minute (the API keeps counts per minute), at most the
 * hour it keeps them for.
 */
export const REMOTE_HEALTH_MIN_WINDOW_SECONDS = 60;
export const REMOTE_HEALTH_MAX_WINDOW_SECONDS = 3600;

/** GET /api/remote-health's query: which remote, and how many seconds back (default the rule's window). */
export const RemoteHealthQuerySchema = Type.Object({
  remote: RemoteNameSchema,
  windowSeconds: Type.Optional(
    Type.Integer({ minimum: REMOTE_HEALTH_MIN_WINDOW_SECONDS, maximum: REMOTE_HEALTH_MAX_WINDOW_SECONDS, default: REMOTE_HEALTH_WINDOW_SECONDS }),
  ),
});
export type RemoteHealthQuery = Static<typeof RemoteHealthQuerySchema>;

/** GET /api/remote-health?remote=&windowSeconds=: the counts of each version seen in the window. */
export const RemoteHealthSchema = Type.Object({
  remote: RemoteNameSchema,
  windowSeconds: Type.Integer({ minimum: 60 }),
  /**
   * The window's start, an ISO 8601 instant in UTC: the first whole minute counted (now −
   * windowSeconds, rounded up to a minute, since counts are kept per minute).
   */
  since: Type.String(),
  versions: Type.Array(RemoteVersionHealthSchema),
});
export type RemoteHealth = Static<typeof RemoteHealthSchema>;

/** Failures of a version's counts: its code not loading plus render errors. */
export function failuresOf(counts: Pick<RemoteVersionHealth, 'loadFailures' | 'renderErrors'>): number {
  return counts.loadFailures + counts.renderErrors;
}
