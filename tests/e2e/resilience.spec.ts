/**
 * The installable web app (manifest, icons, service worker, offline
 * shell) and the network notices (§8 No Internet, Slow Connection, Loading failed, click to retry).
 *
 * Requests are intercepted with context.route, not page.route: once the service worker controls
 * the page it makes some requests itself, and only context routes see those.
 */
import { expect, test, type Page } from '@playwright/test';
import home from '../../layouts/home.json' with { type: 'json' };
import { SLOW_REQUEST_MS, TOAST_MS } from '../../src/lib/constants';
import { UA } from '../fixtures/user-agents';
import { requestsSeen, scrollThrough, withoutBootAnswers } from './helpers';

/** Waits until the service worker is active for /m/ and returns its scope. */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The precache list of the generated /m/sw.js. */
async function precachedUrls(page: Page): Promise<string[]> {
  const res = await page.request.get('/m/sw.js');
  expect(res.ok()).toBe(true);
  return [...(await res.text()).matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
}

test.describe('installable web app', () => {
  // The journeys block service workers; these are about it.
  test.use({ serviceWorkers: 'allow' });

  test('the manifest is linked, valid, and its icons load', async ({ page, request }) => {
    await page.goto('/m/home');
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBe('/m/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest).toMatchObject({ name: 'Parlor', short_name: 'Parlor', start_url: '/m/home', scope: '/m/', display: 'standalone', theme_color: '#0a0e1a', background_color: '#0a0e1a' });
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const img = await request.get(icon.src);
      expect(img.ok(), icon.src).toBe(true);
      expect(img.headers()['content-type'], icon.src).toBe(icon.type);
    }
    // Every PNG really is the size it claims (IHDR width and height).
    for (const icon of png) {
      const body = await (await request.get(icon.src)).body();
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    const touch = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
    expect((await request.get(touch!)).ok()).toBe(true);
  });

  test('the service worker registers for /m/, controls the page after a reload, and precaches no console file', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('layout-home')).toBeVisible();
    expect(await workerReady(page)).toMatch(/\/m\/$/);
    await page.reload();
    await expect(page.getByTestId('layout-home')).toBeVisible();
    expect(await controlled(page)).toBe(true);

    const urls = await precachedUrls(page);
    expect(urls).toContain('index.html');
    // The shell: the entry script and stylesheet index.html loads.
    const shell = await page.evaluate(() => [...document.querySelectorAll('script[type=module][src], link[rel=stylesheet]')].map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname));
    for (const path of shell) expect(urls).toContain(path.replace(/^\/m\//, ''));
    // Nothing the operators' console loads (admin.html, its scripts, its stylesheet).
    expect(urls.filter((u) => /admin/i.test(u))).toEqual([]);
    const consoleHtml = await (await page.request.get('/admin')).text();
    const consoleFiles = [...consoleHtml.matchAll(/\/m\/(assets\/admin-[\w-]+\.(?:js|css))/g)].map((m) => m[1]!);
    expect(consoleFiles.length).toBeGreaterThan(0);
    for (const f of consoleFiles) expect(urls).not.toContain(f);
    const cached = await page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname);
      return out;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((p) => /admin/i.test(p))).toEqual([]);
  });

  test('offline, a returning player gets the cached shell, the last layout and its rows, and "No Internet"', async ({ page, context }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('layout-home')).toBeVisible();
    await workerReady(page);
    // A second visit, under the worker, keeps what home shows (its rows included).
    await page.reload();
    await expect(page.getByTestId('layout-home')).toBeVisible();
    expect(await controlled(page)).toBe(true);
    // Every game row of home's layout (the deferred ones mount as the reader nears them: scroll until all have).
    // A visitor's rows: a row for signed-in roles only (the favourites) is not there.
    const rows = home.blocks.filter((b) => b.widget === 'GameRow' && !(('when' in b) && (b.when as { roles?: string[] }).roles && !(b.when as { roles: string[] }).roles.includes('visitor'))).length;
    const allRows = async () => {
      await scrollThrough(page);
      await expect(page.getByTestId('game-row')).toHaveCount(rows);
    };
    await allRows();
    const blocks = await page.locator('[data-block-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('layout-home')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'No Internet' })).toBeVisible();
    expect(await page.locator('[data-block-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')))).toEqual(blocks);
    await allRows();
    await expect(page.getByTestId('game-row').first().getByTestId('game-tile').first()).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('network-banner')).toHaveCount(0);
  });
});

