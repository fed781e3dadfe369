import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  REMOTE_NAMES,
  REQUIRED_EXPOSES,
  RegistryEntrySchema,
  RegistrySchema,
  type RegistryEntry,
  type RemoteName,
} from '@salon/contracts';
import { BUILD_COMMIT_FILE, BUILD_FACTS_FILE, type BuildFacts } from '@salon/contracts/build-facts';
import { checkAgainstShell, parseBuildCommit, parseBuildFacts } from './compatibility.ts';
import { createObjectStore } from './object-store/create-object-store.ts';
import { FolderStore, createFolderStore } from './object-store/folder-store.ts';
import { ConcurrentUpdateError, isPreconditionFailed, updateJson, type ObjectStore } from './object-store/object-store.ts';
import { remoteBuildDir } from './paths.ts';
import { versionFolder, writeVersionFolder, type VersionFile } from './version-folder.ts';

/**
 * The remote store: immutable, versioned copies of each remote's build plus the live
 * registry that points the shell at one of them. Kept in an ObjectStore
 * (object-store/): a folder (the default, REMOTE_STORE_DIR) or an S3-compatible bucket
 * (REMOTE_STORE_URL=s3://bucket/prefix) that several gateway hosts share, each through a
 * folder the mirror keeps a copy of it in (mirror.ts). The keys are the folder's layout:
 *
 *   registry.json                     what the shell loads (served as /registry.json)
 *   history.json                      stored versions and every activation, per remote
 *   remotes/<name>/<version>/...      one build, never changed again
 *   lock.json                         held while a command changes the store
 *   (folder only) .staging/           half-copied versions (never served)
 *   (folder only) .object-store/      the folder backend's temporary files and key locks
 *
 * Rolling back or promoting rewrites registry.json only: no file of any build is
 * touched, so it takes effect on the next page load.
 */

/** A mistake the operator can fix (bad name, missing build, nothing to roll back to). */
export class DeployError extends Error {
  override name = 'DeployError';
}

/**
 * Where the store lives: `objectStore` when given, else the folder `storeDir`, else what
 * the environment says (`REMOTE_STORE_URL`, else `REMOTE_STORE_DIR` or
 * `.data/remote-store`: object-store/create-object-store.ts).
 */
export interface StoreOptions {
  storeDir?: string;
  /** The store's storage itself (an S3 bucket, or a folder); wins over storeDir. */
  objectStore?: ObjectStore;
  /** How long to wait for another command's lock before giving up (default 15 s). */
  lockWaitMs?: number;
}

/** Options of `publish`. */
export interface PublishOptions extends StoreOptions {
  /** The build to publish; defaults to `mfe-<name>/dist`. */
  from?: string;
  /**
   * Do nothing when a stored version already has this exact content, even if another
   * version is live: `npm start` publishes with it so a restart never undoes a rollback.
   */
  ifChanged?: boolean;
  /**
   * The live shell's build: the build is checked against it (compatibility.ts) and
   * refused when it would break at run time. Undefined: not checked.
   */
  shellDir?: string;
  /** Publish even what the check refuses; the reasons are recorded in history.json. */
  force?: boolean;
  /**
   * Make the new version live for this share of visitors only (0.01–99.99 %), beside
   * the live version for the rest: a canary (decision 0038). Undefined: for everyone.
   */
  canary?: number;
}

/** Options of `rollback`. */
export interface RollbackOptions extends StoreOptions {
  /** Why, recorded in history.json (the watcher says which rule the version broke). */
  reason?: string;
}

/** What `publish` did. */
export interface PublishResult {
  remote: RemoteName;
  /** The stored version holding this content (new, or the existing one when unchanged). */
  version: string;
  /** False when `ifChanged` found the content already stored and nothing was written. */
  changed: boolean;
  /** sha256 of the build (sorted relative paths and bytes). */
  hash: string;
  /** What the check against the live shell found and --force overrode (empty: nothing). */
  forced: string[];
  /** Why the build was not checked against the shell (no shellDir, or no shell build there). */
  notChecked?: string;
  /** The canary this publish replaced (a full publish, or a new canary, ends the one before). */
  endedCanary?: string;
}

/** What `rollback` or `promote` did. */
export interface ActivationResult {
  remote: RemoteName;
  /** The version live now. */
  version: string;
  /** The version live before this command, if any. */
  previous: string | undefined;
  /** False when the requested version was already live (nothing was written). */
  changed: boolean;
  /** The canary this command ended (rolled back, or replaced by the promoted version). */
  endedCanary?: string;
}

/** An object with an optional `schema` per remote and no other key. */
function byRemote<T extends TSchema>(schema: T) {
  return Type.Object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, Type.Optional(schema)])), {
    additionalProperties: false,
  });
}

/**
 * registry.json as the store writes it. The contract's `RegistrySchema` requires an
 * entry for every remote; the store only lists the remotes published so far, so a
 * site with some remotes not yet published still gets a valid file (the shell shows
 * its fallback in their slots).
 */
