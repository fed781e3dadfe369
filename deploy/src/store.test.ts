import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Value } from '@sinclair/typebox/value';
import { REMOTE_NAMES, RegistrySchema } from '@salon/contracts';
import { BUILD_FACTS_FILE, type BuildFacts } from '@salon/contracts/build-facts';
import {
  DeployError,
  StoreRegistrySchema,
  hashBuild,
  parseRemoteName,
  promote,
  publish,
  readRegistry,
  rollback,
  setCanaryShare,
  status,
} from './store.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';

let storeDir: string;
let builds: string;

/** A fresh fake build of `remote` whose entry file says `content`. */
function build(remote: string, content = 'v1', options: Parameters<typeof makeFakeBuild>[2] = {}): string {
  return makeFakeBuild(fs.mkdtempSync(path.join(builds, `${remote}-`)), remote, { content, ...options });
}

function liveVersion(remote: 'jobs' | 'auth' | 'booking' = 'jobs'): string | undefined {
  return readRegistry({ storeDir })?.remotes[remote]?.version;
}

beforeEach(() => {
  storeDir = path.join(makeTempDir(), 'store');
  builds = makeTempDir('deploy-builds-');
});
afterEach(removeTempDirs);

describe('publish', () => {
  it('stores the build as an immutable version and makes it live', () => {
    const from = build('jobs');
    const result = publish('jobs', { from, storeDir });

    expect(result.changed).toBe(true);
    expect(result.version).toBe(`v1-${hashBuild(from).slice(0, 8)}`);
    const folder = path.join(storeDir, 'remotes', 'jobs', result.version);
    expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('"v1"');
    expect(fs.readFileSync(path.join(folder, 'assets', 'chunk.0123abcd.js'), 'utf8')).toContain('chunk');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'assets/chunk.0123abcd.js']) {
      expect(fs.statSync(path.join(folder, file)).mode & 0o222).toBe(0); // no write bit for anyone
    }

    const registry = readRegistry({ storeDir });
    expect(Value.Check(StoreRegistrySchema, registry)).toBe(true);
    expect(registry?.remotes.jobs).toEqual({
      entry: `/remotes/jobs/${result.version}/mf-manifest.json`,
      version: result.version,
    });
    // Nothing half-written is left behind.
    expect(fs.readdirSync(storeDir).sort()).toEqual(['history.json', 'registry.json', 'remotes']);
  });

  it('hashes content, not timestamps: the same bytes give the same hash', () => {
    expect(hashBuild(build('jobs', 'same'))).toBe(hashBuild(build('jobs', 'same')));
    expect(hashBuild(build('jobs', 'one'))).not.toBe(hashBuild(build('jobs', 'two')));
  });

  it('refuses a build that lacks a module the shell requires, naming it', () => {
    const from = build('auth', 'v1', { exposes: ['./routes'] });
    expect(() => publish('auth', { from, storeDir })).toThrow(DeployError);
    expect(() => publish('auth', { from, storeDir })).toThrow(/does not expose \.\/dialog-host.*exposes: \.\/routes/);
    expect(fs.existsSync(path.join(storeDir, 'registry.json'))).toBe(false);
    expect(fs.existsSync(path.join(storeDir, 'remotes'))).toBe(false);
  });

  it('refuses the build of another remote', () => {
    const from = build('blog', 'v1', { name: 'blog', exposes: ['./routes'] });
    expect(() => publish('jobs', { from, storeDir })).toThrow(/build of "blog", not of "jobs"/);
    expect(readRegistry({ storeDir })).toBeUndefined();
  });

  it('refuses a missing build directory and a directory without a manifest', () => {
    const missing = path.join(builds, 'nope');
    expect(() => publish('jobs', { from: missing, storeDir })).toThrow(/no build of jobs at .*nope/);
    const empty = fs.mkdtempSync(path.join(builds, 'empty-'));
    expect(() => publish('jobs', { from: empty, storeDir })).toThrow(/has no mf-manifest\.json/);
  });

  it('refuses a build with a fixed publicPath or without its remote entry file', () => {
    expect(() => publish('jobs', { from: build('jobs', 'v1', { publicPath: '/' }), storeDir })).toThrow(
      /publicPath "\/".*"auto"/,
    );
    expect(() => publish('jobs', { from: build('jobs', 'v1', { withoutEntry: true }), storeDir })).toThrow(
      /remoteEntry\.js/,
    );
  });

  it('refuses a build whose compressed copy is not its file compressed, and takes one whose copies match', () => {
    const dir = build('jobs', 'v1');
    const entry = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(`${entry}.br`, brotliCompressSync(fs.readFileSync(entry)));
    fs.writeFileSync(`${entry}.gz`, gzipSync(fs.readFileSync(entry)));
    expect(publish('jobs', { from: dir, storeDir }).changed).toBe(true);

    // The file edited after the build: its copies would still serve the old code.
    fs.appendFileSync(entry, '/* patched */');
    expect(() => publish('jobs', { from: dir, storeDir })).toThrow(/remoteEntry\.js\.br is not remoteEntry\.js compressed.*rebuild/);
    fs.writeFileSync(`${entry}.br`, brotliCompressSync(fs.readFileSync(entry)));
    expect(() => publish('jobs', { from: dir, storeDir })).toThrow(/remoteEntry\.js\.gz is not remoteEntry\.js compressed/);
    fs.writeFileSync(`${entry}.gz`, 'not gzip at all');
    expect(() => publish('jobs', { from: dir, storeDir })).toThrow(/remoteEntry\.js\.gz is not/);
    fs.writeFileSync(`${entry}.gz`, gzipSync(fs.readFileSync(entry)));
    expect(publish('jobs', { from: dir, storeDir }).changed).toBe(true);
  });

  it('refuses an unknown remote, listing the valid ones', () => {
    expect(() => publish('nope' as 'jobs', { from: build('jobs'), storeDir })).toThrow(
      `unknown remote "nope"; valid remotes: ${REMOTE_NAMES.join(', ')}`,
    );
    expect(() => parseRemoteName('Jobs')).toThrow(/valid remotes: booking, auth/);
  });

  it('numbers versions v1, v2, v3 per remote, even for identical content without ifChanged', () => {
    const a = publish('jobs', { from: build('jobs', 'a'), storeDir });
    const b = publish('jobs', { from: build('jobs', 'b'), storeDir });
    const again = publish('jobs', { from: build('jobs', 'b'), storeDir });
    const other = publish('booking', { from: build('booking', 'a'), storeDir });

    expect([a.version, b.version, again.version].map((v) => v.split('-')[0])).toEqual(['v1', 'v2', 'v3']);
    expect(again.version.split('-')[1]).toBe(b.version.split('-')[1]);
    expect(other.version).toMatch(/^v1-[0-9a-f]{8}$/);
    expect(fs.readdirSync(path.join(storeDir, 'remotes', 'jobs')).sort()).toEqual(
      [a.version, b.version, again.version].sort(),
    );
  });

  it('keeps the other remotes live when one is published', () => {
    const jobs = publish('jobs', { from: build('jobs'), storeDir });
    publish('booking', { from: build('booking'), storeDir });
    expect(liveVersion('jobs')).toBe(jobs.version);
    expect(Object.keys(readRegistry({ storeDir })?.remotes ?? {})).toEqual(['booking', 'jobs']);
  });

  it('writes a registry that satisfies the contract once every remote is published', () => {
    for (const remote of REMOTE_NAMES) publish(remote, { from: build(remote), storeDir });
    expect(Value.Check(RegistrySchema, readRegistry({ storeDir }))).toBe(true);
  });
});

