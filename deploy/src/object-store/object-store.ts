import type { Readable } from 'node:stream';

/**
 * The remote store's storage, whatever holds it: a folder on one disk (folder-store.ts)
 * or an S3-compatible bucket shared by several gateway hosts (s3-store.ts).
 *
 * Keys are `/`-separated paths relative to the store (`registry.json`,
 * `remotes/booking/v3-9f2c1a0b/remoteEntry.js`). An etag is opaque and quoted (usable
 * as an HTTP ETag header as it is): pass back what `get` or `put` returned.
 */
export interface ObjectStore {
  /** Where the objects live, for messages: `/srv/remote-store` or `s3://bucket/prefix/`. */
  readonly location: string;
  /** The object's bytes and etag, or undefined when no object has this key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object as a stream, for serving large files without holding them in memory. */
  stream(key: string): Promise<ObjectStream | undefined>;
  /**
   * Writes the object whole (a reader sees the old bytes or the new ones, never a mix).
   * With `ifMatch` or `ifNoneMatch` the write happens only if the condition holds at
   * that moment, else it throws PreconditionFailed and nothing is written.
   */
  put(key: string, body: Buffer, options?: PutOptions): Promise<{ etag: string }>;
  /** Every key that starts with `prefix` (all pages), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes the object; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** What `get` returns. */
export interface StoredObject {
  body: Buffer;
  etag: string;
}

/** What `stream` returns; the caller must consume or destroy `body`. */
export interface ObjectStream {
  body: Readable;
  etag: string;
  /** Length in bytes. */
  size: number;
}

/** Options of `put`. */
export interface PutOptions {
  /** Stored with the object where the backend keeps metadata (S3); the folder keeps bytes only. */
  contentType?: string;
  /** As contentType: served by the bucket itself (or a CDN in front of it). */
  cacheControl?: string;
  /** Write only if the object still has this etag (it was not changed since it was read). */
  ifMatch?: string;
  /** `*`: write only if no object has this key (a version file is never overwritten). */
  ifNoneMatch?: '*';
}

/**
 * A conditional put whose condition did not hold: the object changed since its etag was
 * read, was deleted, or (with ifNoneMatch '*') already exists. Nothing was written.
 */
export class PreconditionFailed extends Error {
  override name = 'PreconditionFailed';
  constructor(
    readonly key: string,
    readonly condition: string,
    location: string,
  ) {
    super(`${location}: ${key} was not written: the condition ${condition} does not hold (changed by another writer)`);
  }
}

/** True for a PreconditionFailed, also one thrown from another module instance (jest's sandbox). */
export function isPreconditionFailed(error: unknown): error is PreconditionFailed {
  return error instanceof PreconditionFailed || (error instanceof Error && error.name === 'PreconditionFailed');
}

/** updateJson gave up: every attempt found the object changed by someone else. */
export class ConcurrentUpdateError extends Error {
  override name = 'ConcurrentUpdateError';
}

/** A key the store refuses (empty, absolute, with `.`/`..` segments, …). */
export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

/**
 * Throws an InvalidKeyError unless `key` is a plain relative path. Both backends check
 * keys the same way so that a key valid on one is valid on the other: on the folder a
 * `..` would escape the store; a first segment starting with `.` is the folder's own
 * bookkeeping (`.lock/`, `.staging/`, `.object-store/`).
 */
export function checkKey(key: string): void {
  const problem =
    key === ''
      ? 'is empty'
      : key.startsWith('/')
        ? 'starts with /'
        : /[\\\0]/.test(key)
          ? 'contains a backslash or a NUL'
          : key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
            ? 'has an empty, . or .. segment'
            : key.startsWith('.')
              ? 'starts with . (reserved for the store itself)'
              : undefined;
  if (problem) throw new InvalidKeyError(`invalid object key ${JSON.stringify(key)}: it ${problem}`);
}

/**
 * Throws an InvalidKeyError unless `prefix` could start a valid key: '' (everything), or
 * whole segments as checkKey wants them followed by the start of one (`remotes/jobs/v1`).
 */
export function checkPrefix(prefix: string): void {
  const whole = prefix.split('/').slice(0, -1);
  if (prefix.startsWith('/') || /[\\\0]/.test(prefix) || whole.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new InvalidKeyError(`invalid prefix ${JSON.stringify(prefix)}: it must be the start of a plain relative path`);
  }
}

/** Compares keys by their UTF-8 bytes, the order S3 lists them in. */
export function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** Options of `updateJson`. */
export interface UpdateJsonOptions {
  /** Attempts after the first when another writer got in between (default 10). */
  retries?: number;
  /** Upper bound of the first wait before a retry, doubled each retry (default 20 ms). */
  retryWaitMs?: number;
  contentType?: string;
  cacheControl?: string;
}

/** What `updateJson` wrote. */
export interface UpdateJsonResult<T> {
  value: T;
  etag: string;
  /** How many attempts it took (1: nobody else wrote meanwhile). */
  attempts: number;
}

const DEFAULT_RETRIES = 10;
const DEFAULT_RETRY_WAIT_MS = 20;
/** A single wait never exceeds this, however many retries. */
const MAX_RETRY_WAIT_MS = 1_000;

/**
 * Read-modify-write of a JSON object that never loses a concurrent write: reads the
 * object with its etag, applies `fn` (undefined: no object yet), and writes the result
 * only if the object was not changed meanwhile (ifMatch, or ifNoneMatch '*' when it did
 * not exist). When another writer got in between, it waits a short random time and
 * starts again from a fresh read, so two publishes racing for registry.json both land.
 *
 * `fn` may run several times: it must only compute the new value from the one given
 * (no side effects). An error thrown by `fn` is passed on at once, without retrying.
 */
export async function updateJson<T>(
  store: ObjectStore,
  key: string,
  fn: (current: T | undefined) => T | Promise<T>,
  options: UpdateJsonOptions = {},
): Promise<UpdateJsonResult<T>> {
  const retries = options.retries ?? DEFAULT_RETRIES;
  const waitMs = options.retryWaitMs ?? DEFAULT_RETRY_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    const current = await store.get(key);
    const value = await fn(current ? (parseJson(store, key, current.body) as T) : undefined);
    try {
      const { etag } = await store.put(key, Buffer.from(`${JSON.stringify(value, null, 2)}\n`), {
        contentType: options.contentType ?? 'application/json',
        ...(options.cacheControl === undefined ? {} : { cacheControl: options.cacheControl }),
        ...(current ? { ifMatch: current.etag } : { ifNoneMatch: '*' as const }),
      });
      return { value, etag, attempts: attempt };
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
      if (attempt > retries) {
        throw new ConcurrentUpdateError(
          `${store.location}: ${key} was changed by another publish each of the ${attempt} times this one tried to update it; ` +
            'nothing was written: run the command again',
        );
      }
    }
    // Full jitter, doubling: writers that collided spread out instead of colliding again.
    await sleep(Math.random() * Math.min(MAX_RETRY_WAIT_MS, waitMs * 2 ** (attempt - 1)));
  }
}

function parseJson(store: ObjectStore, key: string, body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch (error) {
    throw new Error(`${store.location}: ${key} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
