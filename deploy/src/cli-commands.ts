import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import { BUILD_COMMIT_FILE, type BuildCommit } from '@salon/contracts/build-facts';
import { checkFactsAgainstShell, parseBuildCommit, readBuildFacts } from './compatibility.ts';
import { DEFAULT_MIRROR_INTERVAL_SECONDS, mirrorOnce, runMirror, type MirrorResult } from './mirror.ts';
import { createObjectStore } from './object-store/create-object-store.ts';
import { defaultStoreDir, shellDistDir } from './paths.ts';
import { apiHealthReader, readWatchChecks, watch, watchOnce, WATCH_RULE } from './watch.ts';
import {
  DeployError,
  parseRemoteName,
  promote,
  publish,
  readStoredBuildFacts,
  rollback,
  setCanaryShare,
  status,
  withOpenStore,
  type ActivationResult,
  type StoreOptions,
} from './store.ts';

/** Where the CLI writes; tests pass arrays, the real CLI the console. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Where the commands work; the real CLI uses the defaults (REMOTE_STORE_URL or
 * REMOTE_STORE_DIR, mfe-<name>/dist). `mirror` copies `objectStore` (REMOTE_STORE_URL)
 * into the folder `storeDir` (REMOTE_STORE_DIR).
 */
export interface CliContext extends StoreOptions {
  /** The build `publish` takes when no --from is given (default `mfe-<name>/dist`). */
  buildDirOf?: (remote: RemoteName) => string;
  /** The live shell's build, which `publish` and `check-shell` check against (default SHELL_DIR, shell/dist). */
  shellDir?: string;
}

const consoleIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** The text of `help`. */
export const USAGE = `Usage: npm run deploy -- <command>

  status                                   live and stored versions of every remote, canaries' shares
  publish <remote>|--all [--from <dir>] [--if-changed] [--force] [--canary <percent>]
                                           store a build (default mfe-<remote>/dist) and make it live;
                                           --if-changed does nothing when that content is already stored;
                                           a build that would break under the live shell (SHELL_DIR, default
                                           shell/dist: another contract major, a shared singleton it does not
                                           provide) is refused unless --force, which history.json records;
                                           --canary: live for that share of visitors only (sticky per visitor)
  canary <remote> <percent>                change the share of a remote's canary
  check-shell                              whether the shell build (SHELL_DIR) can run every live remote
  live-commits                             the commits the live builds were made from, as deploy/skew/live.json
                                           wants them (the shell's from SHELL_DIR); save it with each release
  rollback <remote>                        end its canary; without one, make live the version live before
  promote <remote> <version>               make any stored version live for everyone (ends a canary)
  watch [--once] [--interval <seconds>]    roll back by itself a canary, or a publish of the last 10 minutes,
                                           failing in at least ${WATCH_RULE.minFailures} page views and twice as often as the version
                                           beside (or before) it; reads API_URL with OPS_API_KEY (decision 0038)
  mirror [--once] [--interval <seconds>]   keep the folder REMOTE_STORE_DIR a copy of the store at REMOTE_STORE_URL,
                                           for nginx or a gateway on this host (every ${DEFAULT_MIRROR_INTERVAL_SECONDS} s by default)
  help                                     this text

Remotes: ${REMOTE_NAMES.join(', ')}
Store: REMOTE_STORE_URL (s3://bucket/prefix, with S3_ENDPOINT, AWS_REGION, S3_FORCE_PATH_STYLE and the AWS keys),
else the folder REMOTE_STORE_DIR (default .data/remote-store). Changes take effect on the next page load.`;

interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

/** Splits arguments, allowing only the flags the command knows (a typo must not be ignored). */
function parseArgs(args: readonly string[], valueFlags: readonly string[], booleanFlags: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inlineValue] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (valueFlags.includes(name)) {
      const value = inlineValue ?? args[++i];
      if (value === undefined || value === '') throw new DeployError(`--${name} needs a value`);
      flags.set(name, value);
    } else if (booleanFlags.includes(name) && inlineValue === undefined) {
      flags.set(name, true);
    } else {
      throw new DeployError(`unknown option ${arg} (see "npm run deploy -- help")`);
    }
  }
  return { positional, flags };
}

