import { REGISTRY_ELEMENT_ID } from '@salon/contracts/registry';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from '@salon/contracts';
import { relabelledBuild } from '../src/test-support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * Ops' journey on its own store and gateway (other tests keep theirs): publish a changed
 * build of one remote, see it, roll it back, see the old one, the shell untouched.
 */
test.describe('publish and rollback of one remote', () => {
  let storeDir: string;
  let changedBuild: string;
  let baseURL: string;
  let close: () => Promise<void>;

  const deploy = (...args: string[]) =>
    execFileSync(TSX, ['deploy/src/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, REMOTE_STORE_DIR: storeDir },
      encoding: 'utf8',
    });

  test.beforeAll(async () => {
    storeDir = mkdtempSync(path.join(tmpdir(), 'salon-store-'));
    deploy('publish', '--all');

    // A "new release" of the jobs remote: the same build with a changed heading.
    changedBuild = relabelledBuild(path.join(ROOT, 'mfe-jobs', 'dist'), 'Pracuj z nami', 'Pracuj z nami – wersja 2');

    // The gateway as ops start it (deploy/src/server.ts) in a process of its own: tsx
    // loads its JSON (the pages' copy), which this test runner's module loader does not.
    const gateway = spawn(TSX, ['deploy/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SHELL_DIR: path.join(ROOT, 'shell', 'dist'), REMOTE_STORE_DIR: storeDir, API_URL: '', CONFIG_FILE: '', PUBLIC_ORIGIN: '', DEV_REMOTES: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    baseURL = await new Promise<string>((resolve, reject) => {
      let output = '';
      gateway.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const port = /Site at http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      gateway.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before listening: ${output}`)));
    });
    close = () =>
      new Promise<void>((resolve) => {
        if (gateway.exitCode !== null) return resolve();
        gateway.once('exit', () => resolve());
        gateway.kill('SIGTERM');
      });
  });

  test.afterAll(async () => {
    await close?.();
    rmSync(storeDir, { recursive: true, force: true });
    rmSync(changedBuild, { recursive: true, force: true });
  });

  test('rollback takes effect on the next page load with nothing rebuilt', async ({ page, request }) => {
    // Four CLI runs (each a tsx start-up of several seconds on a loaded machine) and four
    // page loads: more than one page’s journey.
    test.setTimeout(90_000);
    const heading = page.getByRole('heading', { level: 1 });
    // The shell's page without the registry the gateway writes into it (decision 0032).
    const registryBlock = new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">(.*?)</script>`);
    const shellPage = async () => {
      const html = await (await request.get(`${baseURL}/home`)).text();
      return { shell: html.replace(registryBlock, ''), registry: JSON.parse(registryBlock.exec(html)![1]!) as { remotes: Record<string, { version: string }> } };
    };
    const shellBefore = (await shellPage()).shell;

    await page.goto(`${baseURL}/pracuj-z-nami`);
    await expect(heading).toHaveText('Pracuj z nami');
    const liveBefore = (await (await request.get(`${baseURL}/registry.json`)).json()).remotes.jobs.version;

    const published = deploy('publish', 'jobs', '--from', changedBuild);
    const v2 = /v2-[0-9a-f]{8}/.exec(published)?.[0];
    expect(v2, published).toBeTruthy();
    await page.reload();
    await expect(heading).toHaveText('Pracuj z nami – wersja 2');

    deploy('rollback', 'jobs');
    const registry = await (await request.get(`${baseURL}/registry.json`)).json();
    expect(registry.remotes.jobs.version).toBe(liveBefore);
    await page.reload();
    await expect(heading).toHaveText('Pracuj z nami');

    // The shell is the same document throughout, its page carries the registry rolled
    // back, and the other remotes did not move.
    const after = await shellPage();
    expect(after.shell).toBe(shellBefore);
    expect(after.registry.remotes.jobs!.version).toBe(liveBefore);
    for (const remote of REMOTE_NAMES.filter((r) => r !== 'jobs')) {
      expect(registry.remotes[remote].version).toMatch(/^v1-/);
    }

    // Status shows what is live; promote brings the newer release back without a build.
    expect(deploy('status')).toMatch(new RegExp(`jobs\\s+${liveBefore}`));
    deploy('promote', 'jobs', v2!);
    await page.reload();
    await expect(heading).toHaveText('Pracuj z nami – wersja 2');
  });

  test('publishing a build without the exposed module the shell needs is refused', () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'salon-broken-'));
    try {
      cpSync(path.join(ROOT, 'mfe-jobs', 'dist'), broken, { recursive: true });
      const manifestPath = path.join(broken, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      manifest.exposes = [];
      writeFileSync(manifestPath, JSON.stringify(manifest));
      expect(() => deploy('publish', 'jobs', '--from', broken)).toThrow(/\.\/routes/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
