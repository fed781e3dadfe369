import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@salon/contracts';
import { runMirrorCli } from './cli-commands.ts';
import { mirrorOnce, startMirror, type RunningMirror } from './mirror.ts';
import type { ObjectStore } from './object-store/object-store.ts';
import { createS3Store, type S3Store } from './object-store/s3-store.ts';
import { startTestS3Server, type TestS3Server } from './object-store/s3-test-server.ts';
import { publish, readRegistry, rollback, type StoreRegistry } from './store.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';

/**
 * The mirror against a local S3-compatible server (object-store/s3-test-server.ts): a
 * host's folder follows the bucket, and never names a version whose files it lacks.
 */

const BUCKET = 'remote-store';
let server: TestS3Server;
let source: S3Store;
let folder: string;
let mirror: RunningMirror | undefined;

beforeAll(async () => {
  server = await startTestS3Server(BUCKET);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  source = createS3Store({ bucket: BUCKET, prefix: `mirror-${randomBytes(4).toString('hex')}`, endpoint: server.endpoint, forcePathStyle: true, credentials: server.credentials });
  folder = path.join(makeTempDir('deploy-mirror-'), 'store');
});
afterEach(async () => {
  await mirror?.stop();
  mirror = undefined;
  removeTempDirs();
});

async function publishBuild(remote: RemoteName, content: string, canary?: number): Promise<string> {
  const from = makeFakeBuild(makeTempDir('deploy-mirror-build-'), remote, { content });
  return (await publish(remote, { from, objectStore: source, ...(canary === undefined ? {} : { canary }) })).version;
}

