import { expect, test, type Page } from '@playwright/test';
import { requestsSeen } from './helpers';

async function signInAsDemo(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { username: 'demo', password: 'demo1234' } });
  const { value } = await res.json();
  await page.addInitScript((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), value);
}

test.describe('search', () => {
  test('needs 3 characters, searches 500 ms after typing stops, shows a count and loads more', async ({ page }) => {
    const searches: URLSearchParams[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/games' && u.searchParams.get('gameName')) searches.push(u.searchParams);
    });
    // The debounce is about time: the page's clock stands still while the journey types, and moves
    // only as the journey says.
    await page.clock.install();
    await page.goto('/m/search-games');
    await expect(page.getByTestId('game-row')).toBeVisible(); // hot games while empty
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const box = page.getByRole('searchbox', { name: 'game name' });
    await box.fill('dr');
    await expect(page.getByText('Search requires at least 3 characters')).toBeVisible();
    await page.clock.runFor(700);
    await requestsSeen(page);
    expect(searches).toHaveLength(0);
    await box.pressSequentially('agon');
    await page.clock.runFor(499);
    await requestsSeen(page);
    expect(searches).toHaveLength(0);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(page.getByTestId('search-count')).toContainText('games');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.get('gameName')).toBe('dragon');
    expect(searches[0]!.get('pageSize')).toBe('9');
    await expect(page.getByTestId('game-tile')).toHaveCount(9);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('game-tile')).toHaveCount(18);
    await box.press('Enter');
    await page.clock.runFor(700);
    await requestsSeen(page);
    expect(searches.filter((q) => q.get('pageNo') === '1')).toHaveLength(1);
  });
});

test.describe('favourites and recent', () => {
  test('need a session', async ({ page }) => {
    await page.goto('/m/favorite');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ffavorite$/);
    await page.goto('/m/recent-games');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Frecent-games$/);
  });

  test('a starred game shows in favourites, and unstarring there removes it at once', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/m/fish-games');
    // Found by its name: the list may be redrawn (once the session is in) between reading and clicking.
    const name = (await page.getByTestId('game-tile').first().locator('span.truncate').first().textContent())!;
    const tile = page.getByTestId('game-tile').filter({ hasText: name }).first();
    // The star shows at once (§4) while the server is still being told: the page load below would
    // cut that request off, so the journey waits for its answer first.
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/member/favourites' && r.request().method() === 'POST');
    await tile.getByRole('button', { name: `Add ${name} to favorites` }).click();
    await expect(tile.getByRole('button', { name: `Remove ${name} from favorites` })).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.goto('/m/favorite');
    await expect(page.getByTestId('game-tile').filter({ hasText: name })).toHaveCount(1);
    await page.getByTestId('game-tile').filter({ hasText: name }).getByRole('button', { name: `Remove ${name} from favorites` }).click();
    await expect(page.getByTestId('game-tile').filter({ hasText: name })).toHaveCount(0);
  });
});
