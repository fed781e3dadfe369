import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import type { GatewayOptions } from './gateway.ts';
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

/** Reads PORT, HOST, REMOTE_STORE_DIR, SHELL_DIR, CONFIG_FILE, API_URL, PUBLIC_ORIGIN, DEV_REMOTES and LOG_LEVEL. */
export function readGatewayEnv(env: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const configFile = resolveConfigFile(env);
  const apiUrl = env.API_URL?.trim();
  const publicOrigin = env.PUBLIC_ORIGIN?.trim();
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    gateway: {
      shellDir: shellDistDir(env),
      storeDir: defaultStoreDir(env),
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
