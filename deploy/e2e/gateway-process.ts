import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { relabelledBuild } from '../src/test-support.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** The deploy CLI on a store of a test's own, as ops run it; returns what it printed. */
export function deployCli(storeDir: string, ...args: string[]): string {
  return execFileSync(TSX, ['deploy/src/cli.ts', ...args], {
    cwd: ROOT,
    // The folder, even where the shell has a bucket configured (REMOTE_STORE_URL).
    env: { ...process.env, REMOTE_STORE_DIR: storeDir, REMOTE_STORE_URL: '' },
    encoding: 'utf8',
  });
}

/**
 * The gateway as ops start it (deploy/src/server.ts) on a store of a test's own, in a
 * process of its own: tsx loads its JSON (the pages' copy), which Playwright's module
 * loader does not. No API behind it. Resolves with its address and a way to stop it.
 */
export async function startGatewayProcess(storeDir: string): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const gateway = spawn(TSX, ['deploy/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SHELL_DIR: path.join(ROOT, 'shell', 'dist'), REMOTE_STORE_DIR: storeDir, REMOTE_STORE_URL: '', API_URL: '', CONFIG_FILE: '', PUBLIC_ORIGIN: '', DEV_REMOTES: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    let output = '';
    gateway.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Site at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    gateway.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before listening: ${output}`)));
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (gateway.exitCode !== null) return resolve();
      gateway.once('exit', () => resolve());
      gateway.kill('SIGTERM');
    });
  return { baseURL, close };
}

/** A site of a test's own: see ownJobsReleaseSite. */
export interface OwnSite {
  storeDir: string;
  baseURL: string;
  /** A "new release" of the jobs remote: its build with the heading "Pracuj z nami – wersja 2". */
  changedJobs: string;
  /** The deploy CLI on this site's store. */
  deploy: (...args: string[]) => string;
  /** Stops the gateway and removes the store and the release. */
  close: () => Promise<void>;
}

/**
 * Ops' site for one journey, apart from the others': a store of its own with every remote
 * published by the CLI, a "new release" of the jobs remote to publish (its heading says
 * "wersja 2", so a page shows which version it runs), and a gateway process over it.
 */
export async function ownJobsReleaseSite(prefix: string): Promise<OwnSite> {
  const storeDir = mkdtempSync(path.join(tmpdir(), prefix));
  const deploy = (...args: string[]) => deployCli(storeDir, ...args);
  deploy('publish', '--all');
  const changedJobs = relabelledBuild(path.join(ROOT, 'mfe-jobs', 'dist'), 'Pracuj z nami', 'Pracuj z nami – wersja 2');
  const gateway = await startGatewayProcess(storeDir);
  const close = async () => {
    await gateway.close();
    rmSync(storeDir, { recursive: true, force: true });
    rmSync(changedJobs, { recursive: true, force: true });
  };
  return { storeDir, baseURL: gateway.baseURL, changedJobs, deploy, close };
}
