/**
 * The rest of game browsing: the filter popup and its reset rules, the provider popup,
 * the hot-games page counter, the type scroller, the home pop-ups by role, the header search
 * popup. (Entry rules and the basic vendor selector are in games.spec.ts.)
 */
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from './env';
import { expectPageScrolls, layoutShift, requestsSeen, revealBlock, watchLayoutShift, withoutBootAnswers } from './helpers';

/** Records the GET /api/games (or /api/games/hot) query strings the page sends. */
function requests(page: Page, path = '/api/games') {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === path) seen.push(u.searchParams);
  });
  return seen;
}

/** Scrolls the window down until a grid has asked for page 2. */
async function loadSecondPage(page: Page, seen: URLSearchParams[]) {
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => seen.some((q) => q.get('pageNo') === '2'), { timeout: 1000 }).toBe(true);
  }).toPass({ timeout: 20_000 });
}

test.describe('filter popup (§2, §4 reset rules)', () => {
  // The first journey checks the panel's slide-in: with motion, as most players have it.
  test.use({ reducedMotion: 'no-preference' });

  test('slides in from the right in 225 ms; a provider clears the type, min bet and min line; Filter reloads from page 1 and closes', async ({ page }) => {
    const seen = requests(page);
    await page.goto('/m/slot-games?gameClassify=FeatureBuy&minBet=0.5&minLine=5');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(seen[0]!.get('gameClassify')).toBe('FeatureBuy');
    expect(seen[0]!.get('minBet')).toBe('0.5');
    expect(seen[0]!.get('minLine')).toBe('5');
    await expect(page.getByTestId('min-filters')).toContainText('Min bet');
    await loadSecondPage(page, seen);

    await page.getByTestId('filter-open').click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-side', 'right');
    expect(await panel.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration])).toEqual(['slideFromRight', '0.225s']);
    await expect(panel.getByRole('button', { name: 'Feature buy' })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('button', { name: 'JILI', exact: true }).click();
    // §4: choosing a provider resets the type, and the popup shows it before applying.
    await expect(panel.getByRole('button', { name: 'Feature buy' })).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const before = seen.length;
    await panel.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(panel).toHaveCount(0);
    await expect.poll(() => seen.length).toBe(before + 1);
    const q = seen.at(-1)!;
    expect(q.get('pageNo')).toBe('1');
    expect(q.get('vassalage')).toBe('JILI');
    expect(q.has('gameClassify')).toBe(false);
    expect(q.has('minBet')).toBe(false);
    expect(q.has('minLine')).toBe(false);
    await expect(page.getByTestId('min-filters')).toHaveCount(0);
    await expect(page.getByTestId('vendor-selector')).toHaveText(/JILI/);
    // The list was emptied and reloaded: one page again, read from the top.
    await expect(page.getByTestId('game-count')).toContainText(/\d+ games/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-node-id', /.+/);
    expect(await page.getByTestId('game-tile').count()).toBeLessThanOrEqual(36);
  });

  test('name search is a case-insensitive substring; a provider clicked again clears; Reset clears all and applies without closing', async ({ page }) => {
    const seen = requests(page);
    await page.goto('/m/slot-games');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('filter-open').click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByTestId('filter-name').fill('DRAGON');
    const rtg = panel.getByRole('button', { name: 'RTG', exact: true });
    await rtg.click();
    await expect(rtg).toHaveAttribute('aria-pressed', 'true');
    await rtg.click();
    await expect(rtg).toHaveAttribute('aria-pressed', 'false');
    await panel.getByRole('button', { name: 'Jackpot', exact: true }).click();
    await panel.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(panel).toHaveCount(0);
    await expect.poll(() => seen.at(-1)?.get('gameName')).toBe('DRAGON');
    expect(seen.at(-1)!.get('gameClassify')).toBe('JP');
    expect(seen.at(-1)!.has('vassalage')).toBe(false);
    // The toolbar's box shows the applied name; every result contains it, whatever the case.
    await expect(page.getByTestId('game-list').getByPlaceholder('game name')).toHaveValue('DRAGON');
    const names = await page.getByTestId('game-tile').locator('span.truncate').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/dragon/i);

    await page.getByTestId('filter-open').click();
    await expect(panel.getByTestId('filter-name')).toHaveValue('DRAGON');
    const before = seen.length;
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => seen.length).toBe(before + 1);
    const q = seen.at(-1)!;
    expect(q.get('pageNo')).toBe('1');
    expect(q.has('gameName') || q.has('gameClassify') || q.has('vassalage')).toBe(false);
    // Reset applies but leaves the popup open, cleared.
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('filter-name')).toHaveValue('');
    await expect(panel.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByTestId('game-list').getByPlaceholder('game name')).toHaveValue('');
  });

  test('§4: no provider choice where the vendor selector is not offered', async ({ page }) => {
    for (const path of ['/m/jili-games', '/m/rtg-games', '/m/inHouse', '/m/new-games', '/m/jackpots', '/m/bingo']) {
      await page.goto(path);
      await expect(page.getByTestId('game-count'), path).toContainText('games');
      await expect(page.getByTestId('vendor-selector'), path).toHaveCount(0);
      await page.getByTestId('filter-open').click();
      const panel = page.getByRole('dialog', { name: 'Filters' });
      await expect(panel.getByTestId('filter-types'), path).toBeVisible();
      await expect(panel.getByTestId('filter-providers'), path).toHaveCount(0);
    }
    // Nor in the hot, new and member views of a category that has it.
    await page.goto('/m/slot-games');
    await expect(page.getByTestId('vendor-selector')).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Game filters' });
    await bar.getByRole('button', { name: 'Hot games' }).click();
    await expect(page.getByTestId('vendor-selector')).toHaveCount(0);
    await bar.getByRole('button', { name: 'New games' }).click();
    await expect(page.getByTestId('vendor-selector')).toHaveCount(0);
    await bar.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByTestId('vendor-selector')).toBeVisible();
  });
});

