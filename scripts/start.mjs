// `npm start`: installs what is missing, builds what is missing, publishes every remote
// to the local store (only builds not stored yet, so an ops rollback survives a restart)
// and serves the composed site.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureInstall();
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
execSync(`"${tsx}" scripts/build-all.ts --missing`, { cwd: root, stdio: 'inherit' });
execSync(`"${tsx}" deploy/src/cli.ts publish --all --if-changed`, { cwd: root, stdio: 'inherit' });
const server = spawn(tsx, ['deploy/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
