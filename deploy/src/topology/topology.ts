/**
 * The production shape on one machine, without containers (`npm run start:prod`, the
 * drills): nginx from the system's package in front, serving the shell and the remote
 * store and balancing /api over several API instances on a PostgreSQL server with Redis
 * for the shared rate limits, and the gateway behind nginx for the pages, /config.json,
 * /metadata, robots.txt and the sitemap. Every process is a child of this one; an API
 * instance that dies is started again after a short pause, as a process manager or
 * an orchestrator would.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { REPO_ROOT } from '../paths.ts';
import { localNginxConfig } from './nginx-local.ts';

export interface TopologyOptions {
  /** nginx's port: the site. The gateway takes port + 5 (+ 1 is the demo partner page's), the API instances port + 10, + 11, … */
  port: number;
  /** Where nginx listens (loopback by default: a local run is not for the network). */
  host: string;
  databaseUrl: string;
  redisUrl: string;
  /** How many API instances (2). */
  instances: number;
  /** Logs, nginx's files and the shared token secret: `.data/prod`. */
  dataDir: string;
  shellDir: string;
  storeDir: string;
  /** Passed to the API instances and the gateway (secrets, NODE_ENV, SMTP …). */
  env: NodeJS.ProcessEnv;
  /** Start a dead API instance again (true); the drills' own restarts turn it off. */
  restartInstances: boolean;
  log: (line: string) => void;
}

export interface ApiInstance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** The running process's pid, or null between a death and its restart. */
  pid(): number | null;
  /** Sends a signal to the instance's process (the drills' SIGKILL). */
  kill(signal: NodeJS.Signals): void;
  /** Starts it again when it is not running (with restartInstances off). */
  start(): void;
  /** Resolves once /api/health/ready answers 200; rejects after `timeoutMs`. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** How many times it was started again after dying. */
  restarts(): number;
}

export interface Topology {
  /** The site, through nginx. */
  url: string;
  gatewayUrl: string;
  instances: ApiInstance[];
  logDir: string;
  stop(): Promise<void>;
}

const NODE_TS = [process.execPath, '--import', 'tsx'];
const READY_TIMEOUT_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200 (or `ok` accepts the answer). */
export async function waitForUrl(url: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(`${what} not ready after ${Math.round(timeoutMs / 1000)} s (${last})`);
}

/** nginx's binary, or a clear refusal naming the package. */
function checkNginx(): void {
  const result = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error('nginx is not installed: apt-get install -y nginx (the production topology runs the system nginx)');
  }
}

