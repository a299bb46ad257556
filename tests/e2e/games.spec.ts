import { expect, test, type Page } from '@playwright/test';
import { withoutBootAnswers } from './helpers';

/** Records GET /api/games query strings the page sends. */
function gameRequests(page: Page) {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/games') seen.push(u.searchParams);
  });
  return seen;
}

test.describe('game browsing', () => {
  test('a category page loads a grid of 36 and loads more near the bottom, keeping few tiles mounted', async ({ page }) => {
    const seen = gameRequests(page);
    // The page would bring page 1 (server/lib/player-page.ts): this journey watches the client ask for it.
    await withoutBootAnswers(page, '/m/slot-games');
    await page.goto('/m/slot-games');
    await expect(page.getByTestId('game-count')).toContainText('games');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(seen[0]!.get('gameType')).toBe('RNG');
    expect(seen[0]!.get('pageSize')).toBe('36');
    // Every 7th tile is highlighted.
    await expect(page.getByTestId('game-tile').nth(6)).toHaveAttribute('data-highlight', 'true');
    await expect(page.getByTestId('game-tile').nth(5)).not.toHaveAttribute('data-highlight', 'true');
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      expect(seen.filter((q) => Number(q.get('pageNo')) > 1).length).toBeGreaterThan(1);
    }).toPass({ timeout: 30_000 });
    expect(await page.getByTestId('game-tile').count()).toBeLessThanOrEqual(80);
  });

  test('the grid\'s rows keep their spacing at any width: a tile\'s name never runs into the row below', async ({ page }) => {
    // Loaded at a phone's width, then turned wider without a reload (a rotation, a resized window).
    await page.goto('/m/slot-games');
    for (const width of [390, 480]) {
      await page.setViewportSize({ width, height: 844 });
      const rows = page.getByTestId('game-grid-row');
      await expect(rows.nth(1).getByTestId('game-tile').first()).toBeVisible();
      const gap = () => page.evaluate(() => {
        const [a, b] = [...document.querySelectorAll('[data-testid="game-grid-row"]')].slice(0, 2);
        const lastOfFirst = [...a!.querySelectorAll('[data-testid="game-tile"] span')].reduce((m, el) => Math.max(m, el.getBoundingClientRect().bottom), 0);
        const tile = b!.querySelector('[data-testid="game-tile"]')!.getBoundingClientRect();
        return tile.top - lastOfFirst;
      });
      // The grid's row gap (12 px) between the first row's names and the second row's tiles, give or
      // take a few pixels, once the grid has taken the new width.
      await expect.poll(gap, { message: `at ${width}px` }).toBeGreaterThanOrEqual(8);
      const settled = await gap();
      expect(settled, `at ${width}px`).toBeGreaterThanOrEqual(8);
      expect(settled, `at ${width}px`).toBeLessThanOrEqual(16);
    }
  });

  test('a category page opens with its first page of games and providers from the page itself: no round trip for them', async ({ page }) => {
    const seen = gameRequests(page);
    const vendors: string[] = [];
    page.on('request', (r) => r.url().includes('/api/games/vendors') && vendors.push(r.url()));
    await page.goto('/m/slot-games');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('vendor-selector')).toBeVisible();
    expect(seen.filter((q) => q.get('pageNo') === '1')).toEqual([]);
    expect(vendors).toEqual([]);
    // The next page is the client's own request, as ever.
    await page.mouse.wheel(0, 6000);
    await expect.poll(() => seen.filter((q) => q.get('pageNo') === '2').length).toBe(1);

    // The hot-games list too: its first page comes with the page.
    const hot: string[] = [];
    page.on('request', (r) => r.url().includes('/api/games/hot') && hot.push(r.url()));
    await page.goto('/m/hot-games');
    await expect(page.getByTestId('hot-games').getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('hot-games')).toHaveAttribute('data-page', '1');
    expect(hot).toEqual([]);
  });

  test('the vendor selector filters by provider and a name search narrows the list', async ({ page }) => {
    const seen = gameRequests(page);
    await page.goto('/m/slot-games');
    await page.getByTestId('vendor-selector').click();
    const sheet = page.getByRole('dialog', { name: 'Providers' });
    await sheet.getByRole('button', { name: 'RTG' }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('vendor-selector')).toHaveText(/RTG/);
    await expect.poll(() => seen.at(-1)?.get('vassalage')).toBe('RTG');
    expect(seen.at(-1)!.get('pageNo')).toBe('1');
    await page.getByPlaceholder('game name').fill('dragon');
    await expect.poll(() => seen.at(-1)?.get('gameName')).toBe('dragon');
    await expect(page.getByTestId('game-tile').first()).toContainText(/dragon/i);
  });

  test('§4 entry rules: bingo asks for BG and offers no vendor selector; jackpots ask for JP', async ({ page }) => {
    const seen = gameRequests(page);
    for (const path of ['/m/bingo', '/m/jackpots', '/m/esport-games']) await withoutBootAnswers(page, path);
    await page.goto('/m/bingo');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(seen[0]!.get('gameType')).toBe('RNG');
    expect(seen[0]!.get('gameClassify')).toBe('BG');
    await expect(page.getByTestId('vendor-selector')).toHaveCount(0);
    await page.goto('/m/jackpots');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(seen.at(-1)!.get('gameClassify')).toBe('JP');
    await page.goto('/m/esport-games');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    expect(seen.at(-1)!.get('vassalage')).toBe('ARENA');
  });

  test('guests: favourites and launching go to /m/login; lottery tiles have no star', async ({ page }) => {
    await page.goto('/m/lott');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /favorites/ })).toHaveCount(0);
    await page.getByTestId('game-tile').first().click();
    // The login comes back to the page (and opens the tapped game) afterwards.
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Flott$/);
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Favorites', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fslot-games/);
  });

  test('all games shows a hot block, then categories with counts', async ({ page }) => {
    await page.goto('/m/all-games');
    await expect(page.getByTestId('all-games-HOT')).toBeVisible();
    // Rows show as their games arrive, those below the first screen once the reader nears them; the
    // order is the categories' once all have.
    await expect(page.getByTestId('all-games-later').first()).toBeAttached();
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await expect(page.getByTestId('all-games-loading')).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
    const blocks = await page.locator('[data-testid^="all-games-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(blocks[0]).toBe('all-games-HOT');
    expect(blocks).toEqual(expect.arrayContaining(['all-games-RNG', 'all-games-LIVE', 'all-games-SPORTS', 'all-games-ESPORTS', 'all-games-COCKFIGHT']));
    expect(blocks.indexOf('all-games-ESPORTS')).toBe(blocks.indexOf('all-games-SPORTS') + 1);
    await expect(page.getByTestId('all-games-RNG')).toContainText(/Slots · [\d,]+/);
  });
});