test.describe('network notices (§8)', () => {
  test('a request that runs long shows "Slow Connection"; the games still arrive', async ({ page, context }) => {
    // The page of games is held until the journey lets it go (the other calls answer as usual), and
    // the page's clock is moved on by the journey: half the limit shows nothing, past it the notice.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route((url) => url.pathname === '/api/games', async (route) => {
      await held;
      await route.continue();
    });
    // The page would bring the slot list's first page (server/lib/player-page.ts): here the client asks the API.
    await withoutBootAnswers(page, '/m/slot-games');
    await page.clock.install();
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/games');
    await page.goto('/m/slot-games');
    await asked;
    const slow = page.getByRole('alert').filter({ hasText: 'Slow Connection' });
    await page.clock.runFor(SLOW_REQUEST_MS / 2);
    await expect(slow).toHaveCount(0);
    await page.clock.runFor(SLOW_REQUEST_MS / 2 + 100);
    await expect(slow).toBeVisible();
    await expect(page.getByTestId('network-banner')).toHaveAttribute('data-kind', 'slow');
    release();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.clock.runFor(TOAST_MS.short);
    await expect(slow).toHaveCount(0);
  });

  test('a block whose source fails shows "Loading failed, click to retry" alone, and retry loads it', async ({ page, context }) => {
    // Home's hot games come with the page; here the block asks the API, which fails.
    await withoutBootAnswers(page, '/m/home');
    await context.route('**/api/games/hot**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
    await page.goto('/m/home');
    const hot = page.locator('[data-block-id=hot]');
    const retry = hot.getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    // Only that block: the blocks around it render.
    await expect(page.getByTestId('block-retry')).toHaveCount(1);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.locator('[data-block-id=winners]').getByTestId('winner-board')).toBeVisible();
    await expect(hot.getByTestId('game-row')).toHaveCount(0);

    await context.unroute('**/api/games/hot**');
    await retry.click();
    await expect(hot.getByTestId('game-row')).toBeVisible();
    await expect(hot.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('block-retry')).toHaveCount(0);
  });

  test('a lazy screen that cannot load logs, keeps its placeholder with retry, and retry loads it', async ({ page, context }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await context.route('**/m/assets/help-screen-*.js', (route) => route.abort('connectionreset'));
    await page.goto('/m/help');
    const failed = page.getByTestId('screen-failed');
    await expect(failed).toBeVisible();
    await expect(failed).toHaveCSS('min-height', /\d+px/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center'); // the shell stays
    expect(errors.some((e) => e.startsWith('[screen] help:'))).toBe(true);

    await context.unroute('**/m/assets/help-screen-*.js');
    await failed.getByRole('button', { name: 'Loading failed, click to retry' }).click();
    await expect(page.getByTestId('help-screen')).toBeVisible();
    await expect(page.getByTestId('screen-failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/help$/);
  });
});

test.describe('failed blocks retry on reconnect', () => {
  test('a block that failed retries on its own, once, when the browser comes back online', async ({ page, context }) => {
    // Home's hot games come with the page; here the block asks the API, which fails.
    await withoutBootAnswers(page, '/m/home');
    let hotCalls = 0;
    await context.route('**/api/games/hot**', (route) => {
      hotCalls++;
      return route.abort('internetdisconnected');
    });
    await page.goto('/m/home');
    const hot = page.locator('[data-block-id=hot]');
    await expect(hot.getByRole('button', { name: 'Loading failed, click to retry' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'No Internet' })).toBeVisible();
    const before = hotCalls;
    await context.unroute('**/api/games/hot**');
    await context.setOffline(false);
    // No click: the reconnection itself loads the block.
    await expect(hot.getByTestId('game-row')).toBeVisible();
    await expect(hot.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('block-retry')).toHaveCount(0);
    expect(hotCalls).toBe(before);
  });

  test('a block that fails again waits for the next reconnection (or a click), it does not loop', async ({ page, context }) => {
    // Home's hot games come with the page; here the block asks the API, which fails.
    await withoutBootAnswers(page, '/m/home');
    let hotCalls = 0;
    await context.route('**/api/games/hot**', (route) => {
      hotCalls++;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' });
    });
    await page.clock.install();
    await page.goto('/m/home');
    const retry = page.locator('[data-block-id=hot]').getByRole('button', { name: 'Loading failed, click to retry' });
    await expect(retry).toBeVisible();
    const first = hotCalls;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => hotCalls).toBe(first + 1);
    await expect(retry).toBeVisible();
    // A loop would ask again at once, or after a back-off: run the page's clock well past any.
    await page.clock.runFor(10_000);
    await requestsSeen(page);
    expect(hotCalls).toBe(first + 1);
  });

  test('a lazy screen that failed loads on its own when the browser comes back online', async ({ page, context }) => {
    await context.route('**/m/assets/help-screen-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/m/help');
    await expect(page.getByTestId('screen-failed')).toBeVisible();
    await context.setOffline(true);
    await context.unroute('**/m/assets/help-screen-*.js');
    await context.setOffline(false);
    await expect(page.getByTestId('help-screen')).toBeVisible();
    await expect(page.getByTestId('screen-failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/help$/);
  });
});

test.describe('platform (§9)', () => {
  test('the app user agent gets html.app (and no download page); a browser tab does not', async ({ browser, page }) => {
    const app = await browser.newContext({ userAgent: UA.androidApp, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const inApp = await app.newPage();
      await inApp.goto('/m/home');
      await expect(inApp.locator('html')).toHaveClass(/(^|\s)app(\s|$)/);
      await expect(inApp.locator('html')).not.toHaveClass(/(^|\s)pwa(\s|$)/);
      await inApp.goto('/m/download');
      await expect(inApp.getByTestId('download-hidden')).toBeVisible();
    } finally {
      await app.close();
    }
    await page.goto('/m/home');
    await expect(page.getByTestId('layout-home')).toBeVisible();
    expect(await page.locator('html').getAttribute('class') ?? '').not.toMatch(/(^|\s)(app|pwa)(\s|$)/);
  });
});