describe('publish against the live shell (decision 0037)', () => {
  let shellDir: string;
  beforeEach(() => {
    shellDir = makeTempDir('shell-');
    const facts: BuildFacts = { app: 'shell', contract: '1.2.0', singletons: { react: { required: '19.3.1', version: '19.3.1' } } };
    fs.writeFileSync(path.join(shellDir, BUILD_FACTS_FILE), JSON.stringify(facts));
  });
  const incompatible = { contract: '2.0.0', singletons: { react: { required: '19.4.0', version: '19.4.0' } } };

  it('publishes a build that runs under it', () => {
    const result = publish('jobs', { storeDir, from: build('jobs', 'v1', { facts: { contract: '1.0.0', singletons: { react: { required: '19.3.1', version: '19.3.1' } } } }), shellDir });
    expect(result).toMatchObject({ changed: true, forced: [] });
    expect(liveVersion()).toBe(result.version);
  });

  it('refuses, in one line naming each reason, a build of another contract major or needing a newer singleton; nothing changes', () => {
    const live = publish('jobs', { storeDir, from: build('jobs', 'v1', { facts: { contract: '1.0.0' } }), shellDir }).version;
    expect(() => publish('jobs', { storeDir, from: build('jobs', 'v2', { facts: incompatible }), shellDir })).toThrow(
      new DeployError(
        'jobs would break under the live shell: built against contract 2.0.0, the live shell provides contract 1.2.0; needs react 19.4.0, the live shell provides 19.3.1 (--force publishes it anyway, recorded in history.json)',
      ),
    );
    expect(() => publish('jobs', { storeDir, from: build('jobs', 'v3', { facts: null }), shellDir })).toThrow(/jobs would break under the live shell: the build declares no contract/);
    expect(liveVersion()).toBe(live);
    expect(status({ storeDir }).remotes.find((r) => r.remote === 'jobs')!.versions).toHaveLength(1);
  });

  it('with force, publishes it and records why in history.json', () => {
    const result = publish('jobs', { storeDir, from: build('jobs', 'v2', { facts: incompatible }), shellDir, force: true });
    expect(result.forced).toHaveLength(2);
    expect(liveVersion()).toBe(result.version);
    const history = JSON.parse(fs.readFileSync(path.join(storeDir, 'history.json'), 'utf8'));
    expect(history.remotes.jobs.activations.at(-1)).toMatchObject({ version: result.version, action: 'publish', forced: result.forced });
  });

  it('does not check what changes nothing (an unchanged build with ifChanged), nor without a shell to compare with', () => {
    const from = build('jobs', 'v1', { facts: incompatible });
    const first = publish('jobs', { storeDir, from, force: true, shellDir });
    expect(publish('jobs', { storeDir, from, ifChanged: true, shellDir })).toMatchObject({ version: first.version, changed: false });
    expect(publish('jobs', { storeDir, from: build('jobs', 'v2', { facts: incompatible }), shellDir: path.join(shellDir, 'none') })).toMatchObject({
      changed: true,
      notChecked: expect.stringContaining('no shell build'),
    });
  });
});

