import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inCanary, newVisitorId } from '@salon/contracts/canary';
import { runCli } from './cli-commands.ts';
import { createGateway } from './gateway.ts';
import { readMirrorEnv } from './gateway-env.ts';
import { createObjectStore } from './object-store/create-object-store.ts';
import type { ObjectStore } from './object-store/object-store.ts';
import { startTestS3Server, type TestS3Server } from './object-store/s3-test-server.ts';
import { readRegistry, type StoreRegistry } from './store.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';

/**
 * Issue 24's "done when": two gateway hosts serve one S3-compatible store. Two gateways,
 * each started as the environment would start it (REMOTE_STORE_URL and the S3
 * variables: readMirrorEnv) with a folder of its own that it mirrors the bucket into;
 * the CLI publishes, runs a canary and rolls back against the bucket (a local
 * S3-compatible server, object-store/s3-test-server.ts); both gateways follow.
 */

const BUCKET = 'site';
const HTML = { accept: 'text/html' };
let server: TestS3Server;
let env: NodeJS.ProcessEnv;
let shellDir: string;
let hosts: FastifyInstance[] = [];

beforeAll(async () => {
  server = await startTestS3Server(BUCKET);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  env = {
    REMOTE_STORE_URL: `s3://${BUCKET}/production-${randomBytes(4).toString('hex')}`,
    S3_ENDPOINT: server.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: server.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: server.credentials.secretAccessKey,
    MIRROR_INTERVAL_SECONDS: '0.1',
  };
  shellDir = makeTempDir('deploy-hosts-shell-');
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Salon</title></head><body><div id="root"></div></body></html>');
});
afterEach(async () => {
  // Gateways first: closing one stops its mirror, which must not outlive the S3 server.
  await Promise.all(hosts.map((host) => host.close()));
  hosts = [];
  removeTempDirs();
});

/** A gateway host: its own folder, mirrored from the bucket of `env`. */
function startHost(name: string): FastifyInstance {
  const mirror = readMirrorEnv(env);
  expect(mirror).toBeDefined();
  const host = createGateway({ shellDir, storeDir: path.join(makeTempDir(`deploy-host-${name}-`), 'store'), ...(mirror ? { mirror } : {}) });
  hosts.push(host);
  return host;
}

/** `npm run deploy -- <args>` against the bucket of `env`; fails the test on a non-zero exit. */
async function deploy(...args: string[]): Promise<string[]> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (line) => out.push(line), err: (line) => err.push(line) }, { objectStore: createObjectStore(env) });
  expect({ code, err }).toEqual({ code: 0, err: [] });
  return out;
}

function build(remote: string, content: string): string {
  return makeFakeBuild(makeTempDir('deploy-hosts-build-'), remote, { content });
}

