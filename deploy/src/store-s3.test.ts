import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Value } from '@sinclair/typebox/value';
import type { RemoteName } from '@salon/contracts';
import type { ObjectStore, PutOptions } from './object-store/object-store.ts';
import { createS3Store, type S3Store } from './object-store/s3-store.ts';
import { startTestS3Server, type TestS3Server } from './object-store/s3-test-server.ts';
import {
  StoreRegistrySchema,
  hashBuild,
  promote,
  publish,
  readHistory,
  readRegistry,
  readStoredBuildFacts,
  readStoredFile,
  rollback,
  setCanaryShare,
  status,
} from './store.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';
import { readWatchChecks, watchOnce } from './watch.ts';

/**
 * The store's operations on the S3 backend, against a local S3-compatible server started
 * here (object-store/s3-test-server.ts, a loopback port of 9400–9499): the same keys as
 * the folder layout, immutable versions, the lock as an object, and conditional writes
 * of registry.json and history.json that lose no concurrent publish.
 */

const BUCKET = 'remote-store';
let server: TestS3Server;
let objectStore: S3Store;
let builds: string;

beforeAll(async () => {
  server = await startTestS3Server(BUCKET);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  objectStore = openBucket(`store-${randomBytes(4).toString('hex')}`);
  builds = makeTempDir('deploy-s3-builds-');
});
afterEach(removeTempDirs);

function openBucket(prefix: string): S3Store {
  return createS3Store({ bucket: BUCKET, prefix, endpoint: server.endpoint, forcePathStyle: true, credentials: server.credentials });
}

function build(remote: string, content = 'v1'): string {
  return makeFakeBuild(fs.mkdtempSync(path.join(builds, `${remote}-`)), remote, { content });
}

async function liveVersion(remote: RemoteName = 'jobs'): Promise<string | undefined> {
  return (await readRegistry({ objectStore }))?.remotes[remote]?.version;
}

