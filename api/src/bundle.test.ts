import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The API's image without Docker: api/scripts/bundle.ts (the command api/Dockerfile runs)
 * writes its runtime folder into a temporary folder outside the repository, the
 * packages it leaves out of the bundle are linked from the repository's node_modules
 * (the image installs the same versions with `npm ci --omit=dev`), and `node server.mjs`
 * runs there as the image runs it: NODE_ENV=production, the embedded database in the
 * default .data/api-db under the working directory, the pictures and the blog read from
 * the folder's own copies. What fails here would fail in the container: a module that
 * does not bundle, a package missing beside the bundle, a file read from disk that the
 * image does not carry.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');

let tmp: string;
let app: string;
const running = new Set<ChildProcess>();

/** The environment of the container: production, its secrets (made up here), nothing of this shell's. */
function imageEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const secret = () => randomBytes(24).toString('hex');
  return {
    PATH: process.env.PATH,
    HOME: tmp,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    JWT_SECRET: secret(),
    UNSUBSCRIBE_SECRET: secret(),
    VISIT_LINK_SECRET: secret(),
    RECRUITMENT_EMAIL: 'rekrutacja@example.test',
    // Checked for their form at start; nothing calls Stripe in this test.
    STRIPE_SECRET_KEY: `sk_test_${secret()}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${secret()}`,
    ...extra,
  };
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Run {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, exit };
}

/** The last lines a process wrote, for a failure's message. */
const tail = (text: string) => text.trim().split('\n').slice(-15).join('\n');

/** Where Node finds `name` from api/src: the workspace's own node_modules, then the root's. */
function installedPackage(name: string): string {
  for (const dir of [path.join(REPO_ROOT, 'api', 'node_modules', name), path.join(REPO_ROOT, 'node_modules', name)]) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${name} is not installed (npm install)`);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-api-bundle-'));
  // Outside the repository: findRepoRoot() must not find the checkout and read its files.
  expect(path.relative(REPO_ROOT, tmp).startsWith('..')).toBe(true);
  app = path.join(tmp, 'app');
  const bundle = run(process.execPath, ['--import', 'tsx', 'api/scripts/bundle.ts', app], REPO_ROOT, { ...process.env, NODE_OPTIONS: '' });
  const { code } = await bundle.exit;
  if (code !== 0) throw new Error(`bundle.ts exited with ${code}:\n${tail(bundle.output())}`);

  // What `npm ci --omit=dev` installs in the image, taken from this checkout instead.
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  for (const [name, version] of Object.entries(dependencies)) {
    const source = installedPackage(name);
    const installed = (JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string }).version;
    if (installed !== version) throw new Error(`${name} ${installed} is installed, the lockfile says ${version} (npm install)`);
    const link = path.join(app, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(source, link, 'dir');
  }
}, 180_000);

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the folder holds the bundle, the runtime files and a lockfile for exactly the packages left out', () => {
  expect(fs.statSync(path.join(app, 'server.mjs')).size).toBeGreaterThan(1_000_000);
  for (const file of ['api/assets/salon-photos/photos.json', 'api/assets/shop-photos/photos.json', 'api/content/blog']) {
    expect(fs.existsSync(path.join(app, file))).toBe(true);
  }
  const packageJson = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; dependencies?: Record<string, string>; dev?: boolean }>;
  };
  expect(Object.keys(packageJson.dependencies)).toEqual(expect.arrayContaining(['argon2', 'sharp', '@electric-sql/pglite', '@fastify/swagger-ui']));
  // npm ci refuses a lockfile whose root does not match package.json.
  expect(lock.packages['']!.dependencies).toEqual(packageJson.dependencies);
  for (const [name, version] of Object.entries(packageJson.dependencies)) expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
  // The repository's lockfile versions, never newer: every entry is one of its entries.
  const repoLock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '') continue;
    expect(entry.dev).toBeUndefined();
    expect([repoLock.packages[key]?.version, repoLock.packages[`api/${key}`]?.version]).toContain(entry.version);
  }
});

test('--migrate-only prepares the embedded database and exits 0', async () => {
  const migrate = run(process.execPath, ['server.mjs', '--migrate-only'], app, imageEnv());
  const { code } = await migrate.exit;
  if (code !== 0) throw new Error(`--migrate-only exited with ${code}:\n${tail(migrate.output())}`);
  expect(migrate.output()).toContain('database ready (pglite)');
  // The blog's content files travelled with the bundle.
  expect(migrate.output()).not.toContain('blog not imported');
  expect(fs.existsSync(path.join(app, '.data', 'api-db'))).toBe(true);
}, 180_000);

test('server.mjs serves the API, its docs, the pictures and the blog, and exits 0 on SIGTERM', async () => {
  const server = run(process.execPath, ['server.mjs'], app, imageEnv({ PORT: '0', LOG_LEVEL: 'warn' }));
  const deadline = Date.now() + 45_000;
  let base: string | undefined;
  while (!base) {
    base = /API at (http:\/\/localhost:\d+)\/api/.exec(server.output())?.[1];
    if (base) break;
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`server.mjs did not start:\n${tail(server.output())}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const get = (url: string) => fetch(`${base}${url}`, { signal: AbortSignal.timeout(10_000) });

  expect((await get('/api/health')).status).toBe(200);
  const ready = await get('/api/health/ready');
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'pglite' });

  const cities = await get('/api/cities');
  expect(cities.status).toBe(200);
  expect(((await cities.json()) as { code: string }[]).map((city) => city.code)).toContain('warszawa');

  const document = (await (await get('/api/docs/json')).json()) as { paths: Record<string, unknown> };
  expect(document.paths).toHaveProperty('/api/cities');
  // @fastify/swagger-ui's own files, served from its package folder.
  const css = await get('/api/docs/static/swagger-ui.css');
  expect(css.status).toBe(200);
  expect(css.headers.get('content-type')).toMatch(/^text\/css/);

  // A salon picture: the master from api/assets, rendered by sharp into .data/image-cache.
  const [salon] = (await (await get('/api/salons')).json()) as { imageMini: string }[];
  const picture = await get(salon!.imageMini);
  expect(picture.status).toBe(200);
  expect(picture.headers.get('content-type')).toBe('image/webp');
  expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(100);

  // The blog imported from api/content/blog by --migrate-only.
  const blog = (await (await get(`/api/blog?path=${encodeURIComponent('rest/blogpost')}`)).json()) as { psdata: unknown[] };
  expect(blog.psdata.length).toBeGreaterThan(0);

  server.child.kill('SIGTERM');
  const { code, signal } = await server.exit;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
}, 180_000);