/**
 * Connects to the database, creating it when the server answers but it does not exist
 * (a first run on a fresh machine: `postgres://…/salon`).
 */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') {
      throw new Error(`PostgreSQL at ${redactedUrl(databaseUrl)} does not answer: ${(error as Error).message}`, { cause: error });
    }
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database "${name}" does not exist; create it first`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

async function checkRedis(redisUrl: string): Promise<void> {
  const client = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 0, lazyConnect: true, enableOfflineQueue: false });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(`Redis at ${redactedUrl(redisUrl)} does not answer: ${(error as Error).message}`, { cause: error });
  } finally {
    client.disconnect();
  }
}

/** A URL without its password, for messages. */
export function redactedUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

/**
 * The access tokens' secret every instance must share (a token one signs, the others
 * check): JWT_SECRET when given, else one made on the first run and kept in the data
 * folder, so sessions survive a restart of the topology.
 */
function sharedJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const given = env.JWT_SECRET?.trim();
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

interface Supervised {
  child: ChildProcess | null;
  exited: Promise<void>;
}

/** Starts a child with its output appended to `logFile`; resolves `exited` when it ends. */
function launch(command: string[], env: NodeJS.ProcessEnv, logFile: string): Supervised {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command[0]!, command.slice(1), { cwd: REPO_ROOT, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited };
}

async function stopChild(supervised: Supervised, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  const { child } = supervised;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const done = await Promise.race([supervised.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await supervised.exited;
  }
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const { log } = options;
  checkNginx();
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logDir = path.join(options.dataDir, 'logs');
  const runDir = path.join(options.dataDir, 'nginx');
  fs.mkdirSync(logDir, { recursive: true });
  fs.mkdirSync(runDir, { recursive: true });
  if (!fs.existsSync(path.join(options.shellDir, 'index.html'))) throw new Error(`no shell build in ${options.shellDir}: npm run build`);

  await ensureDatabase(options.databaseUrl);
  await checkRedis(options.redisUrl);
  const apiEnv: NodeJS.ProcessEnv = {
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: sharedJwtSecret(options.env, options.dataDir),
    HOST: '127.0.0.1',
    // nginx on this machine is the only client; its X-Forwarded-For names the customer.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: options.env.API_LOG_LEVEL ?? 'info',
    PUBLIC_URL: options.env.PUBLIC_URL ?? `http://localhost:${options.port}`,
  };

  const stopping = { value: false };
  const running: Supervised[] = [];

  // The release step: migrations and the seed, once, before any instance serves.
  log('preparing the database (migrations, seed)…');
  const migrateLog = path.join(logDir, 'migrate.log');
  const migration = launch([...NODE_TS, 'api/src/server.ts', '--migrate-only'], { ...apiEnv, PORT: '0' }, migrateLog);
  await migration.exited;
  if (migration.child!.exitCode !== 0) {
    throw new Error(`the database was not prepared: ${fs.readFileSync(migrateLog, 'utf8').trim().split('\n').slice(-3).join(' / ')}`);
  }

  const instances: ApiInstance[] = [];
  for (let index = 0; index < options.instances; index += 1) {
    const name = `api-${index + 1}`;
    const port = options.port + 10 + index;
    const url = `http://127.0.0.1:${port}`;
    const logFile = path.join(logDir, `${name}.log`);
    let current: Supervised | null = null;
    let restarts = 0;
    const start = (): void => {
      const supervised = launch([...NODE_TS, 'api/src/server.ts'], { ...apiEnv, PORT: String(port) }, logFile);
      current = supervised;
      running.push(supervised);
      supervised.child!.once('exit', (code, signal) => {
        running.splice(running.indexOf(supervised), 1);
        if (current === supervised) current = null;
        if (stopping.value) return;
        log(`${name} exited (${signal ?? `code ${code}`})${options.restartInstances ? '; starting it again' : ''}`);
        if (options.restartInstances) {
          setTimeout(() => {
            if (stopping.value) return;
            restarts += 1;
            start();
          }, 500);
        }
      });
    };
    start();
    instances.push({
      name,
      port,
      url,
      pid: () => current?.child?.pid ?? null,
      kill: (signal) => current?.child?.kill(signal),
      start: () => {
        if (!current) {
          restarts += 1;
          start();
        }
      },
      waitReady: (timeoutMs = READY_TIMEOUT_MS) => waitForUrl(`${url}/api/health/ready`, timeoutMs, name),
      restarts: () => restarts,
    });
  }

  let nginx: Supervised | undefined;
  const stop = async (): Promise<void> => {
    stopping.value = true;
    // nginx first (SIGQUIT: finish what it serves), then the gateway and the API instances (SIGTERM: graceful).
    await Promise.all(running.map((supervised) => stopChild(supervised, supervised === nginx ? 'SIGQUIT' : 'SIGTERM', 15_000)));
  };

  try {
    await Promise.all(instances.map((instance) => instance.waitReady()));
    log(`API instances ready: ${instances.map((instance) => `${instance.name} ${instance.url}`).join(', ')}`);

    const gatewayPort = options.port + 5;
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const gateway = launch(
      [...NODE_TS, 'deploy/src/server.ts'],
      {
        ...options.env,
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        SHELL_DIR: options.shellDir,
        REMOTE_STORE_DIR: options.storeDir,
        // The pages' facts and the sitemap come from the API through the load balancer.
        API_URL: `http://127.0.0.1:${options.port}`,
      },
      path.join(logDir, 'gateway.log'),
    );
    running.push(gateway);
    await waitForUrl(`${gatewayUrl}/metadata`, READY_TIMEOUT_MS, 'the gateway');

    const source = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8');
    const configFile = path.join(runDir, 'nginx.conf');
    fs.writeFileSync(
      configFile,
      localNginxConfig(source, {
        listen: `${options.host}:${options.port}`,
        shellDir: options.shellDir,
        storeDir: options.storeDir,
        apiServers: instances.map((instance) => `127.0.0.1:${instance.port}`),
        gatewayServer: `127.0.0.1:${gatewayPort}`,
        runDir,
        accessLog: path.join(logDir, 'nginx-access.log'),
      }),
    );
    const check = spawnSync('nginx', ['-t', '-q', '-c', configFile, '-p', runDir], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refuses ${configFile}: ${check.stderr.trim()}`);
    nginx = launch(['nginx', '-c', configFile, '-p', runDir, '-g', 'daemon off;'], process.env, path.join(logDir, 'nginx.log'));
    running.push(nginx);
    const siteUrl = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`;
    await waitForUrl(`${siteUrl}/api/health/ready`, 15_000, 'nginx');
    return { url: siteUrl, gatewayUrl, instances, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
