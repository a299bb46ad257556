import { expect, test } from '@playwright/test';
import home from '../../layouts/home.json' with { type: 'json' };
import { dropLayoutsAbove, publishLayout, setStatusRules } from './db';
import { layoutLive, withoutBootAnswers, scrollThrough } from './helpers';

test.describe('layout platform', () => {
  test.afterEach(() => {
    dropLayoutsAbove('home', 1);
    setStatusRules({});
  });

  test('home renders from the stored layout', async ({ page }) => {
    await page.goto('/m/home');
    const screen = page.getByTestId('layout-home');
    await expect(screen).toHaveAttribute('data-origin', 'network');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toBeVisible();
    // Blocks below the fold mount as the reader nears them.
    await scrollThrough(page);
    await expect(page.getByTestId('winner-board')).toBeVisible();
    await expect(page.getByTestId('game-row')).toHaveCount(5);
    // The blocks come in the stored order; a block for signed-in roles only is not there for a visitor.
    const ids = await page.locator('[data-testid=layout-home] > [data-block-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')));
    const forVisitors = home.blocks.filter((b) => !('when' in b) || !(b.when as { roles?: string[] }).roles || (b.when as { roles: string[] }).roles.includes('visitor'));
    expect(forVisitors.length).toBeLessThan(home.blocks.length);
    expect(ids).toEqual(forVisitors.map((b) => b.id));
  });

  test('a layout change in the database shows on reload, with no rebuild', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    const reordered = { ...home, blocks: [home.blocks.find((b) => b.id === 'winners')!, home.blocks.find((b) => b.id === 'hero')!] };
    await layoutLive(page, 'home', publishLayout('home', reordered));
    await page.reload();
    await expect(page.locator('[data-testid=layout-home] > [data-block-id]').first()).toHaveAttribute('data-block-id', 'winners');
    await expect(page.locator('[data-testid=layout-home] > [data-block-id]')).toHaveCount(2);
    await expect(page.getByTestId('game-row')).toHaveCount(0);
  });

  test('an unknown widget and a widget that throws leave every other block rendered', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await layoutLive(page, 'home', publishLayout('home', { ...home, blocks: [{ id: 'mystery', widget: 'FutureWidget' }, ...home.blocks] }));
    // A malformed notices answer makes the notice marquee throw while rendering (asked of the API, not brought by the page).
    await withoutBootAnswers(page, '/m/home');
    await page.route('**/api/announcements?*types=PL*', (route) =>
      route.fulfill({ json: { success: true, value: { banners: [], player: [null], popup: [], promotion: [], hot: [] } } }),
    );
    await page.goto('/m/home');
    await expect(page.getByTestId('layout-home')).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes('mystery'))).toBe(true);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByTestId('winner-board')).toBeVisible();
    await expect(page.getByTestId('game-row')).toHaveCount(5);
    await expect(page.getByTestId('notice-marquee')).toHaveCount(0);
    await expect(page.getByTestId('block-error')).toHaveCount(0);
    expect(errors.some((e) => e.includes('notices (NoticeMarquee)'))).toBe(true);
  });

  test('the last good layout is used when the API is down', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('layout-home')).toHaveAttribute('data-origin', 'network');
    // A page other than home does not bring home's layout with it: going home asks the API, which is down.
    await page.route('**/api/layouts/home', (route) => route.abort('connectionrefused'));
    await page.goto('/m/slot-games');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Home' }).click();
    await expect(page.getByTestId('layout-home')).toHaveAttribute('data-origin', 'cache');
    await scrollThrough(page);
    await expect(page.getByTestId('winner-board')).toBeVisible();
  });
});

test.describe('routing and status', () => {
  test.afterEach(() => setStatusRules({}));

  test('an unknown path lands on /m/home, and / redirects there', async ({ page }) => {
    await page.goto('/m/no/such/page');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('layout-home')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('every home path shows home', async ({ page }) => {
    for (const path of ['/m', '/m/', '/m/index', '/m/index.html']) {
      await page.goto(path);
      await expect(page.getByTestId('layout-home'), path).toBeVisible();
    }
  });

  test('a page-shell screen shows its title and a back arrow', async ({ page }) => {
    await page.goto('/m/home');
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('maintenance status shows the maintenance screen', async ({ page }) => {
    setStatusRules({ maintenance: true, info: 'Back at 06:00' });
    await page.goto('/m/home');
    await expect(page.getByTestId('status-maintenance')).toBeVisible();
    await expect(page.getByText('System upgrading, please try again later.')).toBeVisible();
    await expect(page.getByText('Back at 06:00')).toBeVisible();
    await expect(page.getByTestId('layout-home')).toHaveCount(0);
  });

  test('a region restriction alone shows the restricted screen', async ({ browser }) => {
    setStatusRules({ blockedCountries: ['US'] });
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'US' }, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.getByTestId('status-restricted')).toBeVisible();
    await context.close();
  });

  test('the footer menu opens the side menu and navigation fades between routes', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/m\/event$/);
    await expect(page.getByTestId('route-view')).toHaveClass(/route-fade/);
  });
});

test.describe('languages', () => {
  test('the saved language loads alone, right to left for Arabic', async ({ page }) => {
    const locales: string[] = [];
    page.on('request', (r) => /\/assets\/(en|ar|tl-ph)-[\w-]+\.js$/.test(r.url()) && locales.push(r.url()));
    // Saved before the language cookie existed: this visit's page, not knowing it, brings English along.
    await page.addInitScript(() => localStorage.setItem('language', 'AR'));
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('layout-home')).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).toContain('language=AR');
    // From now on the server knows: the page is Arabic from its first byte and loads Arabic alone.
    locales.length = 0;
    await page.reload();
    await expect(page.getByTestId('layout-home')).toBeVisible();
    // Arabic's parts (the first screen's strings, then the rest), no other language's.
    expect(locales.length).toBeGreaterThan(0);
    for (const url of locales) expect(url).toMatch(/\/ar-/);
    const html = await (await page.request.get('/m/home', { headers: { cookie: 'language=AR' } })).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
  });

  test("the strings come in two parts: a screen that needs the later part waits for it, and the rest arrives after home's first screen", async ({ page }) => {
    // A raw key (member.…, wallet.…) on screen would mean a string shown before its part arrived.
    const rawKey = /\b(member|wallet|login|register|forget|validation|responsible|logout|agent|apply|help)\.[a-zA-Z]+/;
    const parts: string[] = [];
    page.on('request', (r) => /\/assets\/en-[\w-]+\.js$/.test(r.url()) && parts.push(r.url()));
    await page.goto('/m/login');
    await expect(page.getByPlaceholder(/password/i)).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(rawKey);
    expect(new Set(parts).size).toBe(2);

    parts.length = 0;
    await page.goto('/m/home');
    await expect(page.getByTestId('layout-home')).toBeVisible();
    // The later part follows once the first screen is up and the browser idle.
    await expect.poll(() => new Set(parts).size).toBe(2);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await menu.innerText()).not.toMatch(rawKey);
  });
});
