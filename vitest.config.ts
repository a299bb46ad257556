import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
// The app's lazily loaded locale parts (locales/xx.json?part=first|later) load in tests as in the app.
import { localeParts } from './vite.config.ts';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

// Vitest 5's reporter calls Map.groupBy (Node 21+); CI runs Node 20.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, i: number) => K) {
      const out = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        out.set(k, [...(out.get(k) ?? []), item]);
      }
      return out;
    },
  });
}

/**
 * Vitest starts the files it has timings for longest first, and the others largest first. A fresh
 * checkout (CI) has no timings, and the fuzz files are four-line wrappers around the longest suite
 * of all (tests/api/fuzz-suite.ts): by size they started last and ran on alone for minutes while
 * the other worker sat idle. They go first whatever the size says.
 */
const LONG_WRAPPERS = /[\\/]tests[\\/]api[\\/]fuzz-[a-z]+-[a-z]+\.test\.ts$/;
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONG_WRAPPERS.test(f.moduleId)), ...sorted.filter((f) => !LONG_WRAPPERS.test(f.moduleId))];
  }
}

export default defineConfig({
  plugins: [react(), localeParts()],
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core CI
    // machine, where the API files (each on its own SQLite file or PostgreSQL schema) and the
    // jsdom files then wait for each other. Two workers take the suite from ~170 s to ~120 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A component test waits on what the screen shows, never on time; on a slow two-core
          // machine beside the journeys a first render with its lazy chunks took over the 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // The API files share each worker's module cache instead of importing the whole server
          // again per file: that import was about a third of their time (a file of small tests took
          // 2.3 s instead of 1). Nothing in the server keeps state per module that one file could
          // leave for another: every cache is keyed by its app or database (WeakMaps), and each file
          // makes its own app on its own SQLite file or PostgreSQL schema.
          isolate: false,
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // The first story's page compiles Storybook's preview on demand; beside the journeys and
          // the API files on a busy two-core machine that took over the minute Vitest's browser
          // runner gives a story frame to start (read from this variable).
          env: { VITEST_BROWSER_IFRAME_TIMEOUT: '180000' },
          // A story waits on what it shows, never on time; a story's first render with its lazy
          // chunks on that busy machine ran past the browser runner's 15 s default.
          testTimeout: 45_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
