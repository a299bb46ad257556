import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium';
import { E2E_DATA_DIR, E2E_DIST_DIR, E2E_PORT } from './tests/e2e/env';

/** Browser journeys at a phone viewport against the real server on a fresh SQLite database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // Each run starts from an empty database, which the server migrates and seeds.
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(E2E_DATA_DIR)} && npx tsx server/start.ts --no-build`,
    url: `http://127.0.0.1:${E2E_PORT}/api/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', ...(E2E_DIST_DIR ? { DIST_DIR: E2E_DIST_DIR } : {}) },
  },
});
