import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium';
import { E2E_DIST_DIR, E2E_PORT, E2E_WORKERS, serverDataDir, serverPort } from './tests/e2e/env';

/**
 * Browser journeys at a phone viewport against the real server on a fresh SQLite database: one
 * server and database per worker (tests/e2e/env.ts), files shared out between the workers. This
 * config is read again in each worker, where E2E_PORT is that worker's own server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // CI keeps one retry as a safety net; the suite must pass without it (npm run test:stress).
  retries: process.env.CI ? 1 : 0,
  // Sized for the slowest machine of CI's kind (half this one's speed, and busy): a journey is a
  // dozen page loads and sheets; the long ones (the console's editor) ask for more with test.slow().
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // The app honours "less motion": no autoplay, no glides, sheets open at once, so every state a
    // journey waits for arrives without an animation in between. A journey about an animation or
    // autoplay asks for motion (test.use) and drives time with page.clock.
    reducedMotion: 'reduce',
    // The service worker precaches the whole player shell in every new context: work no journey
    // but the PWA ones needs (they allow it with test.use).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A trace records DOM snapshots at every action of every journey, ~8 % of the journeys' CPU
    // (12 browsing journeys: 143 s of machine CPU without, 156 s with, means of 3 and 5 runs) spent
    // on passing tests. It is recorded on a retry instead: a CI failure (CI retries once) leaves
    // the retry's trace beside the first attempt's screenshot and error context; run with
    // `--trace retain-on-failure` to record one locally.
    trace: { mode: 'on-first-retry', screenshots: false },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    // Each run starts from an empty database, which the server migrates and seeds.
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(serverDataDir(slot))} && npx tsx server/start.ts --no-build`,
    url: `http://127.0.0.1:${serverPort(slot)}/api/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every journey's browser comes from 127.0.0.1: the per-client limits (and only those) are
    // scaled up so that a whole suite from one address is not one client's hour.
    // The browser also stands in for the proxy in front (TRUST_PROXY) that says the visitor's country
    // (COUNTRY_HEADER), so a journey can visit from a blocked country.
    env: {
      PORT: String(serverPort(slot)), HOST: '127.0.0.1', DATA_DIR: serverDataDir(slot), LOG_LEVEL: 'warn', PER_IP_LIMIT_FACTOR: '1000',
      TRUST_PROXY: '127.0.0.1', COUNTRY_HEADER: 'cf-ipcountry',
      ...(E2E_DIST_DIR ? { DIST_DIR: E2E_DIST_DIR } : {}),
    },
  })),
});
