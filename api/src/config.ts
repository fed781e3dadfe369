import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseOptions } from './db/connect.ts';

/** Everything the API reads from its environment. */
export interface ApiConfig {
  port: number;
  host: string;
  database: DatabaseOptions;
  /** Secret of the HS256 access tokens. */
  jwtSecret: string;
  logLevel: string;
  /** Shared store of rate limits across instances; in-process when absent. */
  redisUrl?: string;
  production: boolean;
  /** Proxies whose X-Forwarded-For gives the client IP; false: none. */
  trustProxy: boolean | string;
}

/**
 * The repository root, found from the working directory (api/ under `npm start -w api`,
 * the root under `npm start`), so `.data/` is the same folder either way.
 */
export function findRepoRoot(start = process.cwd()): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'api')) && existsSync(path.join(dir, 'shared', 'contracts'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start);
  }
}

/**
 * PORT (8090), HOST, DATABASE_URL (PostgreSQL; PGlite in DATA_DIR, default
 * `.data/api-db`, otherwise), JWT_SECRET (required in production; a random one per
 * process in development, so tokens do not survive a restart there), LOG_LEVEL,
 * REDIS_URL, NODE_ENV, TRUST_PROXY ('true', or the proxies' addresses/CIDRs such
 * as '127.0.0.1'; unset: X-Forwarded-For is ignored).
 */
export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim();
  const jwtSecret = env.JWT_SECRET?.trim();
  if (production && (!jwtSecret || jwtSecret.length < 32)) {
    throw new Error('JWT_SECRET of at least 32 characters is required in production');
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.resolve(findRepoRoot(), env.DATA_DIR?.trim() || '.data/api-db') },
    jwtSecret: jwtSecret || randomBytes(32).toString('hex'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    ...(env.REDIS_URL?.trim() ? { redisUrl: env.REDIS_URL.trim() } : {}),
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  return text === 'true' ? true : text;
}