/** Resolves once every host answers /registry.json with the bucket's registry (their mirrors caught up). */
async function hostsCaughtUp(): Promise<StoreRegistry> {
  const wanted = await readRegistry({ objectStore: createObjectStore(env) });
  const deadline = Date.now() + 5_000;
  for (;;) {
    const answers = await Promise.all(hosts.map((host) => host.inject({ url: '/registry.json' })));
    if (answers.every((answer) => answer.statusCode === 200 && answer.json<StoreRegistry>().revision === wanted?.revision)) {
      for (const answer of answers) expect(answer.json()).toEqual(wanted);
      return wanted!;
    }
    if (Date.now() > deadline) throw new Error(`hosts at ${answers.map((a) => a.body).join(' | ')}, the bucket at ${wanted?.revision}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What each host serves for one remote file (status and body). */
async function fileOnEachHost(url: string): Promise<Array<{ status: number; body: string }>> {
  return Promise.all(hosts.map(async (host) => {
    const res = await host.inject({ url });
    return { status: res.statusCode, body: res.body };
  }));
}

describe('two gateway hosts serving one S3 store', () => {
  it('follow publish, canary and rollback made with the CLI: registry, pages and remote files', async () => {
    startHost('a');
    startHost('b');
    // Before the first publish both answer as a store with nothing in it.
    for (const host of hosts) expect((await host.inject({ url: '/registry.json' })).statusCode).toBe(503);

    expect((await deploy('publish', 'jobs', '--from', build('jobs', 'one')))[0]).toMatch(/^jobs: published v1-\w+ \(live from the next page load\)$/);
    await deploy('publish', 'booking', '--from', build('booking', 'one'));
    const first = await hostsCaughtUp();
    const v1 = first.remotes.jobs!.version;
    for (const file of await fileOnEachHost(`/remotes/jobs/${v1}/remoteEntry.js`)) expect(file).toEqual({ status: 200, body: expect.stringContaining('"one"') });
    const pages = await Promise.all(hosts.map((host) => host.inject({ url: '/pracuj-z-nami', headers: HTML })));
    for (const page of pages) expect(page.body).toContain(`<link rel="prefetch" href="/remotes/jobs/${v1}/remoteEntry.js">`);
    // One revision everywhere: the shell's version poll sees the same /metadata on either host.
    const metadata = await Promise.all(hosts.map(async (host) => (await host.inject({ url: '/metadata' })).json<{ buildTimestamp: string }>().buildTimestamp));
    expect(metadata[0]).toContain(first.revision);
    expect(new Set(metadata).size).toBe(1);

    // A canary for half the visitors: each visitor draws the same version on either host.
    await deploy('publish', 'jobs', '--from', build('jobs', 'two'), '--canary', '50');
    const withCanary = await hostsCaughtUp();
    const v2 = withCanary.remotes.jobs!.canary!.version;
    expect(withCanary.remotes.jobs).toMatchObject({ version: v1, canary: { version: v2, percent: 50 } });
    for (const file of await fileOnEachHost(`/remotes/jobs/${v2}/remoteEntry.js`)) expect(file).toEqual({ status: 200, body: expect.stringContaining('"two"') });
    const ids = Array.from({ length: 100 }, () => newVisitorId());
    for (const [id, version] of [[ids.find((v) => inCanary('jobs', 50, v))!, v2], [ids.find((v) => !inCanary('jobs', 50, v))!, v1]] as const) {
      for (const host of hosts) {
        const page = await host.inject({ url: '/pracuj-z-nami', headers: { ...HTML, cookie: `salon_visitor=${id}` } });
        expect(page.body).toContain(`/remotes/jobs/${version}/remoteEntry.js`);
      }
    }

    // The canary rolled back: everyone on v1 on both hosts; v2's files stay (pages loaded before may ask).
    expect((await deploy('rollback', 'jobs'))[0]).toBe(`jobs: canary ${v2} ended; everyone on ${v1} (from the next page load)`);
    expect((await hostsCaughtUp()).remotes.jobs).toEqual({ entry: `/remotes/jobs/${v1}/mf-manifest.json`, version: v1 });
    for (const file of await fileOnEachHost(`/remotes/jobs/${v2}/remoteEntry.js`)) expect(file.status).toBe(200);

    // A full publish, then a rollback to what was live before it.
    await deploy('publish', 'jobs', '--from', build('jobs', 'three'));
    const v3 = (await hostsCaughtUp()).remotes.jobs!.version;
    for (const page of await Promise.all(hosts.map((host) => host.inject({ url: '/pracuj-z-nami', headers: HTML })))) {
      expect(page.body).toContain(`/remotes/jobs/${v3}/remoteEntry.js`);
    }
    expect((await deploy('rollback', 'jobs'))[0]).toBe(`jobs: ${v3} -> ${v1} (live from the next page load)`);
    expect((await hostsCaughtUp()).remotes.jobs?.version).toBe(v1);
    for (const page of await Promise.all(hosts.map((host) => host.inject({ url: '/pracuj-z-nami', headers: HTML })))) {
      expect(page.body).toContain(`/remotes/jobs/${v1}/remoteEntry.js`);
    }
    // status and check-shell read the bucket too (check-shell: the stored build facts).
    const status = await deploy('status');
    expect(status[0]).toBe(`store ${env.REMOTE_STORE_URL}/, registry revision ${(await readRegistry({ objectStore: createObjectStore(env) }))?.revision}`);
    expect(status.find((line) => line.startsWith('jobs '))).toMatch(new RegExp(`^jobs +${v1} .* 3 +-$`));
    fs.writeFileSync(path.join(shellDir, 'build-facts.json'), fs.readFileSync(path.join(build('jobs', 'x'), 'build-facts.json')));
    expect(await runCli(['check-shell'], { out: () => undefined, err: () => undefined }, { objectStore: createObjectStore(env), shellDir })).toBe(0);
  }, 30_000);

  it('a host started later catches up with everything live; one that cannot reach the bucket keeps serving its copy, and follows again', async () => {
    await deploy('publish', 'jobs', '--from', build('jobs', 'one'));
    await deploy('publish', 'jobs', '--from', build('jobs', 'two'), '--canary', '10');
    const bucket = createObjectStore(env);
    let reachable = true;
    const flaky: ObjectStore = {
      location: bucket.location,
      get: async (key) => (reachable ? bucket.get(key) : Promise.reject(new Error(`${bucket.location}: get ${key} failed (connect ECONNREFUSED)`))),
      stream: (key) => bucket.stream(key),
      put: (key, body, options) => bucket.put(key, body, options),
      list: (prefix) => bucket.list(prefix),
      delete: (key) => bucket.delete(key),
    };
    const late = createGateway({ shellDir, storeDir: path.join(makeTempDir('deploy-host-late-'), 'store'), mirror: { source: flaky, intervalMs: 50 } });
    hosts.push(late);
    const live = await hostsCaughtUp();
    for (const version of [live.remotes.jobs!.version, live.remotes.jobs!.canary!.version]) {
      expect((await late.inject({ url: `/remotes/jobs/${version}/mf-manifest.json` })).statusCode).toBe(200);
    }

    reachable = false;
    await deploy('rollback', 'jobs');
    await new Promise((resolve) => setTimeout(resolve, 200)); // several rounds, each failing
    const stale = await late.inject({ url: '/registry.json' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<StoreRegistry>().revision).toBe(live.revision);
    expect((await late.inject({ url: '/pracuj-z-nami', headers: HTML })).statusCode).toBe(200);

    reachable = true;
    expect((await hostsCaughtUp()).remotes.jobs?.canary).toBeUndefined();
  }, 30_000);
});

describe('a gateway host from its environment', () => {
  it('mirrors the bucket of REMOTE_STORE_URL every MIRROR_INTERVAL_SECONDS; without REMOTE_STORE_URL its folder is the store', () => {
    expect(readMirrorEnv({ REMOTE_STORE_DIR: '/srv/salon/store' })).toBeUndefined();
    const mirror = readMirrorEnv({ REMOTE_STORE_URL: 's3://site/production', MIRROR_INTERVAL_SECONDS: '2.5' });
    expect(mirror?.source.location).toBe('s3://site/production/');
    expect(mirror?.intervalMs).toBe(2500);
    expect(readMirrorEnv({ REMOTE_STORE_URL: 's3://site' })?.intervalMs).toBe(1000);
  });

  it('refuses a bad interval or S3 setting, naming the variable', () => {
    expect(() => readMirrorEnv({ REMOTE_STORE_URL: 's3://site', MIRROR_INTERVAL_SECONDS: 'often' })).toThrow(
      'MIRROR_INTERVAL_SECONDS must be a number of seconds, at least 0.1, not "often"',
    );
    expect(() => readMirrorEnv({ REMOTE_STORE_URL: 's3://site', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
  });

  it('the CLI says in one line what the bucket answered when it fails', async () => {
    const err: string[] = [];
    const store = createObjectStore({ ...env, REMOTE_STORE_URL: 's3://no-such-bucket/site' });
    expect(await runCli(['status'], { out: () => undefined, err: (line) => err.push(line) }, { objectStore: store })).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^error: s3:\/\/no-such-bucket\/site\/: get registry\.json failed \(NoSuchBucket, HTTP 404\): [^\n]*$/)]);
  });
});