test.describe('provider popup (§2)', () => {
  test('All plus black-and-white vendor icons; nothing applies until Confirm; All clears the provider', async ({ page, request }) => {
    // Poker: a list-type category with more than one vendor (live casino opens on its vendor cards).
    const vendors = (await (await request.get('/api/games/vendors?gameType=PVP')).json()).value.list as { vassalage: string; displayName: string; iconUrl: string; iconMonoUrl: string }[];
    const seen = requests(page);
    await page.goto('/m/pvp-games');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('vendor-selector').click();
    const sheet = page.getByRole('dialog', { name: 'Providers' });
    await expect(sheet.getByRole('button', { name: 'All providers' }).first()).toHaveAttribute('aria-pressed', 'true');
    const first = vendors[0]!;
    const tile = sheet.getByRole('button', { name: first.displayName, exact: true });
    await expect(tile.locator('img')).toHaveAttribute('src', first.iconMonoUrl);
    await tile.click();
    await expect(tile.locator('img')).toHaveAttribute('src', first.iconUrl);
    // Closing without Confirm applies nothing.
    const before = seen.length;
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await requestsSeen(page);
    expect(seen.length).toBe(before);
    await expect(page.getByTestId('vendor-selector')).toHaveText(/All providers/);

    await page.getByTestId('vendor-selector').click();
    await sheet.getByRole('button', { name: first.displayName, exact: true }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => seen.at(-1)?.get('vassalage')).toBe(first.vassalage);
    await page.getByTestId('vendor-selector').click();
    await sheet.getByRole('button', { name: 'All providers' }).first().click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => seen.at(-1)?.has('vassalage')).toBe(false);
    expect(seen.at(-1)!.get('pageNo')).toBe('1');
  });
});

