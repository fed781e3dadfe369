import { defineConfig, devices } from '@playwright/test';
import { SKEW_REPORT, planCompositions, skewPort } from './deploy/skew/compositions.ts';
import { headCommit, readLive } from './deploy/skew/live.ts';
import { E2E_JWT_SECRET, E2E_OPS_KEY, E2E_STAFF_KEY, E2E_TILL_KEY_M101 } from './playwright.config.ts';
import { chromiumLaunchOptions } from '@salon/build/chromium';

/**
 * The version-skew check's journeys (issue 24; deploy/skew/README.md), run by
 * `npm run check:skew`: one project per composition of deploy/skew/live.json, each at its
 * own gateway. A live remote under today's shell runs that remote's `@skew` journey; the
 * live shell with today's remotes runs every `@skew` journey. Debian's Chromium, as
 * playwright.config.ts.
 */
const { compositions } = planCompositions(readLive(), headCommit(), skewPort());
const lastPort = compositions.at(-1)?.port ?? skewPort() + 1;


export default defineConfig({
  testDir: '.',
  grep: /@skew/,
  fullyParallel: true,
  // Two cores: one browser per core.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  outputDir: 'test-results/skew',
  reporter: [['list'], ['json', { outputFile: SKEW_REPORT }]],
  use: {
    trace: 'retain-on-failure',
    headless: true,
    launchOptions: chromiumLaunchOptions(),
  },
  projects: compositions.map((composition) => ({
    name: composition.name,
    testMatch: composition.liveRemote ? [`mfe-${composition.liveRemote}/e2e/**/*.spec.ts`] : ['mfe-*/e2e/**/*.spec.ts'],
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${composition.port}` },
  })),
  webServer: {
    // The API once and a gateway per composition; builds what is missing first (a cold
    // cache builds the live commits: minutes).
    command: 'npx tsx deploy/skew/server.ts',
    url: `http://localhost:${lastPort}/registry.json`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    env: { SKEW_PORT: String(skewPort()), JWT_SECRET: E2E_JWT_SECRET, E2E_TILL_KEY_M101, E2E_STAFF_KEY, E2E_OPS_KEY },
  },
});