describe('publish with ifChanged', () => {
  it('copies and changes nothing when the content is already stored', () => {
    const first = publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });
    const before = fs.readFileSync(path.join(storeDir, 'registry.json'), 'utf8');
    const again = publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });

    expect(first.changed).toBe(true);
    expect(again).toMatchObject({ changed: false, version: first.version });
    expect(fs.readFileSync(path.join(storeDir, 'registry.json'), 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(storeDir, 'remotes', 'jobs'))).toEqual([first.version]);
  });

  it('keeps a rolled-back version live when the newer build is published again (a restart)', () => {
    const old = publish('jobs', { from: build('jobs', 'old'), storeDir });
    const newer = publish('jobs', { from: build('jobs', 'new'), storeDir });
    rollback('jobs', { storeDir });
    expect(liveVersion()).toBe(old.version);

    const restart = publish('jobs', { from: build('jobs', 'new'), storeDir, ifChanged: true });
    expect(restart).toMatchObject({ changed: false, version: newer.version });
    expect(liveVersion()).toBe(old.version);
  });

  it('publishes new content as usual', () => {
    publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });
    const b = publish('jobs', { from: build('jobs', 'b'), storeDir, ifChanged: true });
    expect(b.changed).toBe(true);
    expect(b.version).toMatch(/^v2-/);
    expect(liveVersion()).toBe(b.version);
  });

  it('points at the stored copy when the registry lost the remote, without copying', () => {
    const a = publish('jobs', { from: build('jobs', 'a'), storeDir });
    fs.rmSync(path.join(storeDir, 'registry.json'));
    const again = publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });
    expect(again).toMatchObject({ changed: true, version: a.version });
    expect(liveVersion()).toBe(a.version);
    expect(fs.readdirSync(path.join(storeDir, 'remotes', 'jobs'))).toEqual([a.version]);
  });
});

