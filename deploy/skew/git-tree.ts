import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, short } from './live.ts';

/**
 * A commit's tree, extracted into a new temporary folder with `git archive | tar -x`
 * (read-only for the repository: no checkout, no worktree). The caller removes it
 * (`removeTree`).
 */
export function extractTree(commit: string, repo: string = REPO_ROOT): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `salon-skew-${short(commit)}-`));
  try {
    // pipefail: a commit git cannot archive must not leave an empty folder that looks extracted.
    execFileSync('bash', ['-o', 'pipefail', '-c', 'git archive "$0" | tar -x -C "$1"', commit, dir], { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    removeTree(dir);
    throw new Error(`could not extract ${short(commit)}: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`, { cause: error });
  }
  return dir;
}

/** Removes an extracted tree (node_modules and builds included). */
export function removeTree(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
