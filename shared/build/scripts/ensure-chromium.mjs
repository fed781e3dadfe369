// Browser tests run in Debian's Chromium: Playwright's own browser download cannot
// work here (see README). Installs the package when it is missing and apt is usable.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}; install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log('[setup] apt-get install -y chromium');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
