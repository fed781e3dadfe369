import { rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './apps.ts';
import { buildApp } from './build-all.ts';

/**
 * `npm run bench:build`: cold production build time of each app alone, then of all of
 * them one after the other. Prints figures; asserts nothing.
 */
const alone: Record<string, number> = {};
for (const app of APPS) {
  rmSync(path.join(ROOT, app, 'dist'), { recursive: true, force: true });
  alone[app] = buildApp(app);
}
const started = performance.now();
for (const app of APPS) buildApp(app);
const total = performance.now() - started;

console.log('\nbuild time (cold, production, this machine)');
for (const [app, ms] of Object.entries(alone)) console.log(`  ${app.padEnd(12)} ${(ms / 1000).toFixed(2)} s`);
console.log(`  ${'all apps'.padEnd(12)} ${(total / 1000).toFixed(2)} s`);
