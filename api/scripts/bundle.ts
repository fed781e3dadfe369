/**
 * Makes the API's runtime folder: what api/Dockerfile copies into its image, and what
 * src/bundle.test.ts starts without Docker. The image runs exactly this command, so the
 * test and the image cannot drift apart.
 *
 *   node --import tsx api/scripts/bundle.ts <empty or new folder>
 *
 * The folder then holds:
 *   server.mjs          src/server.ts and everything it imports, in one file (esbuild;
 *                       JSON imports and @salon/contracts are inlined), except EXTERNAL
 *   package.json        EXTERNAL at the versions the repository's lockfile installs
 *   package-lock.json   those packages and their dependencies, each at the version of the
 *                       repository's lockfile, so `npm ci --omit=dev` there installs what the
 *                       tests ran against and nothing newer
 *   api/…               RUNTIME_FILES, the files the API reads from disk, at the same paths
 *                       under the folder as under the repository (see RUNTIME_FILES)
 *
 * node_modules is not made here: the Dockerfile runs `npm ci --omit=dev` in the folder;
 * the test links the repository's installed copies instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Packages left out of the bundle and installed beside it, each for a reason:
 * - argon2, sharp: native add-ons (a .node binary per platform, found by the package
 *   at run time next to its own files).
 * - @electric-sql/pglite: loads its WebAssembly, its data file and the btree_gist
 *   extension's archive from its package folder through import.meta.url.
 * - @fastify/swagger-ui: serves the Swagger UI's files (/api/docs/static/…) from its
 *   package folder with @fastify/static.
 * Everything else bundles: fastify and pino (no transports are used, so pino's and
 * thread-stream's worker files are never loaded), prom-client, ioredis, pg, stripe,
 * nodemailer, kysely, jose, marked, sanitize-html, yaml, luxon.
 */
export const EXTERNAL = ['argon2', 'sharp', '@electric-sql/pglite', '@fastify/swagger-ui'] as const;

/**
 * Imported only when asked for and deliberately not installed: pg's optional native
 * binding (`pg.native`, never used; the API uses the JavaScript client).
 */
const EXTERNAL_NOT_INSTALLED = ['pg-native'];

/**
 * Files the API reads from disk at run time, relative to the repository root. The code
 * finds them under findRepoRoot() (src/config.ts), which in the image is the working
 * directory, /app: so they go to the same relative paths in the folder.
 * - api/assets/salon-photos: photos.json and the masters of the salon pictures,
 *   read at start (src/lib/salon-photos.ts, src/lib/photo-library.ts) and rendered on
 *   demand (src/plugins/app/images/renditions.ts).
 * - api/assets/shop-photos: the same for the shop (src/plugins/app/shop-catalogue/shop-photos.ts).
 * - api/content/blog: the blog the seed imports into an empty database
 *   (src/plugins/app/blog/import-content.ts, read-content.ts): JSON, Markdown, WebM clips.
 * Migrations and the seed's data are TypeScript modules, so they are in server.mjs.
 */
export const RUNTIME_FILES = ['api/assets/salon-photos', 'api/assets/shop-photos', 'api/content/blog'] as const;

/** The banner gives bundled CommonJS code `require`, `__filename` and `__dirname` (the bundle's own). */
const BANNER = [
  "import { createRequire as __salonCreateRequire } from 'node:module';",
  "import { fileURLToPath as __salonFileURLToPath } from 'node:url';",
  'const require = __salonCreateRequire(import.meta.url);',
  'const __filename = __salonFileURLToPath(import.meta.url);',
  "const __dirname = __salonFileURLToPath(new URL('.', import.meta.url));",
].join(' ');

interface LockEntry {
  version?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** Where Node would find `name` from the package at `from` ('' the root, 'api' the workspace), as a lockfile key. */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  for (let base = from; ; ) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
    const nested = base.lastIndexOf('/node_modules/');
    base = nested >= 0 ? base.slice(0, nested) : '';
  }
}

/**
 * The lockfile of the runtime folder: EXTERNAL and everything they depend on, each at
 * the location and version the repository's lockfile gives them as seen from the api
 * workspace; api/node_modules/x becomes node_modules/x. Throws rather than guess when
 * two versions of one package would need the same place.
 */
