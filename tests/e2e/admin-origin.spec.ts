/**
 * The console on an origin of its own (ADMIN_ORIGIN), in a real browser: one server reached by two
 * names, 127.0.0.1 as the console's origin and localhost as the player site's. An operator signs in
 * on the console's origin, and the editor's preview frame shows the player's home from the player
 * origin, talks with the console both ways, and cannot read the operator's token.
 * This journey runs a server of its own (the suite's servers are one origin), on a free port, with
 * its own data directory.
 */
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_DIST_DIR } from './env';
import { startInstance, type Instance } from '../api/instances';
import { OPERATOR_TOKEN_KEY } from '../../src/lib/preview-protocol';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const DATA_DIR = `${E2E_DATA_DIR}-admin-origin`;
let server: Instance | undefined;
let port = 0;
const consoleOrigin = () => `http://127.0.0.1:${port}`;
const playerOrigin = () => `http://localhost:${port}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  port = await freePort();
  rmSync(DATA_DIR, { recursive: true, force: true });
  // The API tests' process starter: it resolves when the server says it is running (no polling).
  server = await startInstance(
    {
      PORT: String(port),
      // The browser reaches it as localhost (the hosts file's 127.0.0.1; Chromium falls back to it from ::1) and as 127.0.0.1.
      DATA_DIR,
      PER_IP_LIMIT_FACTOR: '1000',
      ADMIN_ORIGIN: consoleOrigin(),
      PUBLIC_URL: playerOrigin(),
      ...(E2E_DIST_DIR ? { DIST_DIR: E2E_DIST_DIR } : {}),
    },
    80_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test("an operator signs in on the console's origin; the preview shows the player's home from the player origin", async ({ page }) => {
  test.slow();
  // The console is not on the player site's origin: its address there leads to the console's.
  await page.goto(`${playerOrigin()}/admin`);
  await expect(page).toHaveURL(`${consoleOrigin()}/admin`);
  await page.fill('input[name=username]', 'operator');
  await page.fill('input[name=password]', 'operator1234');
  await page.click('button[type=submit]');
  await expect(page.getByTestId('operator')).toContainText('operator');
  // The console's link to the site goes to the player origin.
  await expect(page.getByRole('link', { name: 'Open site' })).toHaveAttribute('href', `${playerOrigin()}/m/home`);

  await page.goto(`${consoleOrigin()}/admin/layouts/home`);
  await expect(page.getByTestId('block-list')).toBeVisible();
  const rows = await page.getByTestId('block-row').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));
  expect(rows.length).toBeGreaterThan(0);

  // The frame is the player site, on the player origin, showing home's blocks as a visitor sees
  // them (the seed's favourites row is for members only).
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('src', new RegExp(`^${playerOrigin()}/m/home\\?preview=`));
  const frame = page.frameLocator('[data-testid=preview-frame]').first();
  await expect(frame.getByTestId('layout-home')).toBeVisible();
  const shown = () => frame.locator('[data-testid=layout-home] > .block-slot').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));
  await expect.poll(shown).toEqual(rows.filter((id) => id !== 'favourites'));
  // The console's audience switch reaches the frame (a message to the player origin).
  await page.getByLabel('Role', { exact: true }).selectOption('member');
  await expect.poll(shown).toEqual(rows);

  // A click in the frame reaches the console (the frame's message, from the player origin). Sent as
  // an event: Playwright's hit test misplaces points in a scaled frame of another process.
  await frame.locator('[data-testid=layout-home] > .block-slot[data-block-id=notices]').dispatchEvent('click');
  await expect(page.getByTestId('inspector')).toContainText('Notice marquee');

  // The player site in the frame cannot read the operator's session: it lives in the console's origin.
  const player = page.frames().find((f) => f.url().startsWith(`${playerOrigin()}/`));
  expect(player, 'the preview frame on the player origin').toBeDefined();
  // Neither through the console's window (another origin) nor in its own storage (partitioned, or
  // refused to a frame of another site, as this browser does).
  const seen = await player!.evaluate((key) => {
    const read = (get: () => string | null) => {
      try {
        return get();
      } catch {
        return 'refused';
      }
    };
    return { parent: read(() => window.parent.sessionStorage.getItem(key)), own: read(() => sessionStorage.getItem(key)) };
  }, OPERATOR_TOKEN_KEY);
  expect(seen.parent).toBe('refused');
  expect(seen.own === null || seen.own === 'refused', String(seen.own)).toBe(true);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), OPERATOR_TOKEN_KEY)).toBeTruthy();

  // The operator API does not answer on the player origin.
  const refused = await page.request.get(`${playerOrigin()}/api/admin/layouts`);
  expect(refused.status()).toBe(404);
});
