import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import { checkAgainstShell } from '../src/compatibility.ts';
import { ensureLiveBuilds, ensureTodaysBuilds } from './builds.ts';
import { SKEW_REPORT, STORES_DIR, distDir, liveBuildsNeeded, planCompositions, sameSide, skewPort, type Composition } from './compositions.ts';
import { diffCompositions, printDiffs, remoteLabel, type CompositionDiff } from './contract-diff.ts';
import { REPO_ROOT, headCommit, liveFile, readLive, short } from './live.ts';

/*
 * `npm run check:skew` (issue 24; deploy/skew/README.md): the live builds of
 * deploy/skew/live.json composed with today's, in three steps —
 *   1. the static diff (contract-diff.ts): the platform exports and bus events each
 *      remote takes from its shell that the shell lacks, named;
 *   2. the builds: today's (built when missing) and the live ones (cached per commit);
 *      then the contract check of decision 0037 per pairing of a remote and a shell;
 *   3. the journeys (playwright.skew.config.ts): each composition at its own gateway.
 * Ends with a summary per composition; exits 1 when a journey failed, or when the static
 * diff found something missing in a pairing the contract check lets through: that break
 * would reach customers. A pairing the contract check refuses cannot go live (publish and
 * check-shell refuse it: the release goes out in order, or whole), so what is missing
 * there is printed, not failed on.
 */

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const log = (line: string) => console.log(line);

/** The contract check (decision 0037) of each remote built at another commit than the composition's shell. */
function contractCheck(composition: Composition): { refused: string[]; refusedRemotes: Set<RemoteName>; passed: number; notChecked: string[] } {
  const result = { refused: [] as string[], refusedRemotes: new Set<RemoteName>(), passed: 0, notChecked: [] as string[] };
  const shellDir = distDir('shell', composition.shell);
  for (const remote of REMOTE_NAMES) {
    const side = composition.remotes[remote];
    if (sameSide(side, composition.shell)) continue;
    const check = checkAgainstShell(distDir(`mfe-${remote}`, side), shellDir);
    if ('notChecked' in check) result.notChecked.push(`${remoteLabel(remote, side)}: ${check.notChecked}`);
    else if (check.problems.length > 0) {
      result.refused.push(`${remoteLabel(remote, side)}: ${check.problems.join('; ')}`);
      result.refusedRemotes.add(remote);
    }
    else result.passed += 1;
  }
  return result;
}

interface JourneyResult {
  title: string;
  status: string;
  ms: number;
  error?: string;
}

interface ReportSuite {
  title: string;
  specs?: Array<{ title: string; tests: Array<{ projectName: string; results: Array<{ status: string; duration: number; error?: { message?: string } }> }> }>;
  suites?: ReportSuite[];
}

/** The journeys per project from Playwright's JSON report (empty when it wrote none). */
function readJourneys(): Map<string, JourneyResult[]> {
  const byProject = new Map<string, JourneyResult[]>();
  if (!fs.existsSync(SKEW_REPORT)) return byProject;
  const report = JSON.parse(fs.readFileSync(SKEW_REPORT, 'utf8')) as { suites?: ReportSuite[] };
  const visit = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        const list = byProject.get(test.projectName) ?? [];
        list.push({
          title: spec.title,
          status: last?.status ?? 'skipped',
          ms: test.results.reduce((sum, r) => sum + r.duration, 0),
          // The first line of the error, without the terminal's colour codes.
          ...(last?.error?.message ? { error: stripVTControlCharacters(last.error.message).split('\n').find((l) => l.trim() !== '')?.trim() } : {}),
        });
        byProject.set(test.projectName, list);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return byProject;
}

const started = performance.now();
const file = liveFile();
const live = readLive(file);
const head = headCommit();
const { compositions, skipped } = planCompositions(live, head, skewPort());
log(`[skew] live builds (${path.relative(REPO_ROOT, file) || file}): shell ${short(live.shell)}, ${REMOTE_NAMES.map((r) => `${r} ${live.remotes[r] ? short(live.remotes[r]) : '-'}`).join(', ')}; today is ${short(head)} and its working tree`);
for (const reason of skipped) log(`[skew] no composition for ${reason}`);
if (compositions.length === 0) {
  log('[skew] nothing to compose: every live build is today’s');
  process.exit(0);
}

