import fs from 'node:fs';
import path from 'node:path';
import { BUILD_FACTS_FILE, type BuildCommit, type BuildFacts } from '@salon/contracts/build-facts';

/*
 * Whether a remote's build can run under the live shell (decision 0037): both write
 * build-facts.json (shared/build's BuildFactsPlugin); `deploy publish` compares them and
 * refuses, with one line, what would break at run time.
 */

/** A build's facts, or undefined when it has none (older than the check, or not built by shared/build). */
export function readBuildFacts(dir: string): BuildFacts | undefined {
  const file = path.join(dir, BUILD_FACTS_FILE);
  if (!fs.existsSync(file)) return undefined;
  return parseBuildFacts(fs.readFileSync(file, 'utf8'), file);
}

/**
 * build-facts.json's text as a build's facts; throws naming `source` (the file, or the
 * stored object a version's facts were read from) when it is not one.
 */
export function parseBuildFacts(text: string, source: string): BuildFacts {
  const facts = JSON.parse(text) as Partial<BuildFacts>;
  if (typeof facts.app !== 'string' || typeof facts.contract !== 'string' || typeof facts.singletons !== 'object' || facts.singletons === null) {
    throw new Error(`${source} is not a build's facts (app, contract, singletons)`);
  }
  return facts as BuildFacts;
}

/** major.minor.patch of a version or of a range's lower bound ("^19.3.1", "~2.14.0", "7.18.5"); undefined for anything else. */
function parts(version: string): [number, number, number] | undefined {
  const match = /^[\^~=v]*(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * Whether `provided` can stand in for what was `required`: the same major (for 0.x the
 * same minor too, as npm's caret reads it) and not older. A remote built against 19.3.1
 * runs on 19.4.0; on 19.2.0 it may call what is not there; on 20.0.0 it may break.
 * Module federation shares the singleton loaded first whatever the versions, so this
 * check is the only thing that stops a mismatch.
 */
export function satisfiesCaret(provided: string, required: string): boolean {
  if (required.trim() === '*') return true;
  const have = parts(provided);
  const need = parts(required);
  if (!have || !need) return false;
  if (have[0] !== need[0]) return false;
  if (need[0] === 0 && have[1] !== need[1]) return false;
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i]! > need[i]!;
  return true;
}

/** What keeps `remote` from running under `shell`, one line each; empty when nothing does. */
export function compatibilityProblems(remote: BuildFacts, shell: BuildFacts): string[] {
  const problems: string[] = [];
  const remoteMajor = parts(remote.contract)?.[0];
  const shellMajor = parts(shell.contract)?.[0];
  if (remoteMajor === undefined || remoteMajor !== shellMajor) {
    problems.push(`built against contract ${remote.contract}, the live shell provides contract ${shell.contract}`);
  }
  for (const [name, { required }] of Object.entries(remote.singletons)) {
    const provided = shell.singletons[name]?.version;
    if (provided === undefined) problems.push(`needs ${name} ${required}, which the live shell does not share`);
    else if (!satisfiesCaret(provided, required)) problems.push(`needs ${name} ${required}, the live shell provides ${provided}`);
  }
  return problems;
}

/** The live shell's facts, or why there is nothing to compare with. */
function shellFacts(shellDir: string): { shell: BuildFacts } | { notChecked: string } {
  const shell = fs.existsSync(shellDir) ? readBuildFacts(shellDir) : undefined;
  return shell ? { shell } : { notChecked: `no shell build with ${BUILD_FACTS_FILE} in ${shellDir}` };
}

/** A build's facts against the shell's; undefined facts: the build declares none, which is refused. */
function compare(remote: BuildFacts | undefined, shell: BuildFacts): { problems: string[] } {
  if (!remote) return { problems: [`the build declares no contract (no ${BUILD_FACTS_FILE}: built before the check, or not by shared/build)`] };
  return { problems: compatibilityProblems(remote, shell) };
}

/**
 * The check `publish` runs: the problems of the build in `buildDir` under the shell
 * built in `shellDir`. Not checked (with the reason) when there is no shell build there
 * or it declares nothing: there is nothing to compare with.
 */
export function checkAgainstShell(buildDir: string, shellDir: string): { problems: string[] } | { notChecked: string } {
  const found = shellFacts(shellDir);
  return 'notChecked' in found ? found : compare(readBuildFacts(buildDir), found.shell);
}

/**
 * The same check on facts already read: a stored version's (`check-shell`, which reads
 * them from the store, a folder or a bucket) or a build's.
 */
export function checkFactsAgainstShell(remote: BuildFacts | undefined, shellDir: string): { problems: string[] } | { notChecked: string } {
  const found = shellFacts(shellDir);
  return 'notChecked' in found ? found : compare(remote, found.shell);
}

/**
 * build-commit.json's text as the commit a build was made from; undefined when it names
 * none (built outside a checkout: "unknown") or is not one. Read by publish (history.json)
 * and by live-commits (the shell's).
 */
export function parseBuildCommit(text: string): BuildCommit | undefined {
  try {
    const { commit, dirty } = JSON.parse(text) as Partial<BuildCommit>;
    return typeof commit === 'string' && commit !== 'unknown' ? { commit, dirty: dirty === true } : undefined;
  } catch {
    return undefined;
  }
}
