import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir, removeTempDirs } from '../test-support.ts';
import { createFolderStore, folderEtag, type FolderStore } from './folder-store.ts';
import { describeObjectStoreContract } from './object-store-contract.ts';

afterEach(removeTempDirs);

describeObjectStoreContract('folder', {
  open: async () => createFolderStore(path.join(makeTempDir('object-store-folder-'), 'store')),
  manyKeys: 1_100,
});

describe('folder backend', () => {
  let root: string;
  let store: FolderStore;
  beforeEach(() => {
    root = path.join(makeTempDir('object-store-folder-'), 'store');
    store = createFolderStore(root, { lockWaitMs: 300 });
  });

  it('keeps the layout of the store before it: each key is a file at its path', async () => {
    await store.put('registry.json', Buffer.from('{}\n'));
    await store.put('remotes/jobs/v1-aaaa/remoteEntry.js', Buffer.from('entry'));
    expect(fs.readFileSync(path.join(root, 'registry.json'), 'utf8')).toBe('{}\n');
    expect(fs.readFileSync(path.join(root, 'remotes', 'jobs', 'v1-aaaa', 'remoteEntry.js'), 'utf8')).toBe('entry');
    // Nothing half-written is left: the temporary files were renamed into place.
    expect(fs.readdirSync(path.join(root, '.object-store', 'tmp'))).toEqual([]);
    expect(fs.readdirSync(path.join(root, '.object-store', 'locks'))).toEqual([]);
  });

  it('reads a store written by the CLI before (files only, etag = sha256 of the bytes)', async () => {
    fs.mkdirSync(path.join(root, 'remotes', 'auth', 'v2-bbbb'), { recursive: true });
    fs.writeFileSync(path.join(root, 'history.json'), '{"remotes":{}}\n');
    fs.writeFileSync(path.join(root, 'remotes', 'auth', 'v2-bbbb', 'mf-manifest.json'), '{}', { mode: 0o444 });
    // The old store's bookkeeping is not listed.
    fs.mkdirSync(path.join(root, '.lock'));
    fs.writeFileSync(path.join(root, '.lock', 'owner.json'), '{}');
    fs.mkdirSync(path.join(root, '.staging', 'auth-v3'), { recursive: true });
    fs.writeFileSync(path.join(root, '.staging', 'auth-v3', 'remoteEntry.js'), 'half');

    expect(await store.list('')).toEqual(['history.json', 'remotes/auth/v2-bbbb/mf-manifest.json']);
    expect(await store.get('history.json')).toEqual({
      body: Buffer.from('{"remotes":{}}\n'),
      etag: folderEtag(Buffer.from('{"remotes":{}}\n')),
    });
    expect(await store.list('.staging/')).toEqual([]);
  });

  it('waits for a key locked by another writer and says which lock when it gives up', async () => {
    await store.put('registry.json', Buffer.from('1'));
    const lock = store.lockDirOf('registry.json');
    fs.mkdirSync(lock, { recursive: true });
    const started = Date.now();
    await expect(store.put('registry.json', Buffer.from('2'))).rejects.toThrow(
      `registry.json stayed locked by another writer for 300 ms; if no publish is running, remove ${lock}`,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(fs.readFileSync(path.join(root, 'registry.json'), 'utf8')).toBe('1');
    // Another key has its own lock.
    await store.put('history.json', Buffer.from('{}'));
  });

  it('takes over a lock left by a process that died holding it', async () => {
    const lock = store.lockDirOf('registry.json');
    fs.mkdirSync(lock, { recursive: true });
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, longAgo, longAgo);
    await store.put('registry.json', Buffer.from('2'));
    expect(fs.readFileSync(path.join(root, 'registry.json'), 'utf8')).toBe('2');
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('loses no update when several processes update one key at once', async () => {
    const processes = 4;
    const each = 20;
    const child = path.join(__dirname, 'folder-store-updater.fixture.ts');
    const goFile = path.join(path.dirname(root), 'go');
    const runs = Array.from({ length: processes }, (_, p) => runUpdater([child, root, 'history.json', `p${p}`, String(each), goFile]));
    // Start them together (tsx takes a while to start), or they would not collide.
    await Promise.all(runs.map((run) => run.ready));
    fs.writeFileSync(goFile, '');
    const outputs = await Promise.all(runs.map((run) => run.done));

    const stored = JSON.parse(fs.readFileSync(path.join(root, 'history.json'), 'utf8')) as { items: string[] };
    const expected = Array.from({ length: processes }, (_, p) => Array.from({ length: each }, (_, i) => `p${p}-${i}`)).flat();
    expect([...stored.items].sort()).toEqual(expected.sort());
    // Collisions did happen across processes (else this proves nothing) and were retried.
    const attempts = outputs.flatMap((out) => out.trim().split('\n').slice(1).map(Number));
    expect(attempts).toHaveLength(processes * each);
    expect(attempts.some((n) => n > 1)).toBe(true);
  }, 60_000);
});

/** Runs folder-store-updater.fixture.ts under tsx: `ready` once it waits for the go file, `done` with its output. */
function runUpdater(args: string[]): { ready: Promise<void>; done: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let signalReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    signalReady = resolve;
  });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) signalReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`updater exited with ${code}: ${stderr}`))));
  });
  // A child that dies before it is ready fails the test instead of hanging it.
  return { ready: Promise.race([ready, done.then(() => undefined)]), done };
}
