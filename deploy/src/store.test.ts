import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Value } from '@sinclair/typebox/value';
import { REMOTE_NAMES, RegistrySchema } from '@salon/contracts';
import { BUILD_COMMIT_FILE, BUILD_FACTS_FILE, type BuildFacts } from '@salon/contracts/build-facts';
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

async function liveVersion(remote: 'jobs' | 'auth' | 'booking' = 'jobs'): Promise<string | undefined> {
  return (await readRegistry({ storeDir }))?.remotes[remote]?.version;
}

beforeEach(() => {
  storeDir = path.join(makeTempDir(), 'store');
  builds = makeTempDir('deploy-builds-');
});
afterEach(removeTempDirs);

describe('publish', () => {
  it('stores the build as an immutable version and makes it live', async () => {
    const from = build('jobs');
    const result = await publish('jobs', { from, storeDir });

    expect(result.changed).toBe(true);
    expect(result.version).toBe(`v1-${hashBuild(from).slice(0, 8)}`);
    const folder = path.join(storeDir, 'remotes', 'jobs', result.version);
    expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('"v1"');
    expect(fs.readFileSync(path.join(folder, 'assets', 'chunk.0123abcd.js'), 'utf8')).toContain('chunk');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'assets/chunk.0123abcd.js']) {
      expect(fs.statSync(path.join(folder, file)).mode & 0o222).toBe(0); // no write bit for anyone
    }

    const registry = await readRegistry({ storeDir });
    expect(Value.Check(StoreRegistrySchema, registry)).toBe(true);
    expect(registry?.remotes.jobs).toEqual({
      entry: `/remotes/jobs/${result.version}/mf-manifest.json`,
      version: result.version,
    });
    // Nothing half-written is left behind: no staging, no lock, no temporary file of the
    // folder backend (its .object-store/ keeps only empty bookkeeping folders).
    expect(fs.readdirSync(storeDir).filter((name) => name !== '.object-store').sort()).toEqual(['history.json', 'registry.json', 'remotes']);
    expect(fs.readdirSync(path.join(storeDir, '.object-store', 'tmp'))).toEqual([]);
  });

  it('hashes content, not timestamps: the same bytes give the same hash', () => {
    expect(hashBuild(build('jobs', 'same'))).toBe(hashBuild(build('jobs', 'same')));
    expect(hashBuild(build('jobs', 'one'))).not.toBe(hashBuild(build('jobs', 'two')));
  });

  it('refuses a build that lacks a module the shell requires, naming it', async () => {
    const from = build('auth', 'v1', { exposes: ['./routes'] });
    await expect(publish('auth', { from, storeDir })).rejects.toThrow(DeployError);
    await expect(publish('auth', { from, storeDir })).rejects.toThrow(/does not expose \.\/dialog-host.*exposes: \.\/routes/);
    expect(fs.existsSync(path.join(storeDir, 'registry.json'))).toBe(false);
    expect(fs.existsSync(path.join(storeDir, 'remotes'))).toBe(false);
  });

  it('refuses the build of another remote', async () => {
    const from = build('blog', 'v1', { name: 'blog', exposes: ['./routes'] });
    await expect(publish('jobs', { from, storeDir })).rejects.toThrow(/build of "blog", not of "jobs"/);
    expect(await readRegistry({ storeDir })).toBeUndefined();
  });

  it('refuses a missing build directory and a directory without a manifest', async () => {
    const missing = path.join(builds, 'nope');
    await expect(publish('jobs', { from: missing, storeDir })).rejects.toThrow(/no build of jobs at .*nope/);
    const empty = fs.mkdtempSync(path.join(builds, 'empty-'));
    await expect(publish('jobs', { from: empty, storeDir })).rejects.toThrow(/has no mf-manifest\.json/);
  });

  it('refuses a build with a fixed publicPath or without its remote entry file', async () => {
    await expect(publish('jobs', { from: build('jobs', 'v1', { publicPath: '/' }), storeDir })).rejects.toThrow(
      /publicPath "\/".*"auto"/,
    );
    await expect(publish('jobs', { from: build('jobs', 'v1', { withoutEntry: true }), storeDir })).rejects.toThrow(
      /remoteEntry\.js/,
    );
  });

  it('refuses a build whose compressed copy is not its file compressed, and takes one whose copies match', async () => {
    const dir = build('jobs', 'v1');
    const entry = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(`${entry}.br`, brotliCompressSync(fs.readFileSync(entry)));
    fs.writeFileSync(`${entry}.gz`, gzipSync(fs.readFileSync(entry)));
    expect((await publish('jobs', { from: dir, storeDir })).changed).toBe(true);

    // The file edited after the build: its copies would still serve the old code.
    fs.appendFileSync(entry, '/* patched */');
    await expect(publish('jobs', { from: dir, storeDir })).rejects.toThrow(/remoteEntry\.js\.br is not remoteEntry\.js compressed.*rebuild/);
    fs.writeFileSync(`${entry}.br`, brotliCompressSync(fs.readFileSync(entry)));
    await expect(publish('jobs', { from: dir, storeDir })).rejects.toThrow(/remoteEntry\.js\.gz is not remoteEntry\.js compressed/);
    fs.writeFileSync(`${entry}.gz`, 'not gzip at all');
    await expect(publish('jobs', { from: dir, storeDir })).rejects.toThrow(/remoteEntry\.js\.gz is not/);
    fs.writeFileSync(`${entry}.gz`, gzipSync(fs.readFileSync(entry)));
    expect((await publish('jobs', { from: dir, storeDir })).changed).toBe(true);
  });

  it('refuses an unknown remote, listing the valid ones', async () => {
    await expect(publish('nope' as 'jobs', { from: build('jobs'), storeDir })).rejects.toThrow(
      `unknown remote "nope"; valid remotes: ${REMOTE_NAMES.join(', ')}`,
    );
    expect(() => parseRemoteName('Jobs')).toThrow(/valid remotes: booking, auth/);
  });

  it('numbers versions v1, v2, v3 per remote, even for identical content without ifChanged', async () => {
    const a = await publish('jobs', { from: build('jobs', 'a'), storeDir });
    const b = await publish('jobs', { from: build('jobs', 'b'), storeDir });
    const again = await publish('jobs', { from: build('jobs', 'b'), storeDir });
    const other = await publish('booking', { from: build('booking', 'a'), storeDir });

    expect([a.version, b.version, again.version].map((v) => v.split('-')[0])).toEqual(['v1', 'v2', 'v3']);
    expect(again.version.split('-')[1]).toBe(b.version.split('-')[1]);
    expect(other.version).toMatch(/^v1-[0-9a-f]{8}$/);
    expect(fs.readdirSync(path.join(storeDir, 'remotes', 'jobs')).sort()).toEqual(
      [a.version, b.version, again.version].sort(),
    );
  });

  it('keeps the other remotes live when one is published', async () => {
    const jobs = await publish('jobs', { from: build('jobs'), storeDir });
    await publish('booking', { from: build('booking'), storeDir });
    expect(await liveVersion('jobs')).toBe(jobs.version);
    expect(Object.keys((await readRegistry({ storeDir }))?.remotes ?? {})).toEqual(['booking', 'jobs']);
  });

  it('writes a registry that satisfies the contract once every remote is published', async () => {
    for (const remote of REMOTE_NAMES) await publish(remote, { from: build(remote), storeDir });
    expect(Value.Check(RegistrySchema, await readRegistry({ storeDir }))).toBe(true);
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

  it('publishes a build that runs under it', async () => {
    const result = await publish('jobs', { storeDir, from: build('jobs', 'v1', { facts: { contract: '1.0.0', singletons: { react: { required: '19.3.1', version: '19.3.1' } } } }), shellDir });
    expect(result).toMatchObject({ changed: true, forced: [] });
    expect(await liveVersion()).toBe(result.version);
  });

  it('refuses, in one line naming each reason, a build of another contract major or needing a newer singleton; nothing changes', async () => {
    const live = (await publish('jobs', { storeDir, from: build('jobs', 'v1', { facts: { contract: '1.0.0' } }), shellDir })).version;
    await expect(publish('jobs', { storeDir, from: build('jobs', 'v2', { facts: incompatible }), shellDir })).rejects.toThrow(
      new DeployError(
        'jobs would break under the live shell: built against contract 2.0.0, the live shell provides contract 1.2.0; needs react 19.4.0, the live shell provides 19.3.1 (--force publishes it anyway, recorded in history.json)',
      ),
    );
    await expect(publish('jobs', { storeDir, from: build('jobs', 'v3', { facts: null }), shellDir })).rejects.toThrow(/jobs would break under the live shell: the build declares no contract/);
    expect(await liveVersion()).toBe(live);
    expect((await status({ storeDir })).remotes.find((r) => r.remote === 'jobs')!.versions).toHaveLength(1);
  });

  it('with force, publishes it and records why in history.json', async () => {
    const result = await publish('jobs', { storeDir, from: build('jobs', 'v2', { facts: incompatible }), shellDir, force: true });
    expect(result.forced).toHaveLength(2);
    expect(await liveVersion()).toBe(result.version);
    const history = JSON.parse(fs.readFileSync(path.join(storeDir, 'history.json'), 'utf8'));
    expect(history.remotes.jobs.activations.at(-1)).toMatchObject({ version: result.version, action: 'publish', forced: result.forced });
  });

  it('does not check what changes nothing (an unchanged build with ifChanged), nor without a shell to compare with', async () => {
    const from = build('jobs', 'v1', { facts: incompatible });
    const first = await publish('jobs', { storeDir, from, force: true, shellDir });
    expect(await publish('jobs', { storeDir, from, ifChanged: true, shellDir })).toMatchObject({ version: first.version, changed: false });
    expect(await publish('jobs', { storeDir, from: build('jobs', 'v2', { facts: incompatible }), shellDir: path.join(shellDir, 'none') })).toMatchObject({
      changed: true,
      notChecked: expect.stringContaining('no shell build'),
    });
  });
});