describe('the store on S3', () => {
  it('keeps the folder layout as keys: each version file once, then history.json and registry.json; no lock left', async () => {
    const from = build('jobs');
    const result = await publish('jobs', { from, objectStore });
    expect(result.version).toBe(`v1-${hashBuild(from).slice(0, 8)}`);

    expect(await objectStore.list('')).toEqual([
      'history.json',
      'registry.json',
      ...['assets/chunk.0123abcd.js', 'build-facts.json', 'mf-manifest.json', 'remoteEntry.js'].map((file) => `remotes/jobs/${result.version}/${file}`),
    ]);
    expect((await readStoredFile('jobs', result.version, 'remoteEntry.js', { objectStore }))?.toString()).toContain('"v1"');
    const registry = await readRegistry({ objectStore });
    expect(Value.Check(StoreRegistrySchema, registry)).toBe(true);
    expect(registry?.remotes.jobs).toEqual({ entry: `/remotes/jobs/${result.version}/mf-manifest.json`, version: result.version });
    expect(await readStoredBuildFacts('jobs', result.version, { objectStore })).toMatchObject({ app: 'jobs' });
    expect((await status({ objectStore })).location).toBe(`s3://${BUCKET}/${objectStore.prefix}`);
  });

  it('keeps with each object what a CDN in front of the bucket needs: immutable versions, a registry never cached', async () => {
    const { version } = await publish('jobs', { from: build('jobs'), objectStore });
    const client = new S3Client({ endpoint: server.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: server.credentials });
    const head = async (key: string) => {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${objectStore.prefix}${key}` }));
      await object.Body?.transformToByteArray();
      return { contentType: object.ContentType, cacheControl: object.CacheControl };
    };
    expect(await head(`remotes/jobs/${version}/remoteEntry.js`)).toEqual({ contentType: 'text/javascript; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' });
    expect(await head('registry.json')).toEqual({ contentType: 'application/json', cacheControl: 'no-store' });
    client.destroy();
  });

  it('publishes, rolls back, promotes and runs a canary as on the folder', async () => {
    const v1 = (await publish('booking', { from: build('booking', '1'), objectStore })).version;
    const v2 = (await publish('booking', { from: build('booking', '2'), objectStore })).version;
    expect(await rollback('booking', { objectStore })).toEqual({ remote: 'booking', version: v1, previous: v2, changed: true });
    expect(await promote('booking', v2, { objectStore })).toMatchObject({ version: v2, previous: v1, changed: true });

    const v3 = (await publish('booking', { from: build('booking', '3'), objectStore, canary: 10 })).version;
    expect((await readRegistry({ objectStore }))?.remotes.booking).toMatchObject({ version: v2, canary: { version: v3, percent: 10 } });
    expect(await setCanaryShare('booking', 50, { objectStore })).toMatchObject({ version: v3, changed: true, percent: 50 });
    expect(await rollback('booking', { objectStore })).toMatchObject({ version: v2, endedCanary: v3 });
    expect(await liveVersion('booking')).toBe(v2);

    const line = (await status({ objectStore })).remotes.find((r) => r.remote === 'booking');
    expect(line?.versions.map((v) => v.version)).toEqual([v3, v2, v1]);
    expect((await readHistory({ objectStore })).remotes.booking?.activations.map((a) => a.action)).toEqual([
      'publish',
      'publish',
      'rollback',
      'promote',
      'canary',
      'canary',
      'end-canary',
    ]);
    await expect(promote('booking', 'v9-deadbeef', { objectStore })).rejects.toThrow(`booking has no stored version "v9-deadbeef"; stored: ${v3}, ${v2}, ${v1}`);
  });

  it('with ifChanged, stores nothing when the content is already there', async () => {
    const from = build('jobs', 'a');
    const first = await publish('jobs', { from, objectStore, ifChanged: true });
    const keys = await objectStore.list('');
    const revision = (await readRegistry({ objectStore }))?.revision;
    expect(await publish('jobs', { from, objectStore, ifChanged: true })).toMatchObject({ changed: false, version: first.version });
    expect(await objectStore.list('')).toEqual(keys);
    expect((await readRegistry({ objectStore }))?.revision).toBe(revision);
  });

  it('numbers past files a crashed publish left, and never writes over a stored file', async () => {
    await publish('jobs', { from: build('jobs', '1'), objectStore });
    // A publish that died after some files of v2 and before recording it.
    await objectStore.put('remotes/jobs/v2-deadbeef/remoteEntry.js', Buffer.from('half'));
    expect((await publish('jobs', { from: build('jobs', '2'), objectStore })).version).toMatch(/^v3-/);
    expect((await objectStore.get('remotes/jobs/v2-deadbeef/remoteEntry.js'))?.body.toString()).toBe('half');
  });

  it('refuses, clearly, a version whose files another publish stored at the same time', async () => {
    await publish('jobs', { from: build('jobs', '1'), objectStore });
    const from = build('jobs', '2');
    const version = `v2-${hashBuild(from).slice(0, 8)}`;
    // Another command (one that bypassed the lock) stores the same version first.
    const racing = interceptPuts(objectStore, async (key) => {
      if (key === `remotes/jobs/${version}/mf-manifest.json`) await objectStore.put(key, Buffer.from('{}'));
    });
    await expect(publish('jobs', { from, objectStore: racing })).rejects.toThrow(
      new RegExp(`remotes/jobs/${version}/mf-manifest\\.json already exists: another publish of jobs stored ${version} at the same time; run the command again`),
    );
    expect((await objectStore.get(`remotes/jobs/${version}/mf-manifest.json`))?.body.toString()).toBe('{}');
    expect((await readHistory({ objectStore })).remotes.jobs?.versions).toHaveLength(1);
  });
});

describe('concurrent publishes on S3', () => {
  it('lose none: two remotes published at once both land in history.json and registry.json', async () => {
    const [jobs, booking] = await Promise.all([
      publish('jobs', { from: build('jobs'), objectStore }),
      publish('booking', { from: build('booking'), objectStore }),
    ]);
    const registry = await readRegistry({ objectStore });
    expect(registry?.remotes.jobs?.version).toBe(jobs.version);
    expect(registry?.remotes.booking?.version).toBe(booking.version);
    const history = await readHistory({ objectStore });
    expect(history.remotes.jobs?.versions.map((v) => v.version)).toEqual([jobs.version]);
    expect(history.remotes.booking?.versions.map((v) => v.version)).toEqual([booking.version]);
  });

  it('lose none: two builds of one remote published at once are both stored, the registry naming the one activated last', async () => {
    const results = await Promise.all([
      publish('jobs', { from: build('jobs', 'a'), objectStore }),
      publish('jobs', { from: build('jobs', 'b'), objectStore }),
    ]);
    const history = await readHistory({ objectStore });
    expect(history.remotes.jobs?.versions.map((v) => v.version).sort()).toEqual(results.map((r) => r.version).sort());
    expect(results.map((r) => r.version.split('-')[0]).sort()).toEqual(['v1', 'v2']);
    const activations = history.remotes.jobs?.activations ?? [];
    expect(activations).toHaveLength(2);
    expect(await liveVersion()).toBe(activations.at(-1)?.version);
  });

  it('lose none even without the lock: a registry changed between the read and the write is read again and both changes kept', async () => {
    await publish('auth', { from: build('auth'), objectStore });
    const { version: shop } = await publish('shop', { from: build('shop'), objectStore });
    // Another host, bypassing the lock, rolls auth's entry away right before this command's
    // conditional write of the registry (its If-Match then no longer holds).
    let raced = 0;
    const racing = interceptPuts(objectStore, async (key, options) => {
      if (key !== 'registry.json' || options?.ifMatch === undefined || raced++ > 0) return;
      const current = JSON.parse((await objectStore.get('registry.json'))!.body.toString()) as { remotes: Record<string, unknown> };
      delete current.remotes.auth;
      await objectStore.put('registry.json', Buffer.from(JSON.stringify({ ...current, revision: 'other-host' })));
    });
    const { version: jobs } = await publish('jobs', { from: build('jobs'), objectStore: racing });
    expect(raced).toBeGreaterThan(1); // the first write was refused and retried
    const registry = await readRegistry({ objectStore });
    expect(registry?.remotes.auth).toBeUndefined(); // the other host's change survived
    expect(registry?.remotes.shop?.version).toBe(shop);
    expect(registry?.remotes.jobs?.version).toBe(jobs); // and so did this one
  });
});

describe('the lock on S3', () => {
  it('makes a command on another host wait, then fail naming the owner and the object', async () => {
    await publish('jobs', { from: build('jobs', '1'), objectStore });
    await publish('jobs', { from: build('jobs', '2'), objectStore });
    await objectStore.put('lock.json', Buffer.from(JSON.stringify({ pid: 4242, host: 'gateway-2', since: new Date().toISOString() })));
    const started = Date.now();
    await expect(rollback('jobs', { objectStore, lockWaitMs: 200 })).rejects.toThrow(
      new RegExp(`store is locked by pid 4242 on gateway-2 since .*remove s3://${BUCKET}/${objectStore.prefix}lock\\.json if none is running`),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await objectStore.delete('lock.json');
    expect((await rollback('jobs', { objectStore })).changed).toBe(true);
  });

  it('takes over a lock older than two minutes, and removes its own', async () => {
    await objectStore.put('lock.json', Buffer.from(JSON.stringify({ pid: 4242, host: 'gateway-2', since: new Date(Date.now() - 121_000).toISOString() })));
    await publish('jobs', { from: build('jobs'), objectStore, lockWaitMs: 200 });
    expect(await objectStore.get('lock.json')).toBeUndefined();
  });
});

describe('the watcher on S3', () => {
  it('keeps its checks in the bucket beside the registry', async () => {
    await publish('booking', { from: build('booking', '1'), objectStore });
    const canary = (await publish('booking', { from: build('booking', '2'), objectStore, canary: 50 })).version;
    await watchOnce({
      objectStore,
      log: () => undefined,
      readHealth: async (remote, windowSeconds) => ({ remote, windowSeconds, since: '', versions: [{ version: canary, loads: 30, loadFailures: 25, renderErrors: 0 }] }),
    });
    expect((await readWatchChecks({ objectStore })).booking).toMatchObject({ rolledBack: true, candidate: { version: canary } });
    expect(await objectStore.get('watch.json')).toBeDefined();
  });
});

/** `store` with `before` run ahead of each put (to play another writer at the worst moment). */
function interceptPuts(store: ObjectStore, before: (key: string, options: PutOptions | undefined) => Promise<void>): ObjectStore {
  return {
    location: store.location,
    get: (key) => store.get(key),
    stream: (key) => store.stream(key),
    list: (prefix) => store.list(prefix),
    delete: (key) => store.delete(key),
    put: async (key, body, options) => {
      await before(key, options);
      return store.put(key, body, options);
    },
  };
}