export function runtimeLockfile(lock: Lockfile): { packageJson: object; lockfile: object } {
  if (lock.lockfileVersion < 2) throw new Error('package-lock.json: lockfileVersion 2 or 3 expected');
  const { packages } = lock;
  const chosen = new Map<string, string>(); // new location → location in the repository's lockfile
  const entries: Record<string, LockEntry> = {};
  const rootDependencies: Record<string, string> = {};
  const queue: string[] = [];

  const place = (key: string, wantedBy: string): void => {
    const entry = packages[key]!;
    if (entry.link) throw new Error(`${wantedBy} needs ${key}, a workspace package: it cannot be installed from the registry`);
    const target = key.startsWith('api/') ? key.slice('api/'.length) : key;
    const already = chosen.get(target);
    if (already === key) return;
    if (already) throw new Error(`${already} and ${key} would both be installed at ${target}: make one of them bundled`);
    chosen.set(target, key);
    const { dev: _dev, devOptional, ...rest } = entry;
    entries[target] = devOptional ? { ...rest, optional: true } : rest;
    queue.push(key);
  };

  for (const name of EXTERNAL) {
    const key = resolveInLock(packages, 'api', name);
    if (!key || !packages[key]?.version) throw new Error(`package-lock.json has no ${name} for the api workspace (npm install first)`);
    rootDependencies[name] = packages[key].version;
    place(key, 'api');
  }
  while (queue.length > 0) {
    const key = queue.shift()!;
    const entry = packages[key]!;
    const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name));
    const wanted: [string, boolean][] = [
      ...Object.keys(entry.dependencies ?? {}).map((name): [string, boolean] => [name, false]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name): [string, boolean] => [name, true]),
      ...Object.keys(entry.peerDependencies ?? {}).map((name): [string, boolean] => [name, optionalPeers.has(name)]),
    ];
    for (const [name, optional] of wanted) {
      const found = resolveInLock(packages, key, name);
      if (found) place(found, key);
      else if (!optional) throw new Error(`package-lock.json: ${key} needs ${name}, which it does not hold`);
    }
  }
  const name = 'salon-api-runtime';
  const packageJson = {
    name,
    private: true,
    description: 'The packages server.mjs loads from node_modules (api/scripts/bundle.ts, EXTERNAL).',
    type: 'module',
    dependencies: rootDependencies,
  };
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  const lockfile = {
    name,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name, dependencies: rootDependencies }, ...sorted },
  };
  return { packageJson, lockfile };
}

/** Writes the runtime folder (see the file's comment) into `outDir`, which must be empty or new. */
export async function bundleApi(outDir: string): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  if (fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`);

  const result = await build({
    entryPoints: [path.join(REPO_ROOT, 'api', 'src', 'server.ts')],
    outfile: path.join(outDir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...EXTERNAL, ...EXTERNAL_NOT_INSTALLED],
    banner: { js: BANNER },
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
    metafile: true,
  });
  // A package listed in EXTERNAL that server.mjs no longer imports would still be installed: say so.
  const imported = new Set(
    Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((item) => item.external).map((item) => item.path)),
  );
  for (const name of EXTERNAL) {
    if (![...imported].some((item) => item === name || item.startsWith(`${name}/`))) {
      throw new Error(`${name} is listed in EXTERNAL but server.mjs does not import it: remove it from the list`);
    }
  }

  const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
  const { packageJson, lockfile } = runtimeLockfile(lock);
  fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'package-lock.json'), `${JSON.stringify(lockfile, null, 2)}\n`);

  for (const folder of RUNTIME_FILES) {
    const from = path.join(REPO_ROOT, folder);
    if (!fs.statSync(from, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${folder} is missing`);
    fs.cpSync(from, path.join(outDir, folder), { recursive: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const outDir = process.argv[2];
  if (!outDir || process.argv.length > 3) {
    console.error('usage: node --import tsx api/scripts/bundle.ts <output folder>');
    process.exit(2);
  }
  const started = Date.now();
  bundleApi(path.resolve(outDir)).then(
    () => {
      const size = fs.statSync(path.join(outDir, 'server.mjs')).size;
      console.log(`API bundled into ${path.resolve(outDir)}: server.mjs ${(size / 1024 / 1024).toFixed(1)} MB, external ${EXTERNAL.join(', ')}; ${Date.now() - started} ms`);
    },
    (error: unknown) => {
      console.error(`API not bundled: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