describe('rollback', () => {
  it('goes back one live version per call, then errors clearly', () => {
    const v1 = publish('jobs', { from: build('jobs', '1'), storeDir }).version;
    const v2 = publish('jobs', { from: build('jobs', '2'), storeDir }).version;
    const v3 = publish('jobs', { from: build('jobs', '3'), storeDir }).version;

    expect(rollback('jobs', { storeDir })).toEqual({ remote: 'jobs', version: v2, previous: v3, changed: true });
    expect(liveVersion()).toBe(v2);
    expect(rollback('jobs', { storeDir })).toMatchObject({ version: v1, previous: v2 });
    expect(liveVersion()).toBe(v1);
    expect(() => rollback('jobs', { storeDir })).toThrow(/no earlier live version to roll back to \(live: v1-/);
    expect(liveVersion()).toBe(v1);
  });

  it('errors for a remote with one version or none', () => {
    expect(() => rollback('jobs', { storeDir })).toThrow(/jobs has no earlier live version.*live: none/);
    publish('jobs', { from: build('jobs'), storeDir });
    expect(() => rollback('jobs', { storeDir })).toThrow(DeployError);
  });

  it('returns to what was live before a promote', () => {
    const v1 = publish('jobs', { from: build('jobs', '1'), storeDir }).version;
    publish('jobs', { from: build('jobs', '2'), storeDir });
    const v3 = publish('jobs', { from: build('jobs', '3'), storeDir }).version;
    promote('jobs', v1, { storeDir });
    expect(rollback('jobs', { storeDir }).version).toBe(v3);
  });

  it('does not touch the files of any version', () => {
    publish('jobs', { from: build('jobs', '1'), storeDir });
    const v2 = publish('jobs', { from: build('jobs', '2'), storeDir }).version;
    const entry = path.join(storeDir, 'remotes', 'jobs', v2, 'remoteEntry.js');
    const before = fs.statSync(entry).mtimeMs;
    rollback('jobs', { storeDir });
    expect(fs.statSync(entry).mtimeMs).toBe(before);
  });
});

describe('promote', () => {
  it('makes any stored version live', () => {
    const v1 = publish('jobs', { from: build('jobs', '1'), storeDir }).version;
    const v2 = publish('jobs', { from: build('jobs', '2'), storeDir }).version;
    expect(promote('jobs', v1, { storeDir })).toEqual({ remote: 'jobs', version: v1, previous: v2, changed: true });
    expect(liveVersion()).toBe(v1);
    expect(promote('jobs', v2, { storeDir }).version).toBe(v2);
    expect(liveVersion()).toBe(v2);
  });

  it('refuses a version that is not stored, listing the stored ones', () => {
    const v1 = publish('jobs', { from: build('jobs'), storeDir }).version;
    expect(() => promote('jobs', 'v9-deadbeef', { storeDir })).toThrow(
      `jobs has no stored version "v9-deadbeef"; stored: ${v1}`,
    );
    expect(() => promote('booking', v1, { storeDir })).toThrow(/booking has no stored version.*stored: none/);
  });

  it('changes nothing when the version is already live', () => {
    const v1 = publish('jobs', { from: build('jobs'), storeDir }).version;
    const revision = readRegistry({ storeDir })?.revision;
    expect(promote('jobs', v1, { storeDir }).changed).toBe(false);
    expect(readRegistry({ storeDir })?.revision).toBe(revision);
  });
});

describe('canary (decision 0038)', () => {
  function history(): { remotes: Record<string, { activations: Array<Record<string, unknown>> }> } {
    return JSON.parse(fs.readFileSync(path.join(storeDir, 'history.json'), 'utf8'));
  }

  it('publishes a version beside the live one for a share of visitors; the registry carries both', () => {
    const stable = publish('booking', { from: build('booking', '1'), storeDir }).version;
    const result = publish('booking', { from: build('booking', '2'), storeDir, canary: 10 });

    const entry = readRegistry({ storeDir })?.remotes.booking;
    expect(entry).toEqual({
      entry: `/remotes/booking/${stable}/mf-manifest.json`,
      version: stable,
      canary: { entry: `/remotes/booking/${result.version}/mf-manifest.json`, version: result.version, percent: 10 },
    });
    expect(Value.Check(StoreRegistrySchema, readRegistry({ storeDir }))).toBe(true);
    expect(history().remotes.booking!.activations.at(-1)).toMatchObject({ action: 'canary', version: stable, canary: { version: result.version, percent: 10 } });
    const line = status({ storeDir }).remotes.find((r) => r.remote === 'booking');
    expect(line?.live).toBe(stable);
    expect(line?.canary).toMatchObject({ version: result.version, percent: 10 });
    expect(line?.canary?.since).toBe(history().remotes.booking!.activations.at(-1)!.at);
  });

  it('refuses a canary with nothing live beside it, and a share outside 0.01–99.99 %', () => {
    expect(() => publish('booking', { from: build('booking', '1'), storeDir, canary: 10 })).toThrow(/no live version .* without --canary first/);
    publish('booking', { from: build('booking', '1'), storeDir });
    for (const percent of [0, 100, -5, 12.345, Number.NaN]) {
      expect(() => publish('booking', { from: build('booking', '2'), storeDir, canary: percent })).toThrow(/0\.01 to 99\.99/);
    }
    expect(status({ storeDir }).remotes.find((r) => r.remote === 'booking')?.versions).toHaveLength(1);
  });

  it('rollback ends the canary, keeping the stable version, and records why; a second rollback goes back as before', () => {
    const v1 = publish('booking', { from: build('booking', '1'), storeDir }).version;
    const v2 = publish('booking', { from: build('booking', '2'), storeDir }).version;
    const v3 = publish('booking', { from: build('booking', '3'), storeDir, canary: 50 }).version;

    const ended = rollback('booking', { storeDir, reason: 'watch: 25 failures' });
    expect(ended).toEqual({ remote: 'booking', version: v2, previous: v2, changed: true, endedCanary: v3 });
    expect(readRegistry({ storeDir })?.remotes.booking).toEqual({ entry: `/remotes/booking/${v2}/mf-manifest.json`, version: v2 });
    expect(history().remotes.booking!.activations.at(-1)).toMatchObject({ action: 'end-canary', version: v2, reason: 'watch: 25 failures' });
    expect(status({ storeDir }).remotes.find((r) => r.remote === 'booking')?.lastActivation?.reason).toBe('watch: 25 failures');

    // The canary never was the live version: the next rollback undoes the publish of v2.
    expect(rollback('booking', { storeDir }).version).toBe(v1);
  });

  it('promote ends the canary for everyone, on the canary or on any version', () => {
    const v1 = publish('booking', { from: build('booking', '1'), storeDir }).version;
    const v2 = publish('booking', { from: build('booking', '2'), storeDir, canary: 5 }).version;
    expect(promote('booking', v2, { storeDir })).toEqual({ remote: 'booking', version: v2, previous: v1, changed: true, endedCanary: v2 });
    expect(readRegistry({ storeDir })?.remotes.booking).toEqual({ entry: `/remotes/booking/${v2}/mf-manifest.json`, version: v2 });
    expect(rollback('booking', { storeDir }).version).toBe(v1);

    const v3 = publish('booking', { from: build('booking', '3'), storeDir, canary: 5 }).version;
    // Promoting the stable version itself is not "nothing to do" while a canary runs: it ends it.
    expect(promote('booking', v1, { storeDir })).toMatchObject({ version: v1, changed: true, endedCanary: v3 });
    expect(readRegistry({ storeDir })?.remotes.booking?.canary).toBeUndefined();
  });

  it('a full publish, or another canary, replaces the running canary', () => {
    publish('booking', { from: build('booking', '1'), storeDir });
    const v2 = publish('booking', { from: build('booking', '2'), storeDir, canary: 5 }).version;
    const v3 = publish('booking', { from: build('booking', '3'), storeDir, canary: 20 });
    expect(v3.endedCanary).toBe(v2);
    expect(readRegistry({ storeDir })?.remotes.booking?.canary).toMatchObject({ version: v3.version, percent: 20 });
    const v4 = publish('booking', { from: build('booking', '4'), storeDir });
    expect(v4.endedCanary).toBe(v3.version);
    expect(readRegistry({ storeDir })?.remotes.booking).toEqual({ entry: `/remotes/booking/${v4.version}/mf-manifest.json`, version: v4.version });
  });

  it("changes a canary's share, and refuses without a canary", () => {
    publish('booking', { from: build('booking', '1'), storeDir });
    expect(() => setCanaryShare('booking', 20, { storeDir })).toThrow(/booking has no canary/);
    const v2 = publish('booking', { from: build('booking', '2'), storeDir, canary: 5 }).version;
    expect(setCanaryShare('booking', 25, { storeDir })).toMatchObject({ version: v2, changed: true, percent: 25 });
    expect(readRegistry({ storeDir })?.remotes.booking?.canary?.percent).toBe(25);
    expect(setCanaryShare('booking', 25, { storeDir }).changed).toBe(false);
    expect(() => setCanaryShare('booking', 100, { storeDir })).toThrow(/"promote"/);
  });
});

describe('status', () => {
  it('lists every remote with its live version and stored versions, newest first', () => {
    expect(status({ storeDir }).revision).toBeUndefined();
    const v1 = publish('jobs', { from: build('jobs', '1'), storeDir }).version;
    const v2 = publish('jobs', { from: build('jobs', '2'), storeDir }).version;
    rollback('jobs', { storeDir });

    const report = status({ storeDir });
    expect(report.remotes.map((r) => r.remote)).toEqual([...REMOTE_NAMES]);
    const jobs = report.remotes.find((r) => r.remote === 'jobs');
    expect(jobs?.live).toBe(v1);
    expect(jobs?.versions.map((v) => [v.version, v.live])).toEqual([
      [v2, false],
      [v1, true],
    ]);
    expect(jobs?.versions[0]?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(report.remotes.find((r) => r.remote === 'shop')).toEqual({ remote: 'shop', live: undefined, versions: [] });
    expect(report.revision).toBe(readRegistry({ storeDir })?.revision);
  });
});

describe('registry writes', () => {
  it('change the revision on every write', () => {
    const revisions = new Set<string | undefined>();
    const v1 = publish('jobs', { from: build('jobs', '1'), storeDir }).version;
    revisions.add(readRegistry({ storeDir })?.revision);
    publish('jobs', { from: build('jobs', '2'), storeDir });
    revisions.add(readRegistry({ storeDir })?.revision);
    rollback('jobs', { storeDir });
    revisions.add(readRegistry({ storeDir })?.revision);
    publish('booking', { from: build('booking'), storeDir });
    revisions.add(readRegistry({ storeDir })?.revision);
    promote('jobs', v1, { storeDir }); // already live: no write
    revisions.add(readRegistry({ storeDir })?.revision);
    expect(revisions.size).toBe(4);
    expect([...revisions].every((r) => typeof r === 'string' && r.length > 0)).toBe(true);
  });

  it('refuse to read a registry that is not valid', () => {
    fs.mkdirSync(storeDir, { recursive: true });
    fs.writeFileSync(path.join(storeDir, 'registry.json'), '{"revision":1}');
    expect(() => readRegistry({ storeDir })).toThrow(/is not a valid registry/);
  });
});

describe('the store lock', () => {
  it('makes a second command wait, then give up with a clear message', () => {
    publish('jobs', { from: build('jobs', '1'), storeDir });
    publish('jobs', { from: build('jobs', '2'), storeDir });
    const lock = path.join(storeDir, '.lock');
    fs.mkdirSync(lock);
    fs.writeFileSync(
      path.join(lock, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: os.hostname(), since: 'now' }),
    );
    const started = Date.now();
    expect(() => rollback('jobs', { storeDir, lockWaitMs: 200 })).toThrow(
      new RegExp(`store is locked by pid ${process.pid}.*remove .*\\.lock`),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    fs.rmSync(lock, { recursive: true });
    expect(rollback('jobs', { storeDir }).changed).toBe(true);
  });

  it('takes over a lock whose process is gone', () => {
    publish('jobs', { from: build('jobs', '1'), storeDir });
    const lock = path.join(storeDir, '.lock');
    fs.mkdirSync(lock);
    // Far above any pid Linux hands out by default: no such process.
    fs.writeFileSync(
      path.join(lock, 'owner.json'),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), since: 'long ago' }),
    );
    expect(publish('jobs', { from: build('jobs', '2'), storeDir, lockWaitMs: 200 }).version).toMatch(/^v2-/);
    expect(fs.existsSync(lock)).toBe(false);
  });
});