function expectPositional(parsed: ParsedArgs, count: number, what: string): string[] {
  if (parsed.positional.length !== count) {
    throw new DeployError(`expected ${what} (see "npm run deploy -- help")`);
  }
  return parsed.positional;
}

function formatTime(iso: string | undefined): string {
  return iso ? iso.replace(/\.\d{3}Z$/, 'Z') : '-';
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  return rows.map((row) => row.map((cell, col) => cell.padEnd(widths[col]!)).join('  ').trimEnd());
}

function describeActivation(result: ActivationResult): string {
  if (!result.changed) return `${result.remote}: ${result.version} is already live; nothing changed`;
  if (result.endedCanary && result.previous === result.version) {
    return `${result.remote}: canary ${result.endedCanary} ended; everyone on ${result.version} (from the next page load)`;
  }
  const ended = result.endedCanary ? ` (canary ${result.endedCanary} ended)` : '';
  return `${result.remote}: ${result.previous ?? 'none'} -> ${result.version}${ended} (live from the next page load)`;
}

/** A share as the operator typed it: a number of percent, `10` or `2.5` (a trailing % allowed). */
function parsePercent(text: string): number {
  const percent = Number(text.replace(/%$/, ''));
  if (text.trim() === '' || !Number.isFinite(percent)) throw new DeployError(`"${text}" is not a percentage (e.g. 10 or 2.5)`);
  return percent;
}