test.describe('hot-games list (§2)', () => {
  test('the page counter starts at 1, goes +1 on load more and wraps to 1 when there is no more', async ({ page, request }) => {
    const { totalPages } = (await (await request.get('/api/games/hot?pageNo=1&pageSize=24')).json()).value as { totalPages: number };
    expect(totalPages).toBeGreaterThan(1);
    const seen = requests(page, '/api/games/hot');
    // The page would bring page 1 (server/lib/player-page.ts): this journey watches the client ask for every page.
    await withoutBootAnswers(page, '/m/hot-games');
    await page.goto('/m/hot-games');
    const hot = page.getByTestId('hot-games');
    await expect(hot).toHaveAttribute('data-page', '1');
    expect(seen[0]!.get('pageNo')).toBe('1');
    expect(seen[0]!.get('pageSize')).toBe('24');
    const more = page.getByTestId('hot-more');
    for (let p = 2; p <= totalPages; p++) {
      await expect(more).toHaveText('Load more');
      await more.click();
      await expect(hot).toHaveAttribute('data-page', String(p));
      await expect(page.getByTestId('hot-page')).toHaveText(`Page ${p} of ${totalPages}`);
    }
    expect(seen.map((q) => q.get('pageNo'))).toEqual(Array.from({ length: totalPages }, (_, i) => String(i + 1)));
    // No more: the counter wraps, and the button starts the list over.
    await expect(more).toHaveText('Back to the first page');
    await more.click();
    await expect(hot).toHaveAttribute('data-page', '1');
    expect(seen.at(-1)!.get('pageNo')).toBe('1');
    await expect(more).toHaveText('Load more');
  });

  test('on a slow phone it opens without anything moving: its load-more footer comes with the rows it goes below', async ({ page, context }) => {
    await watchLayoutShift(page);
    // The grid draws a step behind the list (a deferred copy): only a slow main thread shows a frame between the two.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/m/hot-games');
    await expect(page.getByTestId('hot-more')).toBeAttached();
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
});

test.describe('type scroller (§2)', () => {
  test('titled by its type, it steps 3 cards per step and "more" opens the type’s page', async ({ page }) => {
    await page.goto('/m/home');
    const scroller = page.locator('[data-testid=type-scroller][data-game-type=JACKPOT]');
    await revealBlock(page, 'jackpots');
    await scroller.scrollIntoViewIfNeeded();
    await expect(scroller.getByRole('heading', { name: 'Jackpots' })).toBeVisible();
    const shown = () => scroller.locator('[data-shown] [data-testid=game-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
    const firstPage = await shown();
    expect(firstPage).toHaveLength(3);
    await expect(scroller.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await scroller.getByRole('button', { name: 'Next' }).click();
    await expect(scroller).toHaveAttribute('data-page', '1');
    const secondPage = await shown();
    expect(secondPage).toHaveLength(3);
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
    // The cards of page 2 are the ones on screen now (once the smooth scroll has settled).
    const firstShownX = async () => (await scroller.locator('[data-shown]').first().boundingBox())?.x ?? -1;
    await expect.poll(firstShownX).toBeGreaterThanOrEqual(0);
    await expect.poll(firstShownX).toBeLessThan(40);
    await scroller.getByRole('button', { name: 'Previous' }).click();
    await expect(scroller).toHaveAttribute('data-page', '0');
    await scroller.getByRole('button', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/m\/jackpots$/);
  });
});

test.describe('home pop-ups by role (§2, §3 kinds A and B)', () => {
  const db = () => new Database(join(E2E_DATA_DIR, 'parlor.db'));
  let extraId = 0;
  test.beforeAll(() => {
    // A second visitor pop-up, as an operator would add it, so the carousel has previous/next.
    const d = db();
    const today = new Date().toISOString().slice(0, 10);
    extraId = Number(
      d.prepare(`insert into announcements (type, group_name, title, content, image_url, linkage, start_date, end_date, no_expiry, popup_kind, category_ids, sort, enabled)
        values ('PU', '', 'Weekend fishing tournament', '<p>Top 50 hunters share the prize pool.</p>', '', '{"type":"none"}', ?, null, 1, 'B', '[]', 99, 1)`).run(today).lastInsertRowid,
    );
    d.close();
  });
  test.afterAll(() => {
    const d = db();
    d.prepare('delete from announcements where id = ?').run(extraId);
    d.close();
  });

  test('a visitor gets the kind B carousel, then the app offer; neither comes back the same day', async ({ page }) => {
    await page.goto('/m/home');
    const popup = page.getByTestId('home-popup');
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup).toHaveAttribute('data-kind', 'B');
    await expect(page.getByRole('dialog', { name: 'Join today — 100% welcome bonus' })).toBeVisible();
    await expect(page.getByText('Welcome back!')).toHaveCount(0);
    // Not a blocking modal: the page still scrolls.
    await expectPageScrolls(page);
    await expect(popup.getByTestId('home-popup-position')).toHaveText('1 of 2');
    await popup.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Weekend fishing tournament' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Next' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    const offer = page.getByTestId('home-download');
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Download' }).click();
    await expect(page).toHaveURL(/\/m\/download$/);
    await page.goto('/m/home');
    // The pop-ups block has its answer and has drawn what it chose to show: nothing.
    await revealBlock(page, 'popups');
    await expect(page.getByTestId('home-popup')).toHaveCount(0);
    await expect(page.getByTestId('home-download')).toHaveCount(0);
  });

  test('a member gets kind A after signing in, once for that sign-in', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('home-popup')).toHaveAttribute('data-kind', 'B');
    await page.getByTestId('home-popup').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const popup = page.getByTestId('home-popup');
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup).toHaveAttribute('data-kind', 'A');
    await expect(page.getByRole('dialog', { name: 'Welcome back!' })).toBeVisible();
    await expect(popup.getByTestId('home-popup-nav')).toHaveCount(0); // one pop-up: no previous/next
    await page.reload();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await revealBlock(page, 'popups');
    await expect(page.getByTestId('home-popup')).toHaveCount(0);
  });
});

