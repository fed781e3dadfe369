// Installs dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone. Plain JS: it runs before anything
// else is installed.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules', '.package-lock.json');

export function ensureInstall() {
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  // Not `npm ci`: npm 11 on these machines writes lockfiles without other platforms'
  // optional binaries (@swc/core-darwin-*, …) and then `npm ci` refuses them as out of
  // sync. `npm install` with the committed lock and exact versions installs the same tree.
  const cmd = 'npm install --no-audit --no-fund';
  console.log(`[setup] ${cmd}`);
  execSync(cmd, { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
