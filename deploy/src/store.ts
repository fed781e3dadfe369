import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { checkAgainstShell } from './compatibility.ts';
import { defaultStoreDir, remoteBuildDir } from './paths.ts';

/**
 * The remote store: immutable, versioned copies of each remote's build plus the live
 * registry that points the shell at one of them.
 *
 *   <store>/registry.json                     what the shell loads (served as /registry.json)
 *   <store>/history.json                      stored versions and every activation, per remote
 *   <store>/remotes/<name>/<version>/...      one build, read-only, never changed again
 *   <store>/.staging/                         half-copied versions (never served)
 *   <store>/.lock/                            held while a command changes the store
 *
 * Rolling back or promoting rewrites registry.json only: no file of any build is
 * touched, so it takes effect on the next page load.
 */

/** A mistake the operator can fix (bad name, missing build, nothing to roll back to). */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** Where the store lives; defaults to `defaultStoreDir()` (`REMOTE_STORE_DIR` or `.data/remote-store`). */
export interface StoreOptions {
  storeDir?: string;
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
  storeDir: string;
  /** The registry's revision, or undefined before the first publish. */
  revision: string | undefined;
  updatedAt: string | undefined;
  remotes: RemoteStatus[];
}

const DEFAULT_LOCK_WAIT_MS = 15_000;
/** A lock older than this is taken over: no command holds the store for two minutes. */
const LOCK_STALE_MS = 120_000;

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

interface StoreLayout {
  root: string;
  registry: string;
  history: string;
  remotes: string;
  staging: string;
  lock: string;
}

function layout(options: StoreOptions): StoreLayout {
  const root = path.resolve(options.storeDir ?? defaultStoreDir());
  return {
    root,
    registry: path.join(root, 'registry.json'),
    history: path.join(root, 'history.json'),
    remotes: path.join(root, 'remotes'),
    staging: path.join(root, '.staging'),
    lock: path.join(root, '.lock'),
  };
}

/** The folder of a stored version of a remote (it may not exist). */
export function storedVersionDir(remote: RemoteName, version: string, options: StoreOptions = {}): string {
  return path.join(layout(options).remotes, remote, version);
}

function isErrno(error: unknown, code: string): boolean {
  // Duck-typed: errors from node:fs fail `instanceof Error` inside jest's sandbox.
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;
}

