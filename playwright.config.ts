import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@salon/build/chromium';

/**
 * One config for every team's journeys: each app keeps its own `e2e/` folder.
 * The browser is Debian's Chromium (`/usr/bin/chromium`); Playwright's own browser
 * download does not work on these machines.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * The API's access-token secret in the browser tests, so a journey can mint a token for a
 * seeded account (an account that became inactive while signed in, an expired token).
 */
export const E2E_JWT_SECRET = 'e2e-access-token-secret-not-for-production-0123456789';
/**
 * Machine keys the test site provisions, so a journey can be a salon's till (M101) or
 * customer service: a receipt recorded by the intake, an answer in a customer's thread.
 */
export const E2E_TILL_KEY_M101 = 'pos_m101_e2e-till-key-not-for-production';
export const E2E_STAFF_KEY = 'staff_e2e-customer-service-key-not-for-production';
/** The deploy watcher's key (GET /api/remote-health), an OPS machine key. */
export const E2E_OPS_KEY = 'ops_e2e-deploy-watcher-key-not-for-production';

export default defineConfig({
  testDir: '.',
  testMatch: ['shell/e2e/**/*.spec.ts', 'mfe-*/e2e/**/*.spec.ts', 'deploy/e2e/**/*.spec.ts'],
  fullyParallel: true,
  // Two cores: one browser per core.
  workers: 2,
  retries: 0,
  // A journey is several page loads on two shared cores, and a picture's first request
  // waits for its encoding: 60 s, so a loaded machine does not fail a working journey.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh remote store with every remote published, behind the real gateway.
    command: 'npx tsx deploy/e2e/server.ts',
    url: `http://localhost:${E2E_PORT}/registry.json`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    env: { E2E_PORT: String(E2E_PORT), JWT_SECRET: E2E_JWT_SECRET, E2E_TILL_KEY_M101, E2E_STAFF_KEY, E2E_OPS_KEY },
  },
});
