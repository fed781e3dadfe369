import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import {
  PreconditionFailed,
  checkKey,
  checkPrefix,
  compareKeys,
  type ObjectStore,
  type ObjectStream,
  type PutOptions,
  type StoredObject,
} from './object-store.ts';

/**
 * The store in a folder on one disk, laid out as the keys say (`<root>/registry.json`,
 * `<root>/remotes/<name>/<version>/…`): the layout deploy/README.md describes, so a store
 * written before this backend existed reads the same.
 *
 *   <root>/.object-store/tmp/     files being written (renamed into place when whole)
 *   <root>/.object-store/locks/   one mkdir lock per key, held during a compare-and-rename
 *
 * Safe for several processes on one machine (a CLI publishing while the gateway reads):
 * every write is a rename, and writes of one key are serialised by its lock. Not for a
 * folder shared over the network between hosts: that is what the S3 backend is for.
 */

/** Options of the folder backend. */
export interface FolderStoreOptions {
  /** How long a write waits for another writer's lock on the same key (default 15 s). */
  lockWaitMs?: number;
}

/** The folder's own bookkeeping; keys cannot start with `.`, so none collides with it. */
const INTERNAL_DIR = '.object-store';
const DEFAULT_LOCK_WAIT_MS = 15_000;
/**
 * A lock older than this was left by a process that died holding it: the lock covers a
 * compare and a rename of one file, which take milliseconds.
 */
const LOCK_STALE_MS = 5_000;

/** The store's etag of some bytes: their sha256, quoted like an HTTP entity tag. */
export function folderEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('hex')}"`;
}

function errnoCode(error: unknown): string | undefined {
  // Duck-typed: errors from node:fs fail `instanceof Error` inside jest's sandbox.
  return typeof error === 'object' && error !== null ? (error as NodeJS.ErrnoException).code : undefined;
}

/** ENOENT and friends: nothing is stored under this key (a folder is no object either). */
function isMissing(error: unknown): boolean {
  const code = errnoCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The folder backend of ObjectStore (see the comment at the top of this file). */
export class FolderStore implements ObjectStore {
  readonly location: string;
  private readonly tmpDir: string;
  private readonly locksDir: string;
  private readonly lockWaitMs: number;

  constructor(root: string, options: FolderStoreOptions = {}) {
    this.location = path.resolve(root);
    this.tmpDir = path.join(this.location, INTERNAL_DIR, 'tmp');
    this.locksDir = path.join(this.location, INTERNAL_DIR, 'locks');
    this.lockWaitMs = options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS;
  }

  private file(key: string): string {
    checkKey(key);
    return path.join(this.location, ...key.split('/'));
  }

  async get(key: string): Promise<StoredObject | undefined> {
    try {
      const body = await fs.readFile(this.file(key));
      return { body, etag: folderEtag(body) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stream(key: string): Promise<ObjectStream | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(key), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      // Hash and stream through the same descriptor: a put renamed over the file
      // meanwhile does not change what this descriptor reads, so the etag fits the bytes.
      const hash = createHash('sha256');
      for await (const chunk of handle.createReadStream({ start: 0, autoClose: false })) hash.update(chunk as Buffer);
      return { body: handle.createReadStream({ start: 0 }), etag: `"${hash.digest('hex')}"`, size: stat.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<{ etag: string }> {
    const target = this.file(key);
    // Written and flushed before taking the lock, so the lock covers a compare and a rename only.
    const tmp = await this.writeTemp(body);
    try {
      await this.withKeyLock(key, async () => {
        await this.checkCondition(key, target, options);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(tmp, target);
      });
    } finally {
      await fs.rm(tmp, { force: true });
    }
    await fsyncDir(path.dirname(target));
    return { etag: folderEtag(body) };
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    // No key starts with `.`: such a prefix would only list the folder's bookkeeping.
    if (prefix.startsWith('.')) return [];
    // Walk only the folder the prefix names, not the whole store.
    const dirPart = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const keys: string[] = [];
    const walk = async (relDir: string): Promise<void> => {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(path.join(this.location, ...relDir.split('/').filter(Boolean)), { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        // At the root, dot entries are bookkeeping: ours, and the store's .lock/ and .staging/.
        if (relDir === '' && entry.name.startsWith('.')) continue;
        const rel = `${relDir}${entry.name}`;
        if (entry.isDirectory()) {
          if (`${rel}/`.startsWith(prefix)) await walk(`${rel}/`);
        } else if (entry.isFile() && rel.startsWith(prefix)) {
          keys.push(rel);
        }
      }
    };
    await walk(dirPart);
    return keys.sort(compareKeys);
  }

  async delete(key: string): Promise<void> {
    const target = this.file(key);
    await this.withKeyLock(key, async () => {
      try {
        await fs.unlink(target);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    });
  }

  /** The lock directory writes of `key` hold (named by a hash: keys nest, locks do not). */
  lockDirOf(key: string): string {
    return path.join(this.locksDir, createHash('sha256').update(key).digest('hex').slice(0, 32));
  }

  private async writeTemp(body: Buffer): Promise<string> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, `${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      const handle = await fs.open(tmp, 'wx');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
    return tmp;
  }

  /** Throws PreconditionFailed unless the object under `target` meets the put's condition. */
  private async checkCondition(key: string, target: string, options: PutOptions): Promise<void> {
    if (options.ifNoneMatch === '*') {
      // Existence is enough here: no need to hash a file that is not going to be replaced.
      if (await isFile(target)) throw new PreconditionFailed(key, 'If-None-Match: *', this.location);
    }
    if (options.ifMatch !== undefined) {
      let current: string | undefined;
      try {
        current = folderEtag(await fs.readFile(target));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      if (current !== options.ifMatch) throw new PreconditionFailed(key, `If-Match: ${options.ifMatch}`, this.location);
    }
  }

  /**
   * Runs `fn` holding the key's lock: `mkdir` is atomic, so exactly one process creates
   * the directory. Every write of the key takes it, so nothing lands between a
   * conditional put's compare and its rename. Readers never need it (writes are renames).
   */
  private async withKeyLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const lockDir = this.lockDirOf(key);
    await fs.mkdir(this.locksDir, { recursive: true });
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      try {
        await fs.mkdir(lockDir);
        break;
      } catch (error) {
        if (errnoCode(error) !== 'EEXIST') throw error;
      }
      const since = await lockTime(lockDir);
      if (since !== undefined && Date.now() - since > LOCK_STALE_MS) {
        await fs.rm(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `${this.location}: ${key} stayed locked by another writer for ${this.lockWaitMs} ms; ` +
            `if no publish is running, remove ${lockDir}`,
        );
      }
      await sleep(2 + Math.random() * 8);
    }
    try {
      return await fn();
    } finally {
      await fs.rm(lockDir, { recursive: true, force: true });
    }
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** When the lock was taken, or undefined when it was released meanwhile. */
async function lockTime(lockDir: string): Promise<number | undefined> {
  try {
    return (await fs.stat(lockDir)).mtimeMs;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Flushes a rename to disk: the new directory entry survives a power cut, not only the bytes. */
async function fsyncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    // Some platforms and filesystems cannot fsync a directory; the rename is done anyway.
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes(errnoCode(error) ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

/** A folder store at `root` (created on the first write). */
export function createFolderStore(root: string, options: FolderStoreOptions = {}): FolderStore {
  return new FolderStore(root, options);
}