async function runStatus(args: readonly string[], store: StoreOptions, io: CliIo): Promise<void> {
  expectPositional(parseArgs(args, [], []), 0, 'no arguments after status');
  const report = await status(store);
  const checks = await readWatchChecks(store);
  io.out(`store ${report.location}, registry revision ${report.revision ?? '- (nothing published yet)'}`);
  const rows = [['remote', 'live version', 'published at', 'stored', 'canary']];
  for (const remote of report.remotes) {
    const live = remote.versions.find((v) => v.live);
    const { canary } = remote;
    rows.push([
      remote.remote,
      remote.live ?? '-',
      formatTime(live?.publishedAt),
      String(remote.versions.length),
      canary ? `${canary.version} for ${canary.percent} % (${remote.live} for ${round2(100 - canary.percent)} %) since ${formatTime(canary.since)}` : '-',
    ]);
  }
  for (const line of table(rows)) io.out(line);
  // What changed last and why, where a reason was recorded (the watcher's rollbacks).
  for (const remote of report.remotes) {
    const last = remote.lastActivation;
    if (last?.reason) io.out(`${remote.remote}: last ${last.action} at ${formatTime(last.at)}: ${last.reason}`);
  }
  // The watcher's last look at each remote it watched, and what it decided.
  for (const remote of report.remotes) {
    const check = checks[remote.remote];
    if (!check) continue;
    const decided = check.rolledBack ? 'rolled back' : check.verdict.rollback ? 'would roll back' : 'kept';
    io.out(`${remote.remote}: watched at ${formatTime(check.at)} (${check.kind} ${check.candidate.version}): ${decided}; ${check.verdict.reason}`);
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

async function runPublish(args: readonly string[], context: CliContext, io: CliIo): Promise<boolean> {
  const { buildDirOf, shellDir = shellDistDir(process.env), ...store } = context;
  const parsed = parseArgs(args, ['from', 'canary'], ['all', 'if-changed', 'force']);
  const all = parsed.flags.has('all');
  const from = parsed.flags.get('from');
  const canaryFlag = parsed.flags.get('canary');
  const canary = typeof canaryFlag === 'string' ? parsePercent(canaryFlag) : undefined;
  const ifChanged = parsed.flags.has('if-changed');
  const force = parsed.flags.has('force');
  let remotes: RemoteName[];
  if (all) {
    expectPositional(parsed, 0, 'either a remote or --all, not both');
    if (from !== undefined) throw new DeployError('--from names one build; it cannot be used with --all');
    if (canary !== undefined) throw new DeployError('a canary is one remote at a time; it cannot be used with --all');
    remotes = [...REMOTE_NAMES];
  } else {
    const [name] = expectPositional(parsed, 1, 'publish <remote>|--all');
    remotes = [parseRemoteName(name!)];
  }
  // Each remote is published on its own (that is the point of separate remotes): one
  // broken build does not hold back the others, but the command still fails.
  const failures: string[] = [];
  for (const remote of remotes) {
    try {
      const dir = typeof from === 'string' ? from : buildDirOf?.(remote);
      const result = await publish(remote, {
        ...store,
        ifChanged,
        shellDir,
        force,
        ...(dir !== undefined ? { from: dir } : {}),
        ...(canary !== undefined ? { canary } : {}),
      });
      const ended = result.endedCanary ? `; canary ${result.endedCanary} ended` : '';
      if (result.changed && canary !== undefined) {
        io.out(`${remote}: published ${result.version} as a canary for ${canary} % of visitors (from their next page load)${ended}`);
      } else if (result.changed) {
        io.out(`${remote}: published ${result.version} (live from the next page load)${ended}`);
      } else {
        const live = (await status(store)).remotes.find((r) => r.remote === remote)?.live;
        io.out(`${remote}: unchanged, already stored as ${result.version}; live: ${live ?? 'none'}`);
      }
      if (result.notChecked) io.out(`${remote}: not checked against the shell: ${result.notChecked}`);
      if (result.forced.length > 0) io.err(`warning: ${remote} ${result.version} published with --force although it ${result.forced.join('; ')}`);
    } catch (error) {
      if (!all || !(error instanceof DeployError)) throw error;
      failures.push(`${remote}: ${error.message}`);
    }
  }
  for (const failure of failures) io.err(`error: ${failure}`);
  return failures.length === 0;
}

/**
 * The check of publish the other way round: the shell build about to go live against
 * every live remote. Prints one line per remote; false when one would break.
 */
/**
 * `live-commits`: what is live, as commits, in the form of deploy/skew/live.json, for the
 * skew check: each live remote's stored version's commit (history.json, from its
 * build-commit.json), the shell's from SHELL_DIR's build-commit.json. Only the JSON goes
 * to stdout (`npm run -s deploy -- live-commits > deploy/skew/live.json`); what cannot be
 * told goes to stderr, and the command fails when the shell's commit is unknown.
 */
async function runLiveCommits(args: readonly string[], context: CliContext, io: CliIo): Promise<boolean> {
  expectPositional(parseArgs(args, [], []), 0, 'no arguments after live-commits');
  const shellDir = context.shellDir ?? shellDistDir(process.env);
  let shell: BuildCommit | undefined;
  try {
    shell = parseBuildCommit(fs.readFileSync(path.join(shellDir, BUILD_COMMIT_FILE), 'utf8'));
  } catch {
    // no such file: said below
  }
  if (shell?.dirty) io.err(`warning: the shell in ${shellDir} was built from ${shell.commit} with changes not committed`);
  const remotes: Record<string, string> = {};
  for (const remote of (await status(context)).remotes) {
    if (!remote.live) continue;
    const live = remote.versions.find((v) => v.live);
    if (live?.commit) remotes[remote.remote] = live.commit;
    else io.err(`warning: ${remote.remote} ${remote.live} has no recorded commit (published before builds carried one): left out`);
    if (live?.dirty) io.err(`warning: ${remote.remote} ${remote.live} was built from ${live.commit} with changes not committed`);
  }
  if (!shell) throw new DeployError(`no commit for the shell: ${path.join(shellDir, BUILD_COMMIT_FILE)} is missing or says "unknown"`);
  io.out(JSON.stringify({ shell: shell.commit, remotes }, null, 2));
  return true;
}

async function runCheckShell(args: readonly string[], context: CliContext, io: CliIo): Promise<boolean> {
  expectPositional(parseArgs(args, [], []), 0, 'no arguments after check-shell');
  const shellDir = context.shellDir ?? shellDistDir(process.env);
  if (!readBuildFacts(shellDir)) throw new DeployError(`no shell build with its build-facts.json in ${shellDir}`);
  let ok = true;
  for (const remote of (await status(context)).remotes) {
    if (!remote.live) continue;
    // The shell declares its facts (read above), so the check always compares.
    const check = checkFactsAgainstShell(await readStoredBuildFacts(remote.remote, remote.live, context), shellDir);
    const problems = 'problems' in check ? check.problems : [check.notChecked];
    if (problems.length > 0) ok = false;
    (problems.length > 0 ? io.err : io.out)(`${remote.remote} ${remote.live}: ${problems.length > 0 ? problems.join('; ') : 'runs under this shell'}`);
  }
  return ok;
}

/**
 * `watch`: the watcher of watch.ts on the API at API_URL, read with OPS_API_KEY (an OPS
 * machine key, api/scripts/machine-key.ts). Runs until SIGINT or SIGTERM; `--once` runs
 * one round and exits (1 when it could not judge).
 */
export async function runWatchCli(args: readonly string[], io: CliIo = consoleIo, context: CliContext = {}, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const parsed = parseArgs(args, ['interval'], ['once']);
    expectPositional(parsed, 0, 'watch [--once] [--interval <seconds>]');
    const apiUrl = env.API_URL?.trim();
    const apiKey = env.OPS_API_KEY?.trim();
    if (!apiUrl || !apiKey) throw new DeployError('watch needs API_URL (the API, e.g. http://127.0.0.1:3100) and OPS_API_KEY (an OPS machine key: npm run machine-key -w api -- create --ops <label>)');
    const intervalFlag = parsed.flags.get('interval');
    const intervalSeconds = typeof intervalFlag === 'string' ? Number(intervalFlag) : 15;
    if (!Number.isFinite(intervalSeconds) || intervalSeconds < 1) throw new DeployError(`--interval is a number of seconds, at least 1, not "${String(intervalFlag)}"`);
    const options = { ...withOpenStore(context), readHealth: apiHealthReader(apiUrl, apiKey), log: io.out };
    if (parsed.flags.has('once')) {
      let unreadable = false;
      await watchOnce({ ...options, log: (line) => ((unreadable ||= line.includes('counts unavailable')), io.out(line)) });
      return unreadable ? 1 : 0;
    }
    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
    await watch({ ...options, intervalMs: intervalSeconds * 1000, signal: stop.signal });
    return 0;
  } catch (error) {
    io.err(`error: ${(error as Error).message}`);
    return 1;
  }
}

/**
 * Runs one CLI command and returns its exit code: 0 on success, 1 with a one-line
 * `error: …` for bad input or a refused operation. Every successful command prints how
 * long it took, so ops can see that a rollback is instant.
 */
export async function runCli(args: readonly string[], io: CliIo = consoleIo, context: CliContext = {}): Promise<number> {
  const [command, ...rest] = args;
  const started = performance.now();
  try {
    let ok = true;
    // Resolved once: every step of the command talks to the same store (and S3 client).
    const store = command === 'help' || command === undefined ? context : withOpenStore(context);
    switch (command) {
      case 'status':
        await runStatus(rest, store, io);
        break;
      case 'publish':
        ok = await runPublish(rest, store, io);
        break;
      case 'check-shell':
        ok = await runCheckShell(rest, store, io);
        break;
      case 'live-commits':
        await runLiveCommits(rest, store, io);
        // Nothing after the JSON: the output is a file's content.
        return 0;
      case 'rollback': {
        const [name] = expectPositional(parseArgs(rest, [], []), 1, 'rollback <remote>');
        io.out(describeActivation(await rollback(parseRemoteName(name!), store)));
        break;
      }
      case 'canary': {
        const [name, percent] = expectPositional(parseArgs(rest, [], []), 2, 'canary <remote> <percent>');
        const result = await setCanaryShare(parseRemoteName(name!), parsePercent(percent!), store);
        io.out(
          result.changed
            ? `${result.remote}: canary ${result.version} now for ${result.percent} % of visitors (from their next page load)`
            : `${result.remote}: canary ${result.version} is already at ${result.percent} %; nothing changed`,
        );
        break;
      }
      case 'promote': {
        const [name, version] = expectPositional(parseArgs(rest, [], []), 2, 'promote <remote> <version>');
        io.out(describeActivation(await promote(parseRemoteName(name!), version!, store)));
        break;
      }
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return 0;
      case undefined:
        io.err('error: no command given');
        io.out(USAGE);
        return 1;
      default:
        throw new DeployError(`unknown command "${command}"; commands: status, publish, canary, check-shell, live-commits, rollback, promote, watch, mirror, help`);
    }
    if (!ok) return 1;
    io.out(`done in ${(performance.now() - started).toFixed(1)} ms`);
    return 0;
  } catch (error) {
    io.err(`error: ${describeFailure(error)}`);
    return 1;
  }
}

/**
 * Errors whose message says it all: refused operations, the store's configuration
 * (REMOTE_STORE_URL and friends), a store changed by others on every attempt.
 */
const EXPLAINED_ERRORS = new Set(['DeployError', 'StoreConfigError', 'ConcurrentUpdateError', 'PreconditionFailed', 'InvalidKeyError']);

/** One line for the operator; a stack trace only for what is really a bug. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return String(error);
  const e = error as Error;
  // Duck-typed by name: errors from another module instance fail instanceof (jest's sandbox).
  if (error instanceof DeployError || EXPLAINED_ERRORS.has(e.name)) return e.message;
  // System errors (EACCES, ENOSPC…) are explained by their message.
  if ('code' in error) return e.message;
  // The S3 backend names the store, the action, the key and S3's answer (s3://site/: put … failed (AccessDenied, HTTP 403): …).
  if (typeof e.message === 'string' && e.message.startsWith('s3://')) return e.message;
  return e.stack ?? e.message;
}

/**
 * `mirror`: keeps the folder REMOTE_STORE_DIR a copy of the store at REMOTE_STORE_URL
 * (mirror.ts), for nginx or a gateway on this host. Runs until SIGINT or SIGTERM;
 * `--once` brings the folder up to date once and exits (1 when it could not).
 */
export async function runMirrorCli(args: readonly string[], io: CliIo = consoleIo, context: CliContext = {}, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const parsed = parseArgs(args, ['interval'], ['once']);
    expectPositional(parsed, 0, 'mirror [--once] [--interval <seconds>]');
    if (!context.objectStore && !env.REMOTE_STORE_URL?.trim()) {
      throw new DeployError('mirror copies the store at REMOTE_STORE_URL (s3://bucket/prefix) into the folder REMOTE_STORE_DIR; REMOTE_STORE_URL is not set');
    }
    const intervalFlag = parsed.flags.get('interval');
    const intervalSeconds = typeof intervalFlag === 'string' ? Number(intervalFlag) : DEFAULT_MIRROR_INTERVAL_SECONDS;
    if (!Number.isFinite(intervalSeconds) || intervalSeconds < 0.1) throw new DeployError(`--interval is a number of seconds, at least 0.1, not "${String(intervalFlag)}"`);
    const source = context.objectStore ?? createObjectStore(env);
    const targetDir = context.storeDir ?? defaultStoreDir(env);
    const report = (result: MirrorResult) => {
      if (result.changed) io.out(`mirror: ${targetDir} at registry revision ${result.revision ?? '-'}${result.downloaded.length > 0 ? `, downloaded ${result.downloaded.join(', ')}` : ''}`);
    };
    if (parsed.flags.has('once')) {
      const started = performance.now();
      const result = await mirrorOnce(source, targetDir);
      report(result);
      if (!result.changed) io.out(`mirror: ${targetDir} already at registry revision ${result.revision ?? '- (nothing published yet)'}`);
      io.out(`done in ${(performance.now() - started).toFixed(1)} ms`);
      return 0;
    }
    const stop = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
    io.out(`mirror: ${source.location} into ${targetDir}, every ${intervalSeconds} s`);
    await runMirror({ source, targetDir, intervalMs: intervalSeconds * 1000, signal: stop.signal, onSync: report, onError: (error) => io.err(`mirror: ${describeFailure(error)}`) });
    return 0;
  } catch (error) {
    io.err(`error: ${describeFailure(error)}`);
    return 1;
  }
}
