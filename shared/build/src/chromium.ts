/**
 * How the browser journeys, the skew check and the drills start Chromium: Debian's
 * (CHROMIUM_PATH, else /usr/bin/chromium; Playwright's own download is refused on these
 * machines), headless, without the sandbox (root in a container), and without its calls
 * to Google's hosts, which this network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions` for that Chromium. */
export function chromiumLaunchOptions(env: NodeJS.ProcessEnv = process.env): { executablePath: string; args: string[]; headless: true } {
  return { executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true };
}