function readJson(file: string): unknown {
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

/**
 * Writes JSON so that a reader sees the old file or the new one, never half of one:
 * write a temporary file beside it, flush it, rename over the target (atomic on POSIX).
 */
function writeJsonAtomic(file: string, data: unknown): void {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = fs.openSync(tmp, 'wx');
    try {
      fs.writeSync(fd, `${JSON.stringify(data, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

function describeErrors(schema: Parameters<typeof Value.Errors>[0], value: unknown): string {
  return [...Value.Errors(schema, value)]
    .slice(0, 3)
    .map((e) => `${e.path || '/'} ${e.message}`)
    .join('; ');
}

function readRegistryFile(store: StoreLayout): StoreRegistry | undefined {
  const data = readJson(store.registry);
  if (data === undefined) return undefined;
  if (!Value.Check(StoreRegistrySchema, data)) {
    throw new DeployError(`${store.registry} is not a valid registry: ${describeErrors(StoreRegistrySchema, data)}`);
  }
  return data as StoreRegistry;
}

function readHistoryFile(store: StoreLayout): History {
  const data = readJson(store.history);
  if (data === undefined) return { remotes: {} };
  if (!Value.Check(HistorySchema, data)) {
    throw new DeployError(`${store.history} is not a valid history: ${describeErrors(HistorySchema, data)}`);
  }
  return data as History;
}

/**
 * The live registry, or undefined before the first publish. Read on every request by
 * the gateway; safe without the lock because every write is a rename.
 */
export function readRegistry(options: StoreOptions = {}): StoreRegistry | undefined {
  return readRegistryFile(layout(options));
}

/** history.json (empty before the first publish). Reads only; no lock. */
export function readHistory(options: StoreOptions = {}): History {
  return readHistoryFile(layout(options));
}

/** Blocks the thread; the CLI has nothing else to do while it waits for a lock. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

function readLockOwner(lockDir: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(lockDir, 'owner.json'), 'utf8')) as LockOwner;
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

/** A lock left by a crashed command: its process is gone, or it is far too old. */
function isStaleLock(lockDir: string): boolean {
  const owner = readLockOwner(lockDir);
  if (owner && owner.host === os.hostname() && !isProcessAlive(owner.pid)) return true;
  try {
    return Date.now() - fs.statSync(lockDir).mtimeMs > LOCK_STALE_MS;
  } catch {
    return false; // released meanwhile; the next mkdir attempt will tell
  }
}

/**
 * Runs `fn` holding the store's lock, so two commands (two terminals, a CI job and an
 * operator) cannot interleave their read-modify-write of registry.json and history.json.
 * `mkdir` is atomic: exactly one process creates the directory.
 */
function withLock<T>(store: StoreLayout, options: StoreOptions, fn: () => T): T {
  fs.mkdirSync(store.root, { recursive: true });
  const deadline = Date.now() + (options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  for (;;) {
    try {
      fs.mkdirSync(store.lock);
      break;
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    if (isStaleLock(store.lock)) {
      fs.rmSync(store.lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      const owner = readLockOwner(store.lock);
      const by = owner ? ` by pid ${owner.pid} on ${owner.host} since ${owner.since}` : '';
      throw new DeployError(
        `the remote store is locked${by}; wait for that command, or remove ${store.lock} if none is running`,
      );
    }
    sleepSync(50);
  }
  try {
    const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
    fs.writeFileSync(path.join(store.lock, 'owner.json'), JSON.stringify(owner));
    return fn();
  } finally {
    fs.rmSync(store.lock, { recursive: true, force: true });
  }
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
  const manifest = readJson(manifestFile) as ManifestLike;
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

interface BuildFile {
  /** Relative path with `/` separators. */
  rel: string;
  bytes: Buffer;
}

/** Every file of a build, sorted by relative path so the hash does not depend on readdir order. */
function readBuildFiles(dir: string): BuildFile[] {
  const files: BuildFile[] = [];
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
function checkCompressedCopies(dir: string, files: readonly BuildFile[]): void {
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

/** sha256 over each file's relative path, length and bytes, in path order. */
function hashBuildFiles(files: readonly BuildFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    // Path and length are delimited so that no two different builds feed the same bytes.
    hash.update(`${file.rel}\0${file.bytes.length}\0`);
    hash.update(file.bytes);
  }
  return hash.digest('hex');
}

/** The content hash `publish` would give the build in `dir`. */
export function hashBuild(dir: string): string {
  return hashBuildFiles(readBuildFiles(dir));
}

function versionNumber(version: string): number {
  const match = /^v(\d+)-/.exec(version);
  return match ? Number(match[1]) : 0;
}

function nextVersionNumber(store: StoreLayout, remote: RemoteName, history: RemoteHistory): number {
  // n = stored versions + 1; taking the maximum (over history and folders) keeps
  // numbers unique even after a version was pruned by hand or a crash left a folder.
  let folders: string[] = [];
  try {
    folders = fs.readdirSync(path.join(store.remotes, remote));
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
  const numbers = [...history.versions.map((v) => v.version), ...folders].map(versionNumber);
  return Math.max(history.versions.length, ...numbers) + 1;
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
 * Makes `version` live: history first, then the registry. If the process dies in
 * between, history says the version is live while the registry still serves the old
 * one, and a rollback then merely re-points at what is already served.
 */
function activate(
  store: StoreLayout,
  history: History,
  remote: RemoteName,
  version: string,
  action: Activation['action'],
  extra: { forced?: readonly string[]; canary?: CanaryShare; reason?: string } = {},
): void {
  const now = new Date().toISOString();
  const { forced = [], canary, reason } = extra;
  remoteHistory(history, remote).activations.push({
    version,
    at: now,
    action,
    ...(canary ? { canary } : {}),
    ...(forced.length > 0 ? { forced: [...forced] } : {}),
    ...(reason ? { reason } : {}),
  });
  writeJsonAtomic(store.history, history);
  const current = readRegistryFile(store);
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
        : current?.remotes[name];
    if (entry) remotes[name] = entry;
  }
  writeJsonAtomic(store.registry, { revision: newRevision(), updatedAt: now, remotes } satisfies StoreRegistry);
}

function copyIntoStore(store: StoreLayout, remote: RemoteName, version: string, files: readonly BuildFile[]): void {
  const target = path.join(store.remotes, remote, version);
  if (fs.existsSync(target)) {
    throw new DeployError(`${target} already exists; the store never overwrites a version`);
  }
  // We hold the lock, so anything left in .staging is from a command that crashed.
  fs.rmSync(store.staging, { recursive: true, force: true });
  const staging = path.join(store.staging, `${remote}-${version}-${randomBytes(4).toString('hex')}`);
  for (const file of files) {
    const out = path.join(staging, ...file.rel.split('/'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    // Read-only: a version is served as immutable for a year, so it must never change.
    fs.writeFileSync(out, file.bytes, { flag: 'wx', mode: 0o444 });
    fs.chmodSync(out, 0o444);
  }
  fs.mkdirSync(staging, { recursive: true }); // an empty build still gets its folder
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Same filesystem (both inside the store), so the version appears whole or not at all.
  fs.renameSync(staging, target);
  fs.rmSync(store.staging, { recursive: true, force: true });
}

/**
 * Stores the build of `remote` (default `mfe-<name>/dist`, or `from`) as a new
 * immutable version `v<n>-<hash8>` and makes it live. Refuses a build that is missing,
 * is of another remote, lacks a module the shell requires, or has a compressed copy
 * that is not its file compressed.
 */
export function publish(remote: RemoteName, options: PublishOptions = {}): PublishResult {
  parseRemoteName(remote);
  if (options.canary !== undefined) checkCanaryPercent(options.canary);
  const dir = path.resolve(options.from ?? remoteBuildDir(remote));
  validateBuild(remote, dir);
  const files = readBuildFiles(dir);
  checkCompressedCopies(dir, files);
  const hash = hashBuildFiles(files);
  const store = layout(options);
  return withLock(store, options, () => {
    const history = readHistoryFile(store);
    const own = remoteHistory(history, remote);
    if (options.ifChanged) {
      const same = own.versions.findLast((v) => v.hash === hash);
      if (same) {
        if (readRegistryFile(store)?.remotes[remote]) return { remote, version: same.version, changed: false, hash, forced: [] };
        // Stored but not live at all (registry.json lost): serving nothing would leave
        // a hole in the site, so point at the stored copy; still nothing is copied.
        activate(store, history, remote, same.version, 'publish');
        return { remote, version: same.version, changed: true, hash, forced: [] };
      }
    }
    // Only what would go live is checked: an unchanged build above changes nothing.
    const check = options.shellDir === undefined ? { notChecked: 'no shell given' } : checkAgainstShell(dir, options.shellDir);
    const forced = 'problems' in check ? check.problems : [];
    if (forced.length > 0 && !options.force) {
      throw new DeployError(`${remote} would break under the live shell: ${forced.join('; ')} (--force publishes it anyway, recorded in history.json)`);
    }
    const live = readRegistryFile(store)?.remotes[remote];
    if (options.canary !== undefined && !live) {
      throw new DeployError(`${remote} has no live version for the rest of the visitors; publish it without --canary first`);
    }
    const version = `v${nextVersionNumber(store, remote, own)}-${hash.slice(0, 8)}`;
    copyIntoStore(store, remote, version, files);
    own.versions.push({
      version,
      hash,
      publishedAt: new Date().toISOString(),
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.bytes.length, 0),
    });
    if (options.canary !== undefined && live) {
      activate(store, history, remote, live.version, 'canary', { forced, canary: { version, percent: options.canary } });
    } else {
      activate(store, history, remote, version, 'publish', { forced });
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
export function rollback(remote: RemoteName, options: RollbackOptions = {}): ActivationResult {
  parseRemoteName(remote);
  const store = layout(options);
  const reason = options.reason ? { reason: options.reason } : {};
  return withLock(store, options, () => {
    const history = readHistoryFile(store);
    const current = readRegistryFile(store)?.remotes[remote];
    if (current?.canary) {
      // A canary is rolled back by ending it: everyone stays on (or goes back to) the stable one.
      activate(store, history, remote, current.version, 'end-canary', reason);
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
    if (!fs.existsSync(path.join(store.remotes, remote, target))) {
      throw new DeployError(`${remote} ${target} is recorded but its folder is missing from ${store.remotes}`);
    }
    activate(store, history, remote, target, 'rollback', reason);
    return { remote, version: target, previous: live, changed: true };
  });
}

/** Makes a stored version of `remote` live (forward or back); errors when it is not stored. */
export function promote(remote: RemoteName, version: string, options: StoreOptions = {}): ActivationResult {
  parseRemoteName(remote);
  const store = layout(options);
  return withLock(store, options, () => {
    const history = readHistoryFile(store);
    const own = remoteHistory(history, remote);
    if (!own.versions.some((v) => v.version === version) || !fs.existsSync(path.join(store.remotes, remote, version))) {
      const stored = own.versions.map((v) => v.version).reverse();
      throw new DeployError(
        `${remote} has no stored version "${version}"; stored: ${stored.length > 0 ? stored.join(', ') : 'none'}`,
      );
    }
    const current = readRegistryFile(store)?.remotes[remote];
    const live = current?.version;
    const endedCanary = current?.canary ? { endedCanary: current.canary.version } : {};
    // Already live (and no canary to end): writing would only add a step that a later rollback has to undo.
    if (live === version && !current?.canary) return { remote, version, previous: live, changed: false };
    // Promoting the canary's version (or any) ends the canary: everyone gets `version`.
    activate(store, history, remote, version, 'promote');
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
export function setCanaryShare(remote: RemoteName, percent: number, options: StoreOptions = {}): ActivationResult & { percent: number } {
  parseRemoteName(remote);
  checkCanaryPercent(percent);
  const store = layout(options);
  return withLock(store, options, () => {
    const history = readHistoryFile(store);
    const current = readRegistryFile(store)?.remotes[remote];
    if (!current?.canary) {
      throw new DeployError(`${remote} has no canary; "publish ${remote} --canary <percent>" starts one`);
    }
    const changed = current.canary.percent !== percent;
    if (changed) activate(store, history, remote, current.version, 'canary', { canary: { version: current.canary.version, percent } });
    return { remote, version: current.canary.version, previous: current.canary.version, changed, percent };
  });
}

/** Every remote's live version and stored versions (newest first). Reads only; no lock. */
export function status(options: StoreOptions = {}): StoreStatus {
  const store = layout(options);
  const registry = readRegistryFile(store);
  const history = readHistoryFile(store);
  return {
    storeDir: store.root,
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