// 1. The static diff.
let step = performance.now();
const diffs: CompositionDiff[] = diffCompositions(compositions);
const missing = printDiffs(diffs);
log(`[skew] static diff in ${seconds(step)} s: ${missing === 0 ? 'nothing missing' : `${missing} missing`}`);

// 2. The builds, then the contract check for information.
step = performance.now();
ensureTodaysBuilds();
const builds = ensureLiveBuilds(liveBuildsNeeded(compositions));
const buildSeconds = seconds(step);
log(`[skew] builds ready in ${buildSeconds} s${builds.some((b) => b.built.length > 0) ? '' : ' (live builds all cached)'}`);
const checks = new Map(compositions.map((c) => [c.name, contractCheck(c)]));
for (const c of compositions) {
  const check = checks.get(c.name)!;
  log(`[skew] contract check ${c.name} (composed without it): ${check.refused.length === 0 ? 'nothing refused' : `${check.refused.length} refused`}, ${check.passed} passed${check.notChecked.length ? `, ${check.notChecked.length} not checked` : ''}`);
  for (const line of [...check.refused, ...check.notChecked]) log(`[skew]   ${line}`);
}

// 3. The journeys.
step = performance.now();
fs.rmSync(SKEW_REPORT, { force: true });
const playwright = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'playwright.skew.config.ts'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: '0' },
});
const journeySeconds = seconds(step);
const journeys = readJourneys();
// The compositions' stores are copies of the builds (hundreds of megabytes), made again on each run.
fs.rmSync(STORES_DIR, { recursive: true, force: true });

// The summary.
log('');
log(`[skew] summary (static diff ${missing === 0 ? 'clean' : `${missing} missing`}; builds ${buildSeconds} s; journeys ${journeySeconds} s)`);
let failedJourneys = 0;
let blockingMissing = 0;
for (const c of compositions) {
  const diff = diffs.find((d) => d.composition === c.name)!;
  const check = checks.get(c.name)!;
  // Missing where publish lets the pairing through: it would reach customers.
  const blocking = diff.problems.filter((p) => !check.refusedRemotes.has(p.remote));
  const prevented = diff.problems.filter((p) => check.refusedRemotes.has(p.remote));
  blockingMissing += blocking.length;
  const list = journeys.get(c.name) ?? [];
  const passed = list.filter((j) => j.status === 'passed').length;
  const failed = list.filter((j) => j.status !== 'passed' && j.status !== 'skipped');
  failedJourneys += failed.length;
  const ms = list.reduce((sum, j) => sum + j.ms, 0);
  const verdict = blocking.length === 0 && failed.length === 0 && list.length > 0 ? 'passed' : 'FAILED';
  log(
    `[skew] ${verdict.padEnd(6)} ${c.name.padEnd(13)} ${c.title}: static diff ${diff.problems.length === 0 ? 'clean' : `${diff.problems.length} missing (${prevented.length} in pairings publish refuses)`}; ` +
      `journeys ${passed}/${list.length} passed in ${(ms / 1000).toFixed(1)} s; contract check ${check.refused.length === 0 ? 'clean' : `refuses ${check.refused.length}`}`,
  );
  for (const problem of blocking) log(`[skew]          missing: ${problem.line}`);
  for (const problem of prevented) log(`[skew]          missing, but publish refuses this pairing (it cannot go live): ${problem.line}`);
  for (const j of failed) log(`[skew]          journey ${j.status}: ${j.title}${j.error ? `: ${j.error}` : ''}`);
}
const playwrightFailed = playwright.status !== 0;
if (playwrightFailed && failedJourneys === 0) log(`[skew] Playwright exited with ${playwright.status ?? playwright.signal} (see its output above)`);
const ok = blockingMissing === 0 && !playwrightFailed;
log(`[skew] ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
process.exit(ok ? 0 : 1);
