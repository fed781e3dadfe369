import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import { GATEWAY_PORT } from '@salon/build/ports';
import type { GatewayOptions } from './gateway.ts';
import { DEFAULT_MIRROR_INTERVAL_SECONDS } from './mirror.ts';
import { createObjectStore } from './object-store/create-object-store.ts';
import { defaultStoreDir, resolveConfigFile, shellDistDir } from './paths.ts';

/** Everything server.ts needs to start, read from the environment. */
export interface GatewayEnv {
  port: number;
  host: string;
  gateway: GatewayOptions;
}

/**
 * Parses DEV_REMOTES (`booking=http://localhost:3001,jobs=http://localhost:3005`).
 * Throws with the offending item, so a typo does not silently serve the stored build.
 */
export function parseDevRemotes(value: string | undefined): Partial<Record<RemoteName, string>> {
  const result: Partial<Record<RemoteName, string>> = {};
  for (const item of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = item.indexOf('=');
    const name = item.slice(0, eq).trim();
    const url = item.slice(eq + 1).trim();
    if (eq <= 0 || url === '') throw new Error(`DEV_REMOTES: "${item}" is not <remote>=<url>`);
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      throw new Error(`DEV_REMOTES: unknown remote "${name}"; valid remotes: ${REMOTE_NAMES.join(', ')}`);
    }
    result[name as RemoteName] = url;
  }
  return result;
}

/**
 * Where `npm start` and `npm run dev` put their API behind the gateway: API_PORT when
 * given, else the gateway's PORT plus 10 (8090 beside the default 8080), so a second copy
 * started with `PORT=9000` gets an API of its own on 9010 instead of failing on 8090.
 */
export function localApiPort(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.API_PORT?.trim();
  const port = given ? Number(given) : gatewayPort(env) + 10;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(given ? `API_PORT must be a port number, got "${env.API_PORT}"` : `PORT + 10 (${port}) is not a port number: set API_PORT`);
  }
  return port;
}

/**
 * The embedded database folder of `npm start`: DATA_DIR when given, `.data/api-db` on the
 * default port, `.data/api-db-<PORT>` on another, so a copy started beside a running one
 * has its own data (and the same data on its next start with that PORT).
 */
export function localDataDir(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.DATA_DIR?.trim();
  if (given) return given;
  const port = gatewayPort(env);
  return port === GATEWAY_PORT ? '.data/api-db' : `.data/api-db-${port}`;
}

function gatewayPort(env: NodeJS.ProcessEnv): number {
  const given = env.PORT?.trim();
  const port = given ? Number(given) : GATEWAY_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return port;
}

/**
 * The store kept in a bucket that the gateway mirrors into REMOTE_STORE_DIR: with
 * REMOTE_STORE_URL set (and its S3 variables, object-store/README.md), every
 * MIRROR_INTERVAL_SECONDS (default 1). Undefined without REMOTE_STORE_URL: the folder is
 * the store itself. Throws naming the variable that is wrong.
 */
export function readMirrorEnv(env: NodeJS.ProcessEnv = process.env): GatewayOptions['mirror'] {
  if (!env.REMOTE_STORE_URL?.trim()) return undefined;
  const given = env.MIRROR_INTERVAL_SECONDS?.trim();
  const seconds = given ? Number(given) : DEFAULT_MIRROR_INTERVAL_SECONDS;
  if (!Number.isFinite(seconds) || seconds < 0.1) throw new Error(`MIRROR_INTERVAL_SECONDS must be a number of seconds, at least 0.1, not "${env.MIRROR_INTERVAL_SECONDS}"`);
  return { source: createObjectStore(env), intervalMs: seconds * 1000 };
}

/**
 * Reads PORT, HOST, REMOTE_STORE_DIR, REMOTE_STORE_URL (and MIRROR_INTERVAL_SECONDS),
 * SHELL_DIR, CONFIG_FILE, API_URL, PUBLIC_ORIGIN, DEV_REMOTES and LOG_LEVEL.
 */
export function readGatewayEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const port = gatewayPort(env);
  const mirror = readMirrorEnv(env);
  const configFile = resolveConfigFile(env);
  const apiUrl = env.API_URL?.trim();
  const publicOrigin = env.PUBLIC_ORIGIN?.trim();
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    gateway: {
      shellDir: shellDistDir(env),
      storeDir: defaultStoreDir(env),
      // A store in a bucket: copied into storeDir by the gateway itself (mirror.ts).
      ...(mirror ? { mirror } : {}),
      ...(configFile ? { configFile } : {}),
      ...(apiUrl ? { apiUrl } : {}),
      // The origin the sitemap and robots.txt name; checked by createGateway.
      ...(publicOrigin ? { publicOrigin } : {}),
      devRemotes: parseDevRemotes(env.DEV_REMOTES),
      // warn by default: request lines for every asset drown the dev terminal; nginx
      // or the platform logs requests in production. LOG_LEVEL=info shows them.
      logger: { level: env.LOG_LEVEL?.trim() || 'warn' },
    },
  };
}
