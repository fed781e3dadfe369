import path from 'node:path';
import { findRepoRoot, readApiConfig } from './config.ts';

describe('readApiConfig', () => {
  it('defaults to PGlite in .data/api-db of the repository, port 8090, no trusted proxy', () => {
    const config = readApiConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(findRepoRoot(), '.data', 'api-db') });
    expect(config.port).toBe(8090);
    expect(config.trustProxy).toBe(false);
    expect(config.jwtSecret).toHaveLength(64);
  });

  it('uses the PostgreSQL server of DATABASE_URL', () => {
    expect(readApiConfig({ DATABASE_URL: 'postgres://db/salon' }).database).toEqual({ kind: 'postgres', url: 'postgres://db/salon' });
  });

  it('reads TRUST_PROXY as true or the proxies addresses', () => {
    expect(readApiConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readApiConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    expect(readApiConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses to start in production without a long JWT_SECRET, and a bad PORT', () => {
    expect(() => readApiConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => readApiConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(readApiConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(() => readApiConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