export const StoreRegistrySchema = Type.Object({
  revision: RegistrySchema.properties.revision,
  updatedAt: RegistrySchema.properties.updatedAt,
  remotes: byRemote(RegistryEntrySchema),
});
/** registry.json as the store writes it (see StoreRegistrySchema). */
export interface StoreRegistry {
  revision: string;
  updatedAt: string;
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}

const StoredVersionSchema = Type.Object({
  version: Type.String(),
  hash: Type.String(),
  publishedAt: Type.String(),
  files: Type.Integer(),
  bytes: Type.Integer(),
  /** The commit it was built from (its build-commit.json), when the build says; dirty: not exactly that commit. */
  commit: Type.Optional(Type.String()),
  dirty: Type.Optional(Type.Boolean()),
});
/** One stored build of a remote, as history.json records it. */
export type StoredVersion = Static<typeof StoredVersionSchema>;

const CanaryShareSchema = Type.Object({
  version: Type.String(),
  percent: Type.Number({ minimum: 0.01, maximum: 99.99 }),
});
/** A canary as history.json records it. */
export type CanaryShare = Static<typeof CanaryShareSchema>;

const ActivationSchema = Type.Object({
  /** The version live for everyone (with a canary: for everyone outside it). */
  version: Type.String(),
  at: Type.String(),
  /**
   * `canary`: a canary starts or its share changes (`canary` says which and how much);
   * `end-canary`: it is rolled back, everyone on `version`. Neither changes `version`, so
   * the replay of rollbacks skips them; promote (or a full publish) ends a canary too.
   */
  action: Type.Union([
    Type.Literal('publish'),
    Type.Literal('rollback'),
    Type.Literal('promote'),
    Type.Literal('canary'),
    Type.Literal('end-canary'),
  ]),
  canary: Type.Optional(CanaryShareSchema),
  /** A publish the compatibility check refused, made with --force: the check's reasons. */
  forced: Type.Optional(Type.Array(Type.String())),
  /** Why, when a command was given one (the watcher's automatic rollbacks always are). */
  reason: Type.Optional(Type.String()),
});
/** One change of the live version; rollback replays these to know what was live before. */
export type Activation = Static<typeof ActivationSchema>;

const RemoteHistorySchema = Type.Object({
  versions: Type.Array(StoredVersionSchema),
  activations: Type.Array(ActivationSchema),
});
type RemoteHistory = Static<typeof RemoteHistorySchema>;

const HistorySchema = Type.Object({ remotes: byRemote(RemoteHistorySchema) });
/** history.json: per remote, its stored versions and every activation. */
export interface History {
  remotes: Partial<Record<RemoteName, RemoteHistory>>;
}

/** A remote's line in `status()`. */
export interface RemoteStatus {
  remote: RemoteName;
  /** The live version, or undefined when the remote was never published. */
  live: string | undefined;
  /** The canary beside it, and since when it has had its share. */
  canary?: CanaryShare & { since: string | undefined };
  /** The latest activation (what changed last, when, and why if a reason was given). */
  lastActivation?: Activation;
  /** Stored versions, newest first. */
  versions: Array<StoredVersion & { live: boolean }>;
}

/** What `status` reports. */
export interface StoreStatus {
  /** Where the store is: its folder, or `s3://bucket/prefix/`. */
  location: string;
  /** The registry's revision, or undefined before the first publish. */
  revision: string | undefined;
  updatedAt: string | undefined;
  remotes: RemoteStatus[];
}

const DEFAULT_LOCK_WAIT_MS = 15_000;
/** A lock older than this is taken over: no command holds the store for two minutes. */
const LOCK_STALE_MS = 120_000;
/** How often a command waiting for the lock looks again. */
const LOCK_POLL_MS = 50;

/** The store's keys (object-store/README.md: `/`-separated, relative to the store). */
export const REGISTRY_KEY = 'registry.json';
export const HISTORY_KEY = 'history.json';
/** The lock is an object, so that commands on several hosts exclude each other on S3 too. */
export const LOCK_KEY = 'lock.json';
/** `remotes/<name>/<version>/`: where a stored version's files are. */
export function versionPrefix(remote: RemoteName, version: string): string {
  return `remotes/${remote}/${version}/`;
}

/**
 * How the store's JSON is written: never cached (a registry kept by a CDN in front of the
 * bucket would undo a rollback for as long as it kept it).
 */
const JSON_PUT = { contentType: 'application/json', cacheControl: 'no-store' } as const;
/** How a version's files are written: never changed, so cached for a year by anyone. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** At most this many files of a version are uploaded at once. */
const UPLOADS_AT_ONCE = 8;

/** True when `name` is one of the platform's remotes. */
export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** `name` as a RemoteName, or a DeployError listing the valid names. */
export function parseRemoteName(name: string): RemoteName {
  if (!isRemoteName(name)) {
    throw new DeployError(`unknown remote "${name}"; valid remotes: ${REMOTE_NAMES.join(', ')}`);
  }
  return name;
}

