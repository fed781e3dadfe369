/**
 * `npm run start:prod`: the production topology on this machine, without containers
 * (deploy/README.md, "Production topology"): builds what is missing, publishes the
 * remotes not stored yet, then nginx on PORT (8080) in front of API_INSTANCES (2) API
 * instances on DATABASE_URL (postgres://postgres@127.0.0.1:5432/salon, created when
 * missing) with REDIS_URL (redis://127.0.0.1:6379), and the gateway. Ctrl-C or SIGTERM
 * stops every process gracefully.
 */
import path from 'node:path';
import { buildAll } from '@salon/build/scripts/build-all';
import { runCli } from '../src/cli-commands.ts';
import { REPO_ROOT, defaultStoreDir, shellDistDir } from '../src/paths.ts';
import { redactedUrl, startTopology } from '../src/topology/topology.ts';

function portFrom(value: string | undefined, fallback: number, name: string): number {
  const port = value?.trim() ? Number(value) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65_000) {
    console.error(`${name} must be a port number, not "${value}"`);
    process.exit(1);
  }
  return port;
}

const port = portFrom(process.env.PORT, 8080, 'PORT');
const instances = Number(process.env.API_INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
  console.error(`API_INSTANCES must be 1 to 8, not "${process.env.API_INSTANCES}"`);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/salon';
const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

buildAll({ onlyMissing: true });
if ((await runCli(['publish', '--all', '--if-changed'])) !== 0) process.exit(1);

console.log(`starting nginx on ${port}, ${instances} API instances on ${redactedUrl(databaseUrl)} with ${redactedUrl(redisUrl)}…`);
try {
  const topology = await startTopology({
    port,
    host: process.env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    redisUrl,
    instances,
    dataDir: path.join(REPO_ROOT, '.data', 'prod'),
    shellDir: shellDistDir(process.env),
    storeDir: defaultStoreDir(process.env),
    env: process.env,
    restartInstances: true,
    log: (line) => console.log(line),
  });
  console.log(`Site at ${topology.url}`);
  console.log(`Logs (JSON lines) in ${path.relative(process.cwd(), topology.logDir)}; metrics at ${topology.instances.map((instance) => `${instance.url}/api/metrics`).join(', ')}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping nginx, the gateway and the API instances`);
    topology.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`production topology not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