test.describe('header search popup (§2 Header)', () => {
  test('searches over the current page and closes back to it', async ({ page }) => {
    const searches = requests(page);
    await page.goto('/m/fish-games');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await page.getByTestId('header-search').click();
    const popup = page.getByRole('dialog', { name: 'Search games' });
    await expect(popup).toBeVisible();
    const box = popup.getByRole('searchbox', { name: 'game name' });
    await expect(box).toBeFocused();
    await expect(popup.getByTestId('game-row')).toBeVisible(); // hot games while empty
    await box.fill('dr');
    await expect(popup.getByText('Search requires at least 3 characters')).toBeVisible();
    await box.fill('dragon');
    await expect(popup.getByTestId('search-count')).toContainText('games');
    expect(searches.filter((q) => q.get('gameName') === 'dragon')).toHaveLength(1);
    await expect(popup.getByTestId('game-tile')).toHaveCount(9);
    await popup.getByRole('button', { name: 'Load more' }).click();
    await expect(popup.getByTestId('game-tile')).toHaveCount(18);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/fish-games$/);
    // Each opening starts empty.
    await page.getByTestId('header-search').click();
    await expect(page.getByRole('dialog', { name: 'Search games' }).getByRole('searchbox')).toHaveValue('');
  });
});

test.describe('first paint', () => {
  // Home below the header and the game menu bar; events and promotions below an inner page's header bar.
  for (const [path, whose] of [['/m/home', "home's"], ['/m/event', "the events page's"], ['/m/activity', "the promotions page's"]] as const) {
    test(`${whose} splash shows the first banner before the scripts run, where the carousel then shows it`, async ({ page, context }) => {
      const splash = await context.newPage();
      await splash.route('**/*.js', (r) => r.abort());
      await splash.goto(path);
      const early = splash.locator('#root .boot-img');
      await expect(early).toBeVisible();
      await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const src = await early.getAttribute('src');
      const before = await early.boundingBox();
      await splash.close();

      await page.goto(path);
      const banner = page.locator('[data-testid=banner-carousel] img').first();
      await expect(banner).toBeVisible();
      await expect(page.locator('#root .boot-img')).toHaveCount(0);
      expect(await banner.getAttribute('src')).toBe(src);
      expect(await banner.boundingBox()).toEqual(before);
    });
  }

  // A screen's skeleton sits where its content then starts: replacing it moves nothing (the
  // skeleton's margin collapsing through the route's box, or the content reusing its element, did:
  // 0.006-0.023 each, measured as these are, at a 4x slowdown). A game list keeps its provider
  // selector's place while the providers come in (the search box beside it moved: 0.006).
  for (const path of ['/m/register', '/m/help', '/m/notice', '/m/helpDetail?tag=terms', '/m/slot-games', '/m/provider', '/m/all-games']) {
    test(`${path} takes over from its loading skeleton without moving anything on a slow phone`, async ({ page, context }) => {
      await watchLayoutShift(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await expect(page.locator('#root .boot')).toHaveCount(0);
      if (path === '/m/slot-games' || path === '/m/provider') {
        await expect(page.getByTestId('vendor-selector')).toBeVisible();
        await expect(page.getByTestId('game-tile').first()).toBeVisible();
      } else await expect(page.locator('main [aria-busy=true]')).toHaveCount(0);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.005);
    });
  }

  // A classification alone in the address (a link of the route table) opens on its own first page, splash included; the all-games view on its hot row.
  for (const path of ['/m/slot-games', '/m/slot-games?gameClassify=FeatureBuy', '/m/all-games']) {
    test(`${path}: the splash shows the first row of tiles before the scripts run, where the grid then shows them`, async ({ page, context }) => {
      const splash = await context.newPage();
      await splash.route('**/*.js', (r) => r.abort());
      await splash.goto(path);
      const early = splash.locator('#root .boot-grid img');
      await expect(early).toHaveCount(3);
      await expect.poll(() => early.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const srcs = await early.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
      const before = await early.evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect().toJSON() as DOMRect));
      await splash.close();

      await page.goto(path);
      const tiles = page.getByTestId('game-tile').locator('img');
      await expect(tiles.first()).toBeVisible();
      await expect(page.locator('#root .boot')).toHaveCount(0);
      const after = await tiles.evaluateAll((imgs) => imgs.slice(0, 3).map((i) => ({ src: i.getAttribute('src'), box: i.getBoundingClientRect().toJSON() as DOMRect })));
      expect(after.map((a) => a.src)).toEqual(srcs);
      // The same box (±1px): the app's tile is no new, later largest paint, and nothing jumps.
      after.forEach(({ box }, i) => {
        for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[k] - before[i]![k]), `tile ${i} ${k}`).toBeLessThanOrEqual(1);
      });
    });
  }

  test('the app waits for its stylesheet: a late stylesheet keeps the splash up, never an unstyled screen', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.css', async (route) => {
      await held;
      await route.continue();
    });
    const arrived = new Map<string, Promise<unknown>>();
    // Settled either way: a response still loading when the page closes (the held stylesheet, an
    // image) rejects its finished() then, which unhandled would fail the test after it passed.
    page.on('response', (r) => arrived.set(new URL(r.url()).pathname, r.finished().then(() => true, () => false)));
    // Module scripts run before DOMContentLoaded: while it has not fired, none of the app has run.
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => ((window as unknown as { __dcl: boolean }).__dcl = true)));
    await page.goto('/m/home', { waitUntil: 'commit' });
    await expect(page.locator('#root .boot')).toBeVisible();
    // Every script the page starts with is in (the entry and its preloaded imports), and a task
    // has passed since: free to run, the app would have run by now.
    const scripts = await page.locator('script[type=module][src], link[rel=modulepreload]').evaluateAll((els) =>
      els.map((e) => new URL(e.getAttribute('src') ?? e.getAttribute('href')!, location.href).pathname),
    );
    expect(scripts.length).toBeGreaterThan(0);
    await expect.poll(() => scripts.every((s) => arrived.has(s))).toBe(true);
    await Promise.all(scripts.map((s) => arrived.get(s)));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.evaluate(() => (window as unknown as { __dcl?: boolean }).__dcl ?? false)).toBe(false);
    await expect(page.locator('header')).toHaveCount(0);
    release();
    await expect(page.locator('header')).toBeVisible();
    expect(await page.locator('header').evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
  });
});