/** The registry entry of a stored version (same origin, so the gateway or CDN serves it). */
export function remoteEntryUrl(remote: RemoteName, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/**
 * The ObjectStore the options name (see StoreOptions). Callers that run several
 * operations (the CLI) resolve it once and pass it as `objectStore`, so that one S3
 * client serves them all.
 */
export function openStore(options: StoreOptions = {}): ObjectStore {
  if (options.objectStore) return options.objectStore;
  if (options.storeDir !== undefined) return createFolderStore(options.storeDir);
  return createObjectStore(process.env);
}

/** `options` with the store resolved once (see openStore). */
export function withOpenStore<T extends StoreOptions>(options: T): T & { objectStore: ObjectStore } {
  return { ...options, objectStore: openStore(options) };
}

/** Where a key is, for messages: the file in a folder, the object's address in a bucket. */
export function describeKey(store: ObjectStore, key: string): string {
  return store instanceof FolderStore ? path.join(store.location, ...key.split('/')) : `${store.location}${key}`;
}

/**
 * The folder of a stored version on the folder backend (it may not exist). A store in a
 * bucket has no folder: read its files with `readStoredFile`.
 */
export function storedVersionDir(remote: RemoteName, version: string, options: StoreOptions = {}): string {
  const store = openStore(options);
  if (!(store instanceof FolderStore)) throw new DeployError(`${store.location} is not a folder; read a stored file with readStoredFile`);
  return versionFolder(store.location, remote, version);
}

/** A file of a stored version (`rel` with `/`), or undefined when it is not there. */
export async function readStoredFile(remote: RemoteName, version: string, rel: string, options: StoreOptions = {}): Promise<Buffer | undefined> {
  return (await openStore(options).get(`${versionPrefix(remote, version)}${rel}`))?.body;
}

/** The build facts a stored version was published with, or undefined when it has none. */
export async function readStoredBuildFacts(remote: RemoteName, version: string, options: StoreOptions = {}): Promise<BuildFacts | undefined> {
  const store = openStore(options);
  const key = `${versionPrefix(remote, version)}${BUILD_FACTS_FILE}`;
  const object = await store.get(key);
  return object ? parseBuildFacts(object.body.toString('utf8'), describeKey(store, key)) : undefined;
}

function isErrno(error: unknown, code: string): boolean {
  // Duck-typed: errors from node:fs fail `instanceof Error` inside jest's sandbox.
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;
}

/** A local file's JSON (a build's manifest), or undefined when there is no such file. */
function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function describeErrors(schema: Parameters<typeof Value.Errors>[0], value: unknown): string {
  return [...Value.Errors(schema, value)]
    .slice(0, 3)
    .map((e) => `${e.path || '/'} ${e.message}`)
    .join('; ');
}

function parseStoreJson(store: ObjectStore, key: string, body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch (error) {
    throw new DeployError(`${describeKey(store, key)} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** `data` as a registry, or a DeployError saying what is wrong with it; undefined stays undefined. */
function checkRegistry(store: ObjectStore, data: unknown): StoreRegistry | undefined {
  if (data === undefined) return undefined;
  if (!Value.Check(StoreRegistrySchema, data)) {
    throw new DeployError(`${describeKey(store, REGISTRY_KEY)} is not a valid registry: ${describeErrors(StoreRegistrySchema, data)}`);
  }
  return data as StoreRegistry;
}

/** `data` as a history, or a DeployError saying what is wrong with it; undefined is an empty one. */
function checkHistory(store: ObjectStore, data: unknown): History {
  if (data === undefined) return { remotes: {} };
  if (!Value.Check(HistorySchema, data)) {
    throw new DeployError(`${describeKey(store, HISTORY_KEY)} is not a valid history: ${describeErrors(HistorySchema, data)}`);
  }
  return data as History;
}

/** registry.json's bytes as a registry (also for the mirror, which copies them as they are). */
export function parseRegistry(store: ObjectStore, body: Buffer): StoreRegistry {
  return checkRegistry(store, parseStoreJson(store, REGISTRY_KEY, body))!;
}

/** history.json's bytes as a history (the mirror checks a version's file count against it). */
export function parseHistory(store: ObjectStore, body: Buffer): History {
  return checkHistory(store, parseStoreJson(store, HISTORY_KEY, body));
}

async function readRegistryFrom(store: ObjectStore): Promise<StoreRegistry | undefined> {
  const object = await store.get(REGISTRY_KEY);
  return object ? parseRegistry(store, object.body) : undefined;
}

async function readHistoryFrom(store: ObjectStore): Promise<History> {
  const object = await store.get(HISTORY_KEY);
  return checkHistory(store, object ? parseStoreJson(store, HISTORY_KEY, object.body) : undefined);
}

/**
 * The live registry, or undefined before the first publish. Read on every request by
 * the gateway (from its folder); safe without the lock because every write is whole
 * (a rename in a folder, one object in a bucket).
 */
export async function readRegistry(options: StoreOptions = {}): Promise<StoreRegistry | undefined> {
  return readRegistryFrom(openStore(options));
}

/** history.json (empty before the first publish). Reads only; no lock. */
export async function readHistory(options: StoreOptions = {}): Promise<History> {
  return readHistoryFrom(openStore(options));
}

/**
 * Read-modify-write of a JSON object with a conditional put (object-store's updateJson):
 * a writer that got in between (one that bypassed the lock, or a lock taken over from a
 * command that was only slow) makes this one read again and apply its change on top, so
 * neither write is lost. Gives up with a DeployError after updateJson's retries.
 */
async function updateStoreJson<T>(store: ObjectStore, key: string, fn: (current: unknown) => T): Promise<T> {
  try {
    return (await updateJson<T>(store, key, (current) => fn(current), JSON_PUT)).value;
  } catch (error) {
    if (error instanceof ConcurrentUpdateError || (error instanceof Error && error.name === 'ConcurrentUpdateError')) {
      throw new DeployError((error as Error).message, { cause: error });
    }
    throw error;
  }
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

function parseLockOwner(body: Buffer): LockOwner | undefined {
  try {
    const owner = JSON.parse(body.toString('utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string' || typeof owner.since !== 'string') return undefined;
    return owner as LockOwner;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrno(error, 'EPERM');
  }
}

/**
 * A lock left by a crashed command: its process is gone (seen from its own host), or it
 * is far too old. One whose owner cannot be read was not written by this code (every
 * put is whole): taken over too.
 */
function isStaleLock(owner: LockOwner | undefined): boolean {
  if (!owner) return true;
  if (owner.host === os.hostname() && !isProcessAlive(owner.pid)) return true;
  const since = Date.parse(owner.since);
  return Number.isNaN(since) || Date.now() - since > LOCK_STALE_MS;
}

/**
 * Runs `fn` holding the store's lock, so two commands (two terminals, a CI job and an
 * operator, on one host or several) cannot interleave their read-modify-write of
 * registry.json and history.json or pick the same version number. The lock is the
 * object lock.json, created with `ifNoneMatch: '*'`: exactly one command creates it.
 * A stale one (isStaleLock) is taken over by overwriting it with `ifMatch` of the etag
 * read, so of two commands that both find it stale only one gets it. The registry and
 * history writes are conditional as well (updateStoreJson): the lock keeps commands from
 * tripping over each other, the conditional puts keep a write from being lost even when
 * the lock did not (a command slower than two minutes, or one that bypassed it).
 */
async function withLock<T>(store: ObjectStore, options: StoreOptions, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + (options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  let held: string | undefined;
  while (held === undefined) {
    const mine = Buffer.from(JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() } satisfies LockOwner));
    try {
      held = (await store.put(LOCK_KEY, mine, { ...JSON_PUT, ifNoneMatch: '*' })).etag;
      break;
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
    }
    const current = await store.get(LOCK_KEY);
    if (!current) continue; // released meanwhile: try again at once
    const owner = parseLockOwner(current.body);
    if (isStaleLock(owner)) {
      try {
        held = (await store.put(LOCK_KEY, mine, { ...JSON_PUT, ifMatch: current.etag })).etag;
        break;
      } catch (error) {
        if (!isPreconditionFailed(error)) throw error;
        continue; // another command took it over, or it was released: look again
      }
    }
    if (Date.now() >= deadline) {
      const by = owner ? ` by pid ${owner.pid} on ${owner.host} since ${owner.since}` : '';
      throw new DeployError(
        `the remote store is locked${by}; wait for that command, or remove ${describeKey(store, LOCK_KEY)} if none is running`,
      );
    }
    await sleep(LOCK_POLL_MS);
  }
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    await releaseLock(store, held).catch(() => undefined); // the command's own error says more
    throw error;
  }
  try {
    await releaseLock(store, held);
  } catch (error) {
    throw new DeployError(
      `the change was made, but the lock ${describeKey(store, LOCK_KEY)} could not be removed (${(error as Error).message}); ` +
        'remove it, or the next command takes it over in two minutes',
      { cause: error },
    );
  }
  return result;
}

/**
 * Removes the lock if it is still this command's: one that was taken over (this command
 * ran past two minutes) is the other command's now. The check and the delete are two
 * requests (a delete cannot be conditional on every S3-compatible server); the window
 * between them is one request long, and the registry's conditional writes cover it.
 */
async function releaseLock(store: ObjectStore, etag: string): Promise<void> {
  const current = await store.get(LOCK_KEY);
  if (current?.etag === etag) await store.delete(LOCK_KEY);
}

interface ManifestLike {
  name?: unknown;
  exposes?: unknown;
  metaData?: { publicPath?: unknown; getPublicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/**
 * Checks that `dir` holds a publishable build of `remote`: an mf-manifest.json of that
 * name that exposes every module the shell requires, built with publicPath `auto` (so
 * it loads from any versioned folder) and whose remote entry file is present.
 * Throws a DeployError saying what is wrong.
 */
export function validateBuild(remote: RemoteName, dir: string): void {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new DeployError(`no build of ${remote} at ${dir}: build it first (npm run build -w mfe-${remote})`);
  }
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new DeployError(`${dir} has no mf-manifest.json: not a module-federation build of ${remote}`);
  }
  const manifest = readJsonFile(manifestFile) as ManifestLike;
  if (typeof manifest !== 'object' || manifest === null) {
    throw new DeployError(`${manifestFile} is not a manifest object`);
  }
  if (manifest.name !== remote) {
    throw new DeployError(`${manifestFile} is the build of "${String(manifest.name)}", not of "${remote}"`);
  }
  const exposed = Array.isArray(manifest.exposes)
    ? manifest.exposes.map((e: unknown) => (typeof e === 'object' && e !== null ? (e as { path?: unknown }).path : undefined))
    : [];
  const missing = REQUIRED_EXPOSES[remote].filter((required) => !exposed.includes(required));
  if (missing.length > 0) {
    const has = exposed.filter((p): p is string => typeof p === 'string');
    throw new DeployError(
      `${remote} build does not expose ${missing.join(', ')}, which the shell requires ` +
        `(it exposes: ${has.length > 0 ? has.join(', ') : 'nothing'})`,
    );
  }
  const meta = manifest.metaData;
  if (meta && typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' && meta.getPublicPath === undefined) {
    throw new DeployError(
      `${remote} was built with publicPath "${meta.publicPath}"; the store needs "auto" so it loads from a versioned folder`,
    );
  }
  const entry = meta?.remoteEntry;
  if (entry && typeof entry.name === 'string' && entry.name !== '') {
    const entryFile = path.join(dir, typeof entry.path === 'string' ? entry.path : '', entry.name);
    if (!fs.existsSync(entryFile)) {
      throw new DeployError(`${remote} build is incomplete: its manifest names ${entry.name}, which is not in ${dir}`);
    }
  }
}

/** Every file of a build, sorted by relative path so the hash does not depend on readdir order. */
function readBuildFiles(dir: string): VersionFile[] {
  const files: VersionFile[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const childAbs = path.join(abs, entry.name);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(childAbs, childRel);
      else if (entry.isFile()) files.push({ rel: childRel, bytes: fs.readFileSync(childAbs) });
      else throw new DeployError(`${childAbs} is not a regular file (symlinks are not published)`);
    }
  };
  walk(dir, '');
  return files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * The gateway sends a file's `.br` or `.gz` copy in its place (@salon/build's
 * PrecompressPlugin writes them), so a copy that is not the file compressed would serve
 * other code than what was published: one left from an earlier build, or a file edited
 * after the build. Throws a DeployError naming the first such copy.
 */
function checkCompressedCopies(dir: string, files: readonly VersionFile[]): void {
  const byPath = new Map(files.map((file) => [file.rel, file.bytes]));
  for (const copy of files) {
    const match = COMPRESSED_COPY.exec(copy.rel);
    const original = match ? byPath.get(copy.rel.slice(0, -match[0].length)) : undefined;
    if (!match || !original) continue;
    let decompressed: Buffer | undefined;
    try {
      decompressed = match[1] === 'br' ? brotliDecompressSync(copy.bytes) : gunzipSync(copy.bytes);
    } catch {
      // not a valid stream: reported below as not matching
    }
    if (!decompressed?.equals(original)) {
      throw new DeployError(
        `${path.join(dir, copy.rel)} is not ${copy.rel.slice(0, -match[0].length)} compressed (left from another build, or the file was changed after the build): rebuild`,
      );
    }
  }
}

/**
 * sha256 over each file's relative path, length and bytes, in path order; without
 * build-commit.json, so the same code built at two commits is one version.
 */
function hashBuildFiles(files: readonly VersionFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    if (file.rel === BUILD_COMMIT_FILE) continue;
    // Path and length are delimited so that no two different builds feed the same bytes.
    hash.update(`${file.rel}\0${file.bytes.length}\0`);
    hash.update(file.bytes);
  }
  return hash.digest('hex');
}

/** What a build's build-commit.json says, for history.json (nothing when it has none or it is unreadable). */
function commitOf(files: readonly VersionFile[]): Pick<StoredVersion, 'commit' | 'dirty'> {
  const file = files.find((f) => f.rel === BUILD_COMMIT_FILE);
  const built = file && parseBuildCommit(file.bytes.toString('utf8'));
  return built ? { commit: built.commit, ...(built.dirty ? { dirty: true } : {}) } : {};
}

/** The content hash `publish` would give the build in `dir`. */
export function hashBuild(dir: string): string {
  return hashBuildFiles(readBuildFiles(dir));
}


function versionNumber(version: string): number {
  const match = /^v(\d+)-/.exec(version);
  return match ? Number(match[1]) : 0;
}

/** The versions of `remote` that have files in the store (recorded or not). */
async function storedVersionNames(store: ObjectStore, remote: RemoteName): Promise<string[]> {
  if (store instanceof FolderStore) {
    // The folders themselves: an empty one (an empty build) has no key to list.
    try {
      return fs.readdirSync(path.join(store.location, 'remotes', remote));
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
      return [];
    }
  }
  const prefix = `remotes/${remote}/`;
  return [...new Set((await store.list(prefix)).map((key) => key.slice(prefix.length).split('/')[0]!))];
}

async function nextVersionNumber(store: ObjectStore, remote: RemoteName, history: RemoteHistory): Promise<number> {
  // n = stored versions + 1; taking the maximum (over history and the files) keeps
  // numbers unique even after a version was pruned by hand or a crash left some files.
  const numbers = [...history.versions.map((v) => v.version), ...(await storedVersionNames(store, remote))].map(versionNumber);
  return Math.max(history.versions.length, ...numbers) + 1;
}

/** Whether the files of `version` are in the store (its manifest is what the registry names). */
async function isVersionStored(store: ObjectStore, remote: RemoteName, version: string): Promise<boolean> {
  if (store instanceof FolderStore) return fs.existsSync(versionFolder(store.location, remote, version));
  return (await store.get(`${versionPrefix(remote, version)}mf-manifest.json`)) !== undefined;
}

function newRevision(): string {
  // Time-ordered for people reading it, random so two writes in one millisecond differ.
  return `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** Replays the activations into the stack of live versions: a rollback pops, anything else pushes. */
function liveStack(activations: readonly Activation[]): string[] {
  const stack: string[] = [];
  for (const activation of activations) {
    if (activation.action === 'canary' || activation.action === 'end-canary') continue; // the stable one stays
    if (activation.action === 'rollback') {
      stack.pop();
      if (stack.at(-1) !== activation.version) stack.push(activation.version);
    } else if (stack.at(-1) !== activation.version) {
      stack.push(activation.version);
    }
  }
  return stack;
}

function remoteHistory(history: History, remote: RemoteName): RemoteHistory {
  const existing = history.remotes[remote];
  if (existing) return existing;
  const created: RemoteHistory = { versions: [], activations: [] };
  history.remotes[remote] = created;
  return created;
}

/**
 * Makes `version` live: history first, then the registry, each a conditional
 * read-modify-write of the object as it is now (updateStoreJson), which changes only
 * `remote`'s part of it. If the process dies in between, history says the version is
 * live while the registry still serves the old one, and a rollback then merely
 * re-points at what is already served. `stored`: a version this publish stored,
 * recorded in the same write as its activation.
 */
async function activate(
  store: ObjectStore,
  remote: RemoteName,
  version: string,
  action: Activation['action'],
  extra: { forced?: readonly string[]; canary?: CanaryShare; reason?: string } = {},
  stored?: StoredVersion,
): Promise<void> {
  const now = new Date().toISOString();
  const { forced = [], canary, reason } = extra;
  const activation: Activation = {
    version,
    at: now,
    action,
    ...(canary ? { canary } : {}),
    ...(forced.length > 0 ? { forced: [...forced] } : {}),
    ...(reason ? { reason } : {}),
  };
  await updateStoreJson(store, HISTORY_KEY, (current) => {
    const history = checkHistory(store, current);
    const own = remoteHistory(history, remote);
    if (stored && !own.versions.some((v) => v.version === stored.version)) own.versions.push(stored);
    own.activations.push(activation);
    return history;
  });
  await updateStoreJson(store, REGISTRY_KEY, (current): StoreRegistry => {
    const registry = checkRegistry(store, current);
    const remotes: StoreRegistry['remotes'] = {};
    // Keep the contract's order so diffs of registry.json stay readable.
    for (const name of REMOTE_NAMES) {
      const entry =
        name === remote
          ? {
              entry: remoteEntryUrl(remote, version),
              version,
              ...(canary ? { canary: { entry: remoteEntryUrl(remote, canary.version), ...canary } } : {}),
            }
          : registry?.remotes[name];
      if (entry) remotes[name] = entry;
    }
    return { revision: newRevision(), updatedAt: now, remotes };
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The content type kept with a version's object in a bucket, for a CDN serving the
 * bucket directly. `.br`/`.gz` copies are bytes to it: only the gateway and nginx know
 * to send them as the encoding of their file.
 */
function contentTypeOf(rel: string): string {
  return CONTENT_TYPES[path.posix.extname(rel).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Stores the files of a new version. In a folder: staged and renamed into place, so it
 * appears whole (version-folder.ts). In a bucket: each file put with `ifNoneMatch: '*'`,
 * so that no file of a stored version is ever replaced; the version is whole before
 * anything names it, since the registry is written after. A file that is already there
 * means another command stored this version meanwhile (a command that bypassed the
 * lock): refused, and the version is not recorded.
 */
async function storeVersionFiles(store: ObjectStore, remote: RemoteName, version: string, files: readonly VersionFile[]): Promise<void> {
  if (store instanceof FolderStore) {
    if (fs.existsSync(versionFolder(store.location, remote, version))) {
      throw new DeployError(`${describeKey(store, `remotes/${remote}/${version}`)} already exists; the store never overwrites a version`);
    }
    // We hold the lock, so anything left in .staging is from a command that crashed.
    writeVersionFolder(store.location, remote, version, files, { clearStaging: true, by: 'publish' });
    return;
  }
  const prefix = versionPrefix(remote, version);
  let next = 0;
  let failed = false;
  const uploader = async (): Promise<void> => {
    while (!failed && next < files.length) {
      const file = files[next++]!;
      try {
        await store.put(`${prefix}${file.rel}`, file.bytes, { contentType: contentTypeOf(file.rel), cacheControl: IMMUTABLE, ifNoneMatch: '*' });
      } catch (error) {
        failed = true;
        if (isPreconditionFailed(error)) {
          throw new DeployError(
            `${describeKey(store, `${prefix}${file.rel}`)} already exists: another publish of ${remote} stored ${version} at the same time; run the command again`,
          );
        }
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, files.length) }, uploader));
}

/**
 * Stores the build of `remote` (default `mfe-<name>/dist`, or `from`) as a new
 * immutable version `v<n>-<hash8>` and makes it live. Refuses a build that is missing,
 * is of another remote, lacks a module the shell requires, or has a compressed copy
 * that is not its file compressed.
 */
export async function publish(remote: RemoteName, options: PublishOptions = {}): Promise<PublishResult> {
  parseRemoteName(remote);
  if (options.canary !== undefined) checkCanaryPercent(options.canary);
  const dir = path.resolve(options.from ?? remoteBuildDir(remote));
  validateBuild(remote, dir);
  const files = readBuildFiles(dir);
  checkCompressedCopies(dir, files);
  const hash = hashBuildFiles(files);
  const store = openStore(options);
  return withLock(store, options, async () => {
    const own = remoteHistory(await readHistoryFrom(store), remote);
    if (options.ifChanged) {
      const same = own.versions.findLast((v) => v.hash === hash);
      if (same) {
        if ((await readRegistryFrom(store))?.remotes[remote]) return { remote, version: same.version, changed: false, hash, forced: [] };
        // Stored but not live at all (registry.json lost): serving nothing would leave
        // a hole in the site, so point at the stored copy; still nothing is copied.
        await activate(store, remote, same.version, 'publish');
        return { remote, version: same.version, changed: true, hash, forced: [] };
      }
    }
    // Only what would go live is checked: an unchanged build above changes nothing.
    const check = options.shellDir === undefined ? { notChecked: 'no shell given' } : checkAgainstShell(dir, options.shellDir);
    const forced = 'problems' in check ? check.problems : [];
    if (forced.length > 0 && !options.force) {
      throw new DeployError(`${remote} would break under the live shell: ${forced.join('; ')} (--force publishes it anyway, recorded in history.json)`);
    }
    const live = (await readRegistryFrom(store))?.remotes[remote];
    if (options.canary !== undefined && !live) {
      throw new DeployError(`${remote} has no live version for the rest of the visitors; publish it without --canary first`);
    }
    const version = `v${await nextVersionNumber(store, remote, own)}-${hash.slice(0, 8)}`;
    await storeVersionFiles(store, remote, version, files);
    const stored: StoredVersion = {
      version,
      hash,
      publishedAt: new Date().toISOString(),
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.bytes.length, 0),
      ...commitOf(files),
    };
    if (options.canary !== undefined && live) {
      await activate(store, remote, live.version, 'canary', { forced, canary: { version, percent: options.canary } }, stored);
    } else {
      await activate(store, remote, version, 'publish', { forced }, stored);
    }
    return {
      remote,
      version,
      changed: true,
      hash,
      forced,
      ...(live?.canary ? { endedCanary: live.canary.version } : {}),
      ...('notChecked' in check ? { notChecked: check.notChecked } : {}),
    };
  });
}

/**
 * Makes live the version that was live before the current one. A second rollback goes
 * one further back (each rollback undoes one publish or promote); errors when there is
 * nothing earlier.
 */
export async function rollback(remote: RemoteName, options: RollbackOptions = {}): Promise<ActivationResult> {
  parseRemoteName(remote);
  const store = openStore(options);
  const reason = options.reason ? { reason: options.reason } : {};
  return withLock(store, options, async () => {
    const history = await readHistoryFrom(store);
    const current = (await readRegistryFrom(store))?.remotes[remote];
    if (current?.canary) {
      // A canary is rolled back by ending it: everyone stays on (or goes back to) the stable one.
      await activate(store, remote, current.version, 'end-canary', reason);
      return { remote, version: current.version, previous: current.version, changed: true, endedCanary: current.canary.version };
    }
    const stack = liveStack(remoteHistory(history, remote).activations);
    const live = current?.version ?? stack.at(-1);
    const target = stack.at(-2);
    if (target === undefined) {
      throw new DeployError(
        `${remote} has no earlier live version to roll back to (live: ${live ?? 'none'}); ` +
          `"promote ${remote} <version>" makes any stored version live`,
      );
    }
    if (!(await isVersionStored(store, remote, target))) {
      throw new DeployError(`${remote} ${target} is recorded but its files are missing from ${describeKey(store, `remotes/${remote}/${target}`)}`);
    }
    await activate(store, remote, target, 'rollback', reason);
    return { remote, version: target, previous: live, changed: true };
  });
}

/** Makes a stored version of `remote` live (forward or back); errors when it is not stored. */
export async function promote(remote: RemoteName, version: string, options: StoreOptions = {}): Promise<ActivationResult> {
  parseRemoteName(remote);
  const store = openStore(options);
  return withLock(store, options, async () => {
    const own = remoteHistory(await readHistoryFrom(store), remote);
    if (!own.versions.some((v) => v.version === version) || !(await isVersionStored(store, remote, version))) {
      const stored = own.versions.map((v) => v.version).reverse();
      throw new DeployError(
        `${remote} has no stored version "${version}"; stored: ${stored.length > 0 ? stored.join(', ') : 'none'}`,
      );
    }
    const current = (await readRegistryFrom(store))?.remotes[remote];
    const live = current?.version;
    const endedCanary = current?.canary ? { endedCanary: current.canary.version } : {};
    // Already live (and no canary to end): writing would only add a step that a later rollback has to undo.
    if (live === version && !current?.canary) return { remote, version, previous: live, changed: false };
    // Promoting the canary's version (or any) ends the canary: everyone gets `version`.
    await activate(store, remote, version, 'promote');
    return { remote, version, previous: live, changed: true, ...endedCanary };
  });
}

/** Refuses a share the registry cannot hold: 0.01–99.99 %, in steps of 0.01 (the buckets of @salon/contracts/canary). */
function checkCanaryPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0.01 || percent > 99.99 || Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-9) {
    throw new DeployError(`a canary's share is a percentage from 0.01 to 99.99 (0.01 steps), not ${percent}; 100 % is "promote"`);
  }
}

/**
 * Changes the share of the live canary of `remote` (raising it only adds visitors: those
 * already in it stay). Errors when there is no canary.
 */
export async function setCanaryShare(remote: RemoteName, percent: number, options: StoreOptions = {}): Promise<ActivationResult & { percent: number }> {
  parseRemoteName(remote);
  checkCanaryPercent(percent);
  const store = openStore(options);
  return withLock(store, options, async () => {
    const current = (await readRegistryFrom(store))?.remotes[remote];
    if (!current?.canary) {
      throw new DeployError(`${remote} has no canary; "publish ${remote} --canary <percent>" starts one`);
    }
    const changed = current.canary.percent !== percent;
    if (changed) await activate(store, remote, current.version, 'canary', { canary: { version: current.canary.version, percent } });
    return { remote, version: current.canary.version, previous: current.canary.version, changed, percent };
  });
}

/** Every remote's live version and stored versions (newest first). Reads only; no lock. */
export async function status(options: StoreOptions = {}): Promise<StoreStatus> {
  const store = openStore(options);
  // Both at once, and both finished before returning (a failure of one leaves no request of the other running).
  const [registryRead, historyRead] = await Promise.allSettled([readRegistryFrom(store), readHistoryFrom(store)]);
  if (registryRead.status === 'rejected') throw registryRead.reason;
  if (historyRead.status === 'rejected') throw historyRead.reason;
  const [registry, history] = [registryRead.value, historyRead.value];
  return {
    location: store.location,
    revision: registry?.revision,
    updatedAt: registry?.updatedAt,
    remotes: REMOTE_NAMES.map((remote) => {
      const entry = registry?.remotes[remote];
      const live = entry?.version;
      const activations = history.remotes[remote]?.activations ?? [];
      const versions = [...(history.remotes[remote]?.versions ?? [])]
        .reverse()
        .map((v) => ({ ...v, live: v.version === live }));
      const lastActivation = activations.at(-1);
      const canary = entry?.canary
        ? {
            version: entry.canary.version,
            percent: entry.canary.percent,
            since: activations.findLast((a) => a.action === 'canary' && a.canary?.version === entry.canary?.version)?.at,
          }
        : undefined;
      return { remote, live, versions, ...(canary ? { canary } : {}), ...(lastActivation ? { lastActivation } : {}) };
    }),
  };
}
