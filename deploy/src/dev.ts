import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';
import { DEV_PORTS, GATEWAY_PORT } from '@salon/build';
import { ROOT } from '@salon/build/scripts/apps';
import { buildAll } from '@salon/build/scripts/build-all';
import { runCli } from './cli-commands.ts';
import { localApiPort } from './gateway-env.ts';

/**
 * `npm run dev -- booking salons [shell]`: the named apps run from their dev servers
 * (rebuild on save), every other remote from the local store, all behind the gateway.
 * With `shell` in the list the shell's dev server (port 3000) is the page to open.
 */
const names = process.argv.slice(2);
const unknown = names.filter((n) => n !== 'shell' && !(REMOTE_NAMES as readonly string[]).includes(n));
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: npm run dev -- <remote|shell> [...]\n  remotes: ${REMOTE_NAMES.join(', ')}`);
  if (unknown.length) console.error(`  unknown: ${unknown.join(', ')}`);
  process.exit(1);
}
const devRemotes = names.filter((n): n is RemoteName => n !== 'shell');

buildAll({ onlyMissing: true });
if ((await runCli(['publish', '--all', '--if-changed'])) !== 0) process.exit(1);
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

const children: ChildProcess[] = [];
const rspack = path.join(ROOT, 'node_modules', '.bin', 'rspack');
for (const name of names) {
  const dir = name === 'shell' ? 'shell' : `mfe-${name}`;
  children.push(spawn(rspack, ['serve'], { cwd: path.join(ROOT, dir), stdio: 'inherit' }));
}
// The API runs alone (its own process, restarted by hand after API changes) unless
// API_URL points at one already running.
let apiUrl = process.env.API_URL?.trim();
if (!apiUrl) {
  const apiPort = String(localApiPort());
  apiUrl = `http://127.0.0.1:${apiPort}`;
  children.push(
    spawn(tsx, ['api/src/server.ts'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' } }),
  );
}
const devRemotesEnv = devRemotes.map((r) => `${r}=http://localhost:${DEV_PORTS[r]}`).join(',');
children.push(
  spawn(tsx, ['deploy/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DEV_REMOTES: devRemotesEnv, API_URL: apiUrl },
  }),
);
const page = names.includes('shell') ? DEV_PORTS.shell : Number(process.env.PORT ?? GATEWAY_PORT);
console.log(`\n[dev] open http://localhost:${page} (dev servers: ${names.join(', ')})\n`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
