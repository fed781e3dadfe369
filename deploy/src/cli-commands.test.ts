import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@salon/contracts';
import { BUILD_COMMIT_FILE, BUILD_FACTS_FILE, CONTRACT_VERSION, type BuildFacts } from '@salon/contracts/build-facts';
import { runCli, runWatchCli } from './cli-commands.ts';
import { readRegistry } from './store.ts';
import { watchOnce } from './watch.ts';
import { makeFakeBuild, makeTempDir, removeTempDirs } from './test-support.ts';

let storeDir: string;
let shellDir: string;
let out: string[];
let err: string[];

async function run(...args: string[]): Promise<number> {
  out = [];
  err = [];
  return runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, { storeDir, shellDir });
}

/** The live shell's build facts (the check of publish and check-shell reads them). */
function shellFacts(facts: Partial<BuildFacts> = {}): void {
  fs.writeFileSync(path.join(shellDir, BUILD_FACTS_FILE), JSON.stringify({ app: 'shell', contract: CONTRACT_VERSION, singletons: {}, ...facts }));
}

function build(remote: string, content: string): string {
  return makeFakeBuild(makeTempDir('deploy-cli-build-'), remote, { content });
}

beforeEach(() => {
  storeDir = path.join(makeTempDir(), 'store');
  shellDir = makeTempDir('deploy-cli-shell-');
  shellFacts();
});
afterEach(removeTempDirs);

