import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { APPS, ROOT, needsBuild, type AppDir } from './apps.ts';

/** Builds one app with its own rspack config and returns the wall time in ms. */
export function buildApp(app: AppDir): number {
  const started = performance.now();
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: path.join(ROOT, app),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return performance.now() - started;
}

/**
 * Builds every app (or only the stale ones with --missing), one after the other: the
 * machine has two cores and rspack already uses both.
 */
export function buildAll({ onlyMissing = false } = {}): Record<string, number> {
  const times: Record<string, number> = {};
  for (const app of APPS) {
    if (onlyMissing && !needsBuild(app)) continue;
    console.log(`[build] ${app}`);
    times[app] = buildApp(app);
  }
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const times = buildAll({ onlyMissing: process.argv.includes('--missing') });
  for (const [app, ms] of Object.entries(times)) console.log(`[build] ${app.padEnd(12)} ${(ms / 1000).toFixed(1)} s`);
  console.log(`[build] total        ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