describe('publish with ifChanged', () => {
  it('copies and changes nothing when the content is already stored', async () => {
    const first = await publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });
    const before = fs.readFileSync(path.join(storeDir, 'registry.json'), 'utf8');
    const again = await publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });

    expect(first.changed).toBe(true);
    expect(again).toMatchObject({ changed: false, version: first.version });
    expect(fs.readFileSync(path.join(storeDir, 'registry.json'), 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(storeDir, 'remotes', 'jobs'))).toEqual([first.version]);
  });

  it('keeps a rolled-back version live when the newer build is published again (a restart)', async () => {
    const old = await publish('jobs', { from: build('jobs', 'old'), storeDir });
    const newer = await publish('jobs', { from: build('jobs', 'new'), storeDir });
    await rollback('jobs', { storeDir });
    expect(await liveVersion()).toBe(old.version);

    const restart = await publish('jobs', { from: build('jobs', 'new'), storeDir, ifChanged: true });
    expect(restart).toMatchObject({ changed: false, version: newer.version });
    expect(await liveVersion()).toBe(old.version);
  });

  it('publishes new content as usual', async () => {
    await publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });
    const b = await publish('jobs', { from: build('jobs', 'b'), storeDir, ifChanged: true });
    expect(b.changed).toBe(true);
    expect(b.version).toMatch(/^v2-/);
    expect(await liveVersion()).toBe(b.version);
  });

  it('points at the stored copy when the registry lost the remote, without copying', async () => {
    const a = await publish('jobs', { from: build('jobs', 'a'), storeDir });
    fs.rmSync(path.join(storeDir, 'registry.json'));
    const again = await publish('jobs', { from: build('jobs', 'a'), storeDir, ifChanged: true });
    expect(again).toMatchObject({ changed: true, version: a.version });
    expect(await liveVersion()).toBe(a.version);
    expect(fs.readdirSync(path.join(storeDir, 'remotes', 'jobs'))).toEqual([a.version]);
  });
});