describe('deploy CLI', () => {
  it('publishes, rolls back and promotes, printing the versions and the time taken', async () => {
    expect(await run('publish', 'jobs', '--from', build('jobs', '1'))).toBe(0);
    expect(out[0]).toMatch(/^jobs: published v1-[0-9a-f]{8} \(live from the next page load\)$/);
    expect(out.at(-1)).toMatch(/^done in \d+(\.\d)? ms$/);
    const v1 = (await readRegistry({ storeDir }))?.remotes.jobs?.version;

    expect(await run('publish', 'jobs', `--from=${build('jobs', '2')}`)).toBe(0);
    const v2 = (await readRegistry({ storeDir }))?.remotes.jobs?.version;

    expect(await run('rollback', 'jobs')).toBe(0);
    expect(out[0]).toBe(`jobs: ${v2} -> ${v1} (live from the next page load)`);
    expect(out.at(-1)).toMatch(/^done in .* ms$/);
    expect((await readRegistry({ storeDir }))?.remotes.jobs?.version).toBe(v1);

    expect(await run('promote', 'jobs', v2!)).toBe(0);
    expect(out[0]).toBe(`jobs: ${v1} -> ${v2} (live from the next page load)`);
  });

  it('reports an unchanged publish with --if-changed and what stays live', async () => {
    const from = build('jobs', '1');
    await run('publish', 'jobs', '--from', from);
    const v1 = (await readRegistry({ storeDir }))?.remotes.jobs?.version;
    expect(await run('publish', 'jobs', '--from', from, '--if-changed')).toBe(0);
    expect(out[0]).toBe(`jobs: unchanged, already stored as ${v1}; live: ${v1}`);
  });

  it('prints status as a table of remote, live version, published at and stored count', async () => {
    await run('publish', 'jobs', '--from', build('jobs', '1'));
    await run('publish', 'jobs', '--from', build('jobs', '2'));
    expect(await run('status')).toBe(0);
    expect(out[1]).toMatch(/^remote\s+live version\s+published at\s+stored\s+canary$/);
    const jobs = out.find((l) => l.startsWith('jobs '));
    expect(jobs).toMatch(/^jobs\s+v2-[0-9a-f]{8}\s+\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\s+2\s+-$/);
    expect(out.find((l) => l.startsWith('shop '))).toMatch(/^shop\s+-\s+-\s+0\s+-$/);
    expect(out.filter((l) => REMOTE_NAMES.some((r) => l.startsWith(`${r} `)))).toHaveLength(REMOTE_NAMES.length);
    expect(out.at(-1)).toMatch(/^done in .* ms$/);
  });

  it('fails with one line listing the valid remotes for an unknown remote', async () => {
    expect(await run('rollback', 'nope')).toBe(1);
    expect(err).toEqual([`error: unknown remote "nope"; valid remotes: ${REMOTE_NAMES.join(', ')}`]);
    expect(out).toEqual([]);
  });

  it('fails with one line for bad input', async () => {
    for (const args of [
      ['frobnicate'],
      ['publish'],
      ['publish', 'jobs', 'booking'],
      ['publish', 'jobs', '--form', 'x'],
      ['publish', '--all', '--from', 'x'],
      ['publish', 'jobs', '--from'],
      ['rollback'],
      ['promote', 'jobs'],
      ['promote', 'jobs', 'v9-deadbeef'],
      ['rollback', 'jobs'],
    ]) {
      expect(await run(...args)).toBe(1);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(/^error: \S/);
    }
  });

  it('publishes every remote with --all, and fails naming a broken build without holding back the others', async () => {
    const builds = makeTempDir('deploy-cli-all-');
    for (const remote of REMOTE_NAMES) makeFakeBuild(path.join(builds, remote), remote, { content: remote });
    fs.rmSync(path.join(builds, 'blog', 'mf-manifest.json'));
    out = [];
    err = [];
    const code = await runCli(
      ['publish', '--all'],
      { out: (l) => out.push(l), err: (l) => err.push(l) },
      { storeDir, buildDirOf: (remote) => path.join(builds, remote) },
    );
    expect(code).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^error: blog: .*has no mf-manifest\.json/)]);
    const live = (await readRegistry({ storeDir }))?.remotes ?? {};
    expect(Object.keys(live).sort()).toEqual(REMOTE_NAMES.filter((r) => r !== 'blog').sort());
  });

  it('refuses a build that would break under the live shell; --force publishes it with a warning; check-shell goes the other way', async () => {
    shellFacts({ singletons: { react: { required: '19.3.1', version: '19.3.1' } } });
    const good = makeFakeBuild(makeTempDir('deploy-cli-build-'), 'jobs', { facts: { singletons: { react: { required: '19.3.1', version: '19.3.1' } } } });
    expect(await run('publish', 'jobs', '--from', good)).toBe(0);
    const newer = makeFakeBuild(makeTempDir('deploy-cli-build-'), 'jobs', { content: '2', facts: { singletons: { react: { required: '19.4.0', version: '19.4.0' } } } });
    expect(await run('publish', 'jobs', '--from', newer)).toBe(1);
    expect(err).toEqual([
      'error: jobs would break under the live shell: needs react 19.4.0, the live shell provides 19.3.1 (--force publishes it anyway, recorded in history.json)',
    ]);
    expect(await run('check-shell')).toBe(0);
    expect(out[0]).toMatch(/^jobs v1-[0-9a-f]{8}: runs under this shell$/);

    expect(await run('publish', 'jobs', '--from', newer, '--force')).toBe(0);
    expect(out[0]).toMatch(/^jobs: published v2-/);
    expect(err).toEqual([expect.stringMatching(/^warning: jobs v2-[0-9a-f]{8} published with --force although it needs react 19.4.0, the live shell provides 19.3.1$/)]);
    // The shell as it is cannot run the remote now live: check-shell says so and fails.
    expect(await run('check-shell')).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^jobs v2-[0-9a-f]{8}: needs react 19.4.0, the live shell provides 19.3.1$/)]);
    // Without a shell build to compare with, publish says it did not check.
    fs.rmSync(path.join(shellDir, BUILD_FACTS_FILE));
    expect(await run('publish', 'jobs', '--from', build('jobs', '3'))).toBe(0);
    expect(out[1]).toMatch(/^jobs: not checked against the shell: no shell build with build-facts.json in /);
    expect(await run('check-shell')).toBe(1);
    expect(err[0]).toMatch(/^error: no shell build with its build-facts.json in /);
  });

  it('publishes a canary, shows the split in status, changes its share and ends it with rollback', async () => {
    await run('publish', 'booking', '--from', build('booking', '1'));
    const v1 = (await readRegistry({ storeDir }))?.remotes.booking?.version;
    expect(await run('publish', 'booking', '--from', build('booking', '2'), '--canary', '10')).toBe(0);
    const v2 = (await readRegistry({ storeDir }))?.remotes.booking?.canary?.version;
    expect(out[0]).toBe(`booking: published ${v2} as a canary for 10 % of visitors (from their next page load)`);

    expect(await run('status')).toBe(0);
    expect(out.find((l) => l.startsWith('booking'))).toMatch(new RegExp(`^booking +${v1} .* ${v2} for 10 % \\(${v1} for 90 %\\) since \\d{4}-`));
    expect(out[1]).toMatch(/ canary$/);

    expect(await run('canary', 'booking', '25%')).toBe(0);
    expect(out[0]).toBe(`booking: canary ${v2} now for 25 % of visitors (from their next page load)`);

    expect(await run('rollback', 'booking')).toBe(0);
    expect(out[0]).toBe(`booking: canary ${v2} ended; everyone on ${v1} (from the next page load)`);
    expect((await readRegistry({ storeDir }))?.remotes.booking?.canary).toBeUndefined();
  });

  it('refuses a bad share and a canary of every remote at once', async () => {
    await run('publish', 'booking', '--from', build('booking', '1'));
    expect(await run('publish', 'booking', '--from', build('booking', '2'), '--canary', 'half')).toBe(1);
    expect(err).toEqual(['error: "half" is not a percentage (e.g. 10 or 2.5)']);
    expect(await run('publish', 'booking', '--from', build('booking', '2'), '--canary', '100')).toBe(1);
    expect(err[0]).toMatch(/^error: a canary's share is a percentage from 0.01 to 99.99 .* 100 % is "promote"$/);
    expect(await run('publish', '--all', '--canary', '10')).toBe(1);
    expect(err).toEqual(['error: a canary is one remote at a time; it cannot be used with --all']);
    expect(await run('canary', 'booking', '10')).toBe(1);
    expect(err).toEqual(['error: booking has no canary; "publish booking --canary <percent>" starts one']);
  });

  it('watch needs the API and an OPS key, and refuses a bad interval', async () => {
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    out = [];
    err = [];
    expect(await runWatchCli(['--once'], io, { storeDir }, {})).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^error: watch needs API_URL .* and OPS_API_KEY/)]);
    err = [];
    expect(await runWatchCli(['--interval', '0'], io, { storeDir }, { API_URL: 'http://127.0.0.1:9', OPS_API_KEY: 'k' })).toBe(1);
    expect(err).toEqual(['error: --interval is a number of seconds, at least 1, not "0"']);
  });

  it('watch --once says it could not judge when the API cannot be reached, and status shows what the watcher decided', async () => {
    await run('publish', 'booking', '--from', build('booking', '1'));
    await run('publish', 'booking', '--from', build('booking', '2'), '--canary', '50');
    out = [];
    err = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    expect(await runWatchCli(['--once'], io, { storeDir }, { API_URL: 'http://127.0.0.1:9', OPS_API_KEY: 'k' })).toBe(1);
    expect(out).toEqual([expect.stringMatching(/^watch: booking: counts unavailable, not judged: /)]);
    expect(await run('status')).toBe(0);
    expect(out.some((l) => l.startsWith('booking: watched'))).toBe(false);

    const canary = (await readRegistry({ storeDir }))?.remotes.booking?.canary?.version;
    await watchOnce({
      storeDir,
      log: () => undefined,
      readHealth: async (remote, windowSeconds) => ({ remote, windowSeconds, since: '', versions: [{ version: canary!, loads: 30, loadFailures: 25, renderErrors: 0 }] }),
    });
    expect(await run('status')).toBe(0);
    expect(out.find((l) => l.startsWith('booking: last'))).toMatch(new RegExp(`^booking: last end-canary at .*: watch rolled back the canary ${canary}: ${canary} failed in 25 of 30 page views`));
    expect(out.find((l) => l.startsWith('booking: watched'))).toMatch(new RegExp(`^booking: watched at \\S+ \\(canary ${canary}\\): rolled back; ${canary} failed in 25`));
  });

  it('live-commits prints, as deploy/skew/live.json wants it, the commits the live builds were made from', async () => {
    const withCommit = (dir: string, commit: string) => (fs.writeFileSync(path.join(dir, BUILD_COMMIT_FILE), JSON.stringify({ commit, dirty: false })), dir);
    await run('publish', 'jobs', '--from', withCommit(build('jobs', '1'), 'a'.repeat(40)));
    await run('publish', 'booking', '--from', build('booking', '1'));
    await run('publish', 'booking', '--from', withCommit(build('booking', '2'), 'b'.repeat(40)), '--canary', '10');
    expect(await run('live-commits')).toBe(1);
    expect(err.at(-1)).toMatch(/^error: no commit for the shell: .*build-commit.json is missing or says "unknown"$/);

    withCommit(shellDir, 'c'.repeat(40));
    expect(await run('live-commits')).toBe(0);
    // The canary is not what is live for everyone: booking's stable version has no commit.
    expect(JSON.parse(out.join('\n'))).toEqual({ shell: 'c'.repeat(40), remotes: { jobs: 'a'.repeat(40) } });
    expect(err).toEqual([expect.stringMatching(/^warning: booking v1-\w+ has no recorded commit/)]);
  });

  it('prints help with exit code 0, and usage with exit code 1 when no command is given', async () => {
    expect(await run('help')).toBe(0);
    expect(out.join('\n')).toMatch(/publish <remote>\|--all \[--from <dir>\] \[--if-changed\]/);
    expect(await run()).toBe(1);
    expect(err).toEqual(['error: no command given']);
  });
});
