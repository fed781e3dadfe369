// `npm test`: every unit, component and browser test. Installs what is missing first
// (npm packages, Debian's Chromium), builds what is stale, then runs jest and Playwright.
// Extra arguments go to Playwright (e.g. `npm test -- --grep rollback`).
import { execSync } from 'node:child_process';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name) => `"${path.join(root, 'node_modules', '.bin', name)}"`;
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });

ensureInstall();
ensureChromium();
let failed = false;
try {
  run(`${bin('jest')} --ci`);
} catch {
  failed = true;
}
try {
  run(`${bin('tsx')} shared/build/scripts/build-all.ts --missing`);
  run(`${bin('playwright')} test ${process.argv.slice(2).join(' ')}`);
} catch {
  failed = true;
}
process.exit(failed ? 1 : 0);
