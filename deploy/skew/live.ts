import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';

/*
 * What is live: the commits the live builds were made from (deploy/skew/live.json, or the
 * file SKEW_LIVE names). Ops update it with each release; the skew check composes each of
 * these builds with today's.
 */

/** The repository root (deploy/skew/live.ts → two folders up). */
export const REPO_ROOT: string = path.resolve(import.meta.dirname, '..', '..');

/** The checked-in file, read when SKEW_LIVE is not set. */
export const DEFAULT_LIVE_FILE: string = path.join(REPO_ROOT, 'deploy', 'skew', 'live.json');

/** The shell's and each remote's live commit, as full shas. A remote not listed is not live. */
export interface Live {
  shell: string;
  remotes: Partial<Record<RemoteName, string>>;
}

/** live.json's file: SKEW_LIVE (relative to the current directory) or the checked-in one. */
export function liveFile(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.SKEW_LIVE?.trim();
  return fromEnv ? path.resolve(fromEnv) : DEFAULT_LIVE_FILE;
}

/** The full sha of `ref` in the repository at `repo`; throws naming the ref when it is no commit there. */
export function resolveCommit(ref: string, repo: string = REPO_ROOT): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: repo, encoding: 'utf8' }).trim();
  } catch (error) {
    throw new Error(`${ref} is not a commit of ${repo} (a shallow clone may lack it: fetch with --depth large enough, or the tag)`, { cause: error });
  }
}

/**
 * The live commits of `file`, each resolved to a full sha (the file may name short ones).
 * Throws naming the file and what is wrong with it: not JSON, no shell, an unknown remote.
 */
export function readLive(file: string = liveFile(), repo: string = REPO_ROOT): Live {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const { shell, remotes } = (data ?? {}) as { shell?: unknown; remotes?: unknown };
  if (typeof shell !== 'string' || shell.trim() === '') throw new Error(`${file}: "shell" must be the commit the live shell was built from`);
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) throw new Error(`${file}: "remotes" must map each live remote to its commit`);
  const live: Live = { shell: resolveCommit(shell.trim(), repo), remotes: {} };
  for (const [name, commit] of Object.entries(remotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new Error(`${file}: ${name} is not a remote (${REMOTE_NAMES.join(', ')})`);
    if (typeof commit !== 'string' || commit.trim() === '') throw new Error(`${file}: remotes.${name} must be a commit`);
    live.remotes[name as RemoteName] = resolveCommit(commit.trim(), repo);
  }
  return live;
}

/** The commit checked out (today's builds are the working tree's). */
export function headCommit(repo: string = REPO_ROOT): string {
  return resolveCommit('HEAD', repo);
}

/** A commit as people read it: the first 7 characters. */
export function short(commit: string): string {
  return commit.slice(0, 7);
}