function localRegistry(): StoreRegistry | undefined {
  const file = path.join(folder, 'registry.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as StoreRegistry) : undefined;
}

/** Versions the folder's registry names whose folder is missing: must always be none. */
function namedButMissing(): string[] {
  const registry = localRegistry();
  const named = Object.entries(registry?.remotes ?? {}).flatMap(([remote, entry]) => [
    `${remote}/${entry.version}`,
    ...(entry.canary ? [`${remote}/${entry.canary.version}`] : []),
  ]);
  return named.filter((version) => !fs.existsSync(path.join(folder, 'remotes', version, 'mf-manifest.json')));
}

/** Resolves once the folder's registry has the bucket's revision (the mirror caught up). */
async function caughtUp(timeoutMs = 3_000): Promise<StoreRegistry> {
  const wanted = (await readRegistry({ objectStore: source }))?.revision;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const local = localRegistry();
    if (local && local.revision === wanted) return local;
    if (Date.now() > deadline) throw new Error(`the folder is at revision ${local?.revision}, the bucket at ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('mirrorOnce', () => {
  it('copies the registry, the history and every version the registry names, read-only, in the folder layout', async () => {
    const jobs = await publishBuild('jobs', '1');
    const booking = await publishBuild('booking', '1');
    const canary = await publishBuild('booking', '2', 10);

    const result = await mirrorOnce(source, folder);
    expect(result.changed).toBe(true);
    expect(result.downloaded.sort()).toEqual([`booking ${booking}`, `booking ${canary}`, `jobs ${jobs}`].sort());
    expect(fs.readFileSync(path.join(folder, 'registry.json'))).toEqual((await source.get('registry.json'))?.body);
    expect(fs.readFileSync(path.join(folder, 'history.json'))).toEqual((await source.get('history.json'))?.body);
    const entry = path.join(folder, 'remotes', 'booking', canary, 'remoteEntry.js');
    expect(fs.readFileSync(entry, 'utf8')).toContain('"2"');
    expect(fs.statSync(entry).mode & 0o222).toBe(0);
    expect(fs.readdirSync(path.join(folder, 'remotes', 'jobs', jobs)).sort()).toEqual(['assets', 'build-facts.json', 'mf-manifest.json', 'remoteEntry.js']);
    // Nothing half-copied left behind.
    expect(fs.readdirSync(path.join(folder, '.staging'))).toEqual([]);
  });

  it('does nothing while the registry is unchanged, and nothing before the first publish', async () => {
    expect(await mirrorOnce(source, folder)).toEqual({ changed: false, revision: undefined, downloaded: [] });
    expect(fs.existsSync(folder)).toBe(false);
    await publishBuild('jobs', '1');
    const state = {};
    expect((await mirrorOnce(source, folder, state)).changed).toBe(true);
    const get = jest.spyOn(source, 'get');
    expect((await mirrorOnce(source, folder, state)).changed).toBe(false);
    expect(get.mock.calls.map(([key]) => key)).toEqual(['registry.json']); // one request when nothing changed
    // A new mirror (a restarted host) finds its folder already up to date.
    expect((await mirrorOnce(source, folder)).changed).toBe(false);
  });

  it('never names a version before its files are in the folder: the registry is written after the download', async () => {
    const v1 = await publishBuild('jobs', '1');
    await mirrorOnce(source, folder);
    const v2 = await publishBuild('jobs', '2');
    // Hold the download of v2's files until the registry has been checked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let downloading!: () => void;
    const started = new Promise<void>((resolve) => (downloading = resolve));
    const slow: ObjectStore = {
      ...delegate(source),
      get: async (key) => {
        if (key.startsWith(`remotes/jobs/${v2}/`)) {
          downloading();
          await held;
        }
        return source.get(key);
      },
    };
    const round = mirrorOnce(slow, folder);
    await started;
    expect(localRegistry()?.remotes.jobs?.version).toBe(v1);
    expect(fs.existsSync(path.join(folder, 'remotes', 'jobs', v2))).toBe(false);
    release();
    expect((await round).downloaded).toEqual([`jobs ${v2}`]);
    expect(localRegistry()?.remotes.jobs?.version).toBe(v2);
    expect(namedButMissing()).toEqual([]);
  });

  it('keeps the registry it had when the bucket lacks files of a version the registry names', async () => {
    const v1 = await publishBuild('jobs', '1');
    await mirrorOnce(source, folder);
    const v2 = await publishBuild('jobs', '2');
    // Fewer files than history.json recorded (a bucket pruned by hand, a copy gone wrong).
    await source.delete(`remotes/jobs/${v2}/remoteEntry.js`);
    await expect(mirrorOnce(source, folder)).rejects.toThrow(
      new RegExp(`the registry names jobs ${v2}, but the store has 3 of its 4 files under remotes/jobs/${v2}/; the folder keeps the registry it had`),
    );
    expect(localRegistry()?.remotes.jobs?.version).toBe(v1);
    expect(fs.existsSync(path.join(folder, 'remotes', 'jobs', v2))).toBe(false);
  });
});

describe('the mirror running', () => {
  it('follows publish, canary and rollback within a poll, never naming a version whose files are missing', async () => {
    const problems: string[] = [];
    const watcher = setInterval(() => problems.push(...namedButMissing()), 2);
    try {
      mirror = startMirror({ source, targetDir: folder, intervalMs: 50, onError: (error) => problems.push(String(error)) });
      const v1 = await publishBuild('booking', '1');
      expect((await caughtUp()).remotes.booking?.version).toBe(v1);
      const v2 = await publishBuild('booking', '2');
      expect((await caughtUp()).remotes.booking?.version).toBe(v2);
      const v3 = await publishBuild('booking', '3', 25);
      expect((await caughtUp()).remotes.booking).toMatchObject({ version: v2, canary: { version: v3, percent: 25 } });
      await rollback('booking', { objectStore: source });
      expect((await caughtUp()).remotes.booking).toEqual({ entry: `/remotes/booking/${v2}/mf-manifest.json`, version: v2 });
      await rollback('booking', { objectStore: source });
      expect((await caughtUp()).remotes.booking?.version).toBe(v1);
      // Nothing is removed: pages loaded before a rollback may still fetch their chunks.
      expect(fs.readdirSync(path.join(folder, 'remotes', 'booking')).sort()).toEqual([v1, v2, v3].sort());
    } finally {
      clearInterval(watcher);
    }
    expect(problems).toEqual([]);
  });

  it('stops on stop(): later changes of the bucket stay out of the folder', async () => {
    mirror = startMirror({ source, targetDir: folder, intervalMs: 20 });
    await publishBuild('jobs', '1');
    const copied = await caughtUp();
    await mirror.stop();
    await publishBuild('jobs', '2');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(localRegistry()?.revision).toBe(copied.revision);
  });
});

describe('deploy mirror (CLI)', () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
  };

  it('--once brings the folder up to date and says what it copied', async () => {
    const v1 = await publishBuild('jobs', '1');
    const first = io();
    expect(await runMirrorCli(['--once'], first.io, { objectStore: source, storeDir: folder })).toBe(0);
    expect(first.out[0]).toBe(`mirror: ${folder} at registry revision ${localRegistry()?.revision}, downloaded jobs ${v1}`);
    expect(first.out.at(-1)).toMatch(/^done in .* ms$/);
    const again = io();
    expect(await runMirrorCli(['--once'], again.io, { objectStore: source, storeDir: folder })).toBe(0);
    expect(again.out[0]).toBe(`mirror: ${folder} already at registry revision ${localRegistry()?.revision}`);
  });

  it('needs REMOTE_STORE_URL, and refuses a bad interval', async () => {
    const missing = io();
    expect(await runMirrorCli(['--once'], missing.io, {}, {})).toBe(1);
    expect(missing.err).toEqual([expect.stringMatching(/^error: mirror copies the store at REMOTE_STORE_URL .* REMOTE_STORE_URL is not set$/)]);
    const bad = io();
    expect(await runMirrorCli(['--interval', '0'], bad.io, { objectStore: source, storeDir: folder })).toBe(1);
    expect(bad.err).toEqual(['error: --interval is a number of seconds, at least 0.1, not "0"']);
  });
});

/** Every method of `store`, bound: the base of a test double that changes one of them. */
function delegate(store: ObjectStore): ObjectStore {
  return {
    location: store.location,
    get: (key) => store.get(key),
    stream: (key) => store.stream(key),
    put: (key, body, options) => store.put(key, body, options),
    list: (prefix) => store.list(prefix),
    delete: (key) => store.delete(key),
  };
}