describe('rollback', () => {
  it('goes back one live version per call, then errors clearly', async () => {
    const v1 = (await publish('jobs', { from: build('jobs', '1'), storeDir })).version;
    const v2 = (await publish('jobs', { from: build('jobs', '2'), storeDir })).version;
    const v3 = (await publish('jobs', { from: build('jobs', '3'), storeDir })).version;

    expect(await rollback('jobs', { storeDir })).toEqual({ remote: 'jobs', version: v2, previous: v3, changed: true });
    expect(await liveVersion()).toBe(v2);
    expect(await rollback('jobs', { storeDir })).toMatchObject({ version: v1, previous: v2 });
    expect(await liveVersion()).toBe(v1);
    await expect(rollback('jobs', { storeDir })).rejects.toThrow(/no earlier live version to roll back to \(live: v1-/);
    expect(await liveVersion()).toBe(v1);
  });

  it('errors for a remote with one version or none', async () => {
    await expect(rollback('jobs', { storeDir })).rejects.toThrow(/jobs has no earlier live version.*live: none/);
    await publish('jobs', { from: build('jobs'), storeDir });
    await expect(rollback('jobs', { storeDir })).rejects.toThrow(DeployError);
  });

  it('returns to what was live before a promote', async () => {
    const v1 = (await publish('jobs', { from: build('jobs', '1'), storeDir })).version;
    await publish('jobs', { from: build('jobs', '2'), storeDir });
    const v3 = (await publish('jobs', { from: build('jobs', '3'), storeDir })).version;
    await promote('jobs', v1, { storeDir });
    expect((await rollback('jobs', { storeDir })).version).toBe(v3);
  });

  it('does not touch the files of any version', async () => {
    await publish('jobs', { from: build('jobs', '1'), storeDir });
    const v2 = (await publish('jobs', { from: build('jobs', '2'), storeDir })).version;
    const entry = path.join(storeDir, 'remotes', 'jobs', v2, 'remoteEntry.js');
    const before = fs.statSync(entry).mtimeMs;
    await rollback('jobs', { storeDir });
    expect(fs.statSync(entry).mtimeMs).toBe(before);
  });
});

describe('promote', () => {
  it('makes any stored version live', async () => {
    const v1 = (await publish('jobs', { from: build('jobs', '1'), storeDir })).version;
    const v2 = (await publish('jobs', { from: build('jobs', '2'), storeDir })).version;
    expect(await promote('jobs', v1, { storeDir })).toEqual({ remote: 'jobs', version: v1, previous: v2, changed: true });
    expect(await liveVersion()).toBe(v1);
    expect((await promote('jobs', v2, { storeDir })).version).toBe(v2);
    expect(await liveVersion()).toBe(v2);
  });

  it('refuses a version that is not stored, listing the stored ones', async () => {
    const v1 = (await publish('jobs', { from: build('jobs'), storeDir })).version;
    await expect(promote('jobs', 'v9-deadbeef', { storeDir })).rejects.toThrow(
      `jobs has no stored version "v9-deadbeef"; stored: ${v1}`,
    );
    await expect(promote('booking', v1, { storeDir })).rejects.toThrow(/booking has no stored version.*stored: none/);
  });

  it('changes nothing when the version is already live', async () => {
    const v1 = (await publish('jobs', { from: build('jobs'), storeDir })).version;
    const revision = (await readRegistry({ storeDir }))?.revision;
    expect((await promote('jobs', v1, { storeDir })).changed).toBe(false);
    expect((await readRegistry({ storeDir }))?.revision).toBe(revision);
  });
});

describe('the commit of each version (build-commit.json)', () => {
  it('records the commit the build was made from, and the same code built at another commit is the same version', async () => {
    const from = build('jobs', '1');
    fs.writeFileSync(path.join(from, BUILD_COMMIT_FILE), JSON.stringify({ commit: 'a'.repeat(40), dirty: false }));
    const first = await publish('jobs', { from, storeDir });
    fs.writeFileSync(path.join(from, BUILD_COMMIT_FILE), JSON.stringify({ commit: 'b'.repeat(40), dirty: true }));
    const again = await publish('jobs', { from, storeDir, ifChanged: true });
    expect(again).toMatchObject({ changed: false, version: first.version });
    const stored = (await status({ storeDir })).remotes.find((r) => r.remote === 'jobs')!.versions;
    expect(stored).toEqual([expect.objectContaining({ version: first.version, commit: 'a'.repeat(40) })]);
    expect(stored[0]!.dirty).toBeUndefined();
  });

  it('records nothing for a build without one, or one built outside a checkout', async () => {
    const from = build('jobs', '1');
    fs.writeFileSync(path.join(from, BUILD_COMMIT_FILE), JSON.stringify({ commit: 'unknown', dirty: false }));
    await publish('jobs', { from, storeDir });
    await publish('jobs', { from: build('jobs', '2'), storeDir });
    for (const version of (await status({ storeDir })).remotes.find((r) => r.remote === 'jobs')!.versions) expect(version.commit).toBeUndefined();
  });
});

describe('canary (decision 0038)', () => {
  function history(): { remotes: Record<string, { activations: Array<Record<string, unknown>> }> } {
    return JSON.parse(fs.readFileSync(path.join(storeDir, 'history.json'), 'utf8'));
  }

  it('publishes a version beside the live one for a share of visitors; the registry carries both', async () => {
    const stable = (await publish('booking', { from: build('booking', '1'), storeDir })).version;
    const result = await publish('booking', { from: build('booking', '2'), storeDir, canary: 10 });

    const entry = (await readRegistry({ storeDir }))?.remotes.booking;
    expect(entry).toEqual({
      entry: `/remotes/booking/${stable}/mf-manifest.json`,
      version: stable,
      canary: { entry: `/remotes/booking/${result.version}/mf-manifest.json`, version: result.version, percent: 10 },
    });
    expect(Value.Check(StoreRegistrySchema, await readRegistry({ storeDir }))).toBe(true);
    expect(history().remotes.booking!.activations.at(-1)).toMatchObject({ action: 'canary', version: stable, canary: { version: result.version, percent: 10 } });
    const line = (await status({ storeDir })).remotes.find((r) => r.remote === 'booking');
    expect(line?.live).toBe(stable);
    expect(line?.canary).toMatchObject({ version: result.version, percent: 10 });
    expect(line?.canary?.since).toBe(history().remotes.booking!.activations.at(-1)!.at);
  });

  it('refuses a canary with nothing live beside it, and a share outside 0.01–99.99 %', async () => {
    await expect(publish('booking', { from: build('booking', '1'), storeDir, canary: 10 })).rejects.toThrow(/no live version .* without --canary first/);
    await publish('booking', { from: build('booking', '1'), storeDir });
    for (const percent of [0, 100, -5, 12.345, Number.NaN]) {
      await expect(publish('booking', { from: build('booking', '2'), storeDir, canary: percent })).rejects.toThrow(/0\.01 to 99\.99/);
    }
    expect((await status({ storeDir })).remotes.find((r) => r.remote === 'booking')?.versions).toHaveLength(1);
  });

  it('rollback ends the canary, keeping the stable version, and records why; a second rollback goes back as before', async () => {
    const v1 = (await publish('booking', { from: build('booking', '1'), storeDir })).version;
    const v2 = (await publish('booking', { from: build('booking', '2'), storeDir })).version;
    const v3 = (await publish('booking', { from: build('booking', '3'), storeDir, canary: 50 })).version;

    const ended = await rollback('booking', { storeDir, reason: 'watch: 25 failures' });
    expect(ended).toEqual({ remote: 'booking', version: v2, previous: v2, changed: true, endedCanary: v3 });
    expect((await readRegistry({ storeDir }))?.remotes.booking).toEqual({ entry: `/remotes/booking/${v2}/mf-manifest.json`, version: v2 });
    expect(history().remotes.booking!.activations.at(-1)).toMatchObject({ action: 'end-canary', version: v2, reason: 'watch: 25 failures' });
    expect((await status({ storeDir })).remotes.find((r) => r.remote === 'booking')?.lastActivation?.reason).toBe('watch: 25 failures');

    // The canary never was the live version: the next rollback undoes the publish of v2.
    expect((await rollback('booking', { storeDir })).version).toBe(v1);
  });

  it('promote ends the canary for everyone, on the canary or on any version', async () => {
    const v1 = (await publish('booking', { from: build('booking', '1'), storeDir })).version;
    const v2 = (await publish('booking', { from: build('booking', '2'), storeDir, canary: 5 })).version;
    expect(await promote('booking', v2, { storeDir })).toEqual({ remote: 'booking', version: v2, previous: v1, changed: true, endedCanary: v2 });
    expect((await readRegistry({ storeDir }))?.remotes.booking).toEqual({ entry: `/remotes/booking/${v2}/mf-manifest.json`, version: v2 });
    expect((await rollback('booking', { storeDir })).version).toBe(v1);

    const v3 = (await publish('booking', { from: build('booking', '3'), storeDir, canary: 5 })).version;
    // Promoting the stable version itself is not "nothing to do" while a canary runs: it ends it.
    expect(await promote('booking', v1, { storeDir })).toMatchObject({ version: v1, changed: true, endedCanary: v3 });
    expect((await readRegistry({ storeDir }))?.remotes.booking?.canary).toBeUndefined();
  });

  it('a full publish, or another canary, replaces the running canary', async () => {
    await publish('booking', { from: build('booking', '1'), storeDir });
    const v2 = (await publish('booking', { from: build('booking', '2'), storeDir, canary: 5 })).version;
    const v3 = await publish('booking', { from: build('booking', '3'), storeDir, canary: 20 });
    expect(v3.endedCanary).toBe(v2);
    expect((await readRegistry({ storeDir }))?.remotes.booking?.canary).toMatchObject({ version: v3.version, percent: 20 });
    const v4 = await publish('booking', { from: build('booking', '4'), storeDir });
    expect(v4.endedCanary).toBe(v3.version);
    expect((await readRegistry({ storeDir }))?.remotes.booking).toEqual({ entry: `/remotes/booking/${v4.version}/mf-manifest.json`, version: v4.version });
  });

  it("changes a canary's share, and refuses without a canary", async () => {
    await publish('booking', { from: build('booking', '1'), storeDir });
    await expect(setCanaryShare('booking', 20, { storeDir })).rejects.toThrow(/booking has no canary/);
    const v2 = (await publish('booking', { from: build('booking', '2'), storeDir, canary: 5 })).version;
    expect(await setCanaryShare('booking', 25, { storeDir })).toMatchObject({ version: v2, changed: true, percent: 25 });
    expect((await readRegistry({ storeDir }))?.remotes.booking?.canary?.percent).toBe(25);
    expect((await setCanaryShare('booking', 25, { storeDir })).changed).toBe(false);
    await expect(setCanaryShare('booking', 100, { storeDir })).rejects.toThrow(/"promote"/);
  });
});

describe('status', () => {
  it('lists every remote with its live version and stored versions, newest first', async () => {
    expect((await status({ storeDir })).revision).toBeUndefined();
    const v1 = (await publish('jobs', { from: build('jobs', '1'), storeDir })).version;
    const v2 = (await publish('jobs', { from: build('jobs', '2'), storeDir })).version;
    await rollback('jobs', { storeDir });

    const report = await status({ storeDir });
    expect(report.remotes.map((r) => r.remote)).toEqual([...REMOTE_NAMES]);
    const jobs = report.remotes.find((r) => r.remote === 'jobs');
    expect(jobs?.live).toBe(v1);
    expect(jobs?.versions.map((v) => [v.version, v.live])).toEqual([
      [v2, false],
      [v1, true],
    ]);
    expect(jobs?.versions[0]?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(report.remotes.find((r) => r.remote === 'shop')).toEqual({ remote: 'shop', live: undefined, versions: [] });
    expect(report.revision).toBe((await readRegistry({ storeDir }))?.revision);
  });
});

describe('registry writes', () => {
  it('change the revision on every write', async () => {
    const revisions = new Set<string | undefined>();
    const v1 = (await publish('jobs', { from: build('jobs', '1'), storeDir })).version;
    revisions.add((await readRegistry({ storeDir }))?.revision);
    await publish('jobs', { from: build('jobs', '2'), storeDir });
    revisions.add((await readRegistry({ storeDir }))?.revision);
    await rollback('jobs', { storeDir });
    revisions.add((await readRegistry({ storeDir }))?.revision);
    await publish('booking', { from: build('booking'), storeDir });
    revisions.add((await readRegistry({ storeDir }))?.revision);
    await promote('jobs', v1, { storeDir }); // already live: no write
    revisions.add((await readRegistry({ storeDir }))?.revision);
    expect(revisions.size).toBe(4);
    expect([...revisions].every((r) => typeof r === 'string' && r.length > 0)).toBe(true);
  });

  it('refuse to read a registry that is not valid', async () => {
    fs.mkdirSync(storeDir, { recursive: true });
    fs.writeFileSync(path.join(storeDir, 'registry.json'), '{"revision":1}');
    await expect(readRegistry({ storeDir })).rejects.toThrow(/is not a valid registry/);
  });
});

describe('the store lock', () => {
  it('makes a second command wait, then give up with a clear message', async () => {
    await publish('jobs', { from: build('jobs', '1'), storeDir });
    await publish('jobs', { from: build('jobs', '2'), storeDir });
    const lock = path.join(storeDir, 'lock.json');
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
    const started = Date.now();
    await expect(rollback('jobs', { storeDir, lockWaitMs: 200 })).rejects.toThrow(
      new RegExp(`store is locked by pid ${process.pid}.*remove .*lock\\.json`),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    fs.rmSync(lock);
    expect((await rollback('jobs', { storeDir })).changed).toBe(true);
  });

  it('takes over a lock whose process is gone', async () => {
    await publish('jobs', { from: build('jobs', '1'), storeDir });
    const lock = path.join(storeDir, 'lock.json');
    // Far above any pid Linux hands out by default: no such process.
    fs.writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), since: new Date().toISOString() }));
    expect((await publish('jobs', { from: build('jobs', '2'), storeDir, lockWaitMs: 200 })).version).toMatch(/^v2-/);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a lock older than two minutes, whoever holds it', async () => {
    await publish('jobs', { from: build('jobs', '1'), storeDir });
    const lock = path.join(storeDir, 'lock.json');
    // Alive (this process), but a command never holds the store that long: it crashed on another host, or hangs.
    const since = new Date(Date.now() - 121_000).toISOString();
    fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, host: 'another-host', since }));
    expect((await publish('jobs', { from: build('jobs', '2'), storeDir, lockWaitMs: 200 })).version).toMatch(/^v2-/);
    expect(fs.existsSync(lock)).toBe(false);
  });
});
