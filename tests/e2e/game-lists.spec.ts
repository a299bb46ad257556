/**
 * Game lists and content as a player meets them on a phone (390×844):
 * the Hot, Favourites and Recent chips narrow to the category; categories that are not list types
 * open on their vendors; /m/provider is the provider game list; HOT in the game menu and the
 * browsing reset of the logo; the favourites screen's single request; a long press on a game menu
 * tab; the lottery entry's prize mode; the help accordion, notice dates and promotion statuses.
 */
import { expect, test, type Page } from '@playwright/test';
import { requestsSeen } from './helpers';

async function signInAsDemo(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { username: 'demo', password: 'demo1234' } });
  const { value } = await res.json();
  await page.addInitScript((info) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), value);
  return value.token as string;
}

/** The query strings of the requests to `path` the page sends. */
function requests(page: Page, path: string) {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === path) seen.push(u.searchParams);
  });
  return seen;
}

test('the Hot, Favourites and Recent chips narrow to the category and vendor, with the name search', async ({ page }) => {
  await signInAsDemo(page);
  const hot = requests(page, '/api/games/hot');
  const favourites = requests(page, '/api/member/favourites');
  const recent = requests(page, '/api/member/recent');
  await page.goto('/m/slot-games?vassalage=JILI');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.getByPlaceholder('game name').fill('fortune');
  await page.getByPlaceholder('game name').press('Enter');
  await page.getByRole('button', { name: 'Hot games', exact: true }).click();
  await expect.poll(() => hot.at(-1)?.get('gameType')).toBe('RNG');
  expect(hot.at(-1)!.get('vassalage')).toBe('JILI');
  expect(hot.at(-1)!.get('gameName')).toBe('fortune');
  await expect(page.getByTestId('vendor-chip')).toContainText('JILI');
  for (const tile of await page.getByTestId('game-tile').all()) await expect(tile).toContainText(/fortune/i);
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect.poll(() => favourites.at(-1)?.get('gameType')).toBe('RNG');
  expect(favourites.at(-1)!.get('vendor')).toBe('JILI');
  await page.getByRole('button', { name: 'Recent games', exact: true }).click();
  await expect.poll(() => recent.at(-1)?.get('gameName')).toBe('fortune');
  // The vendor chip lets the vendor go.
  await page.getByTestId('vendor-chip').click();
  await expect.poll(() => recent.at(-1)?.has('vendor')).toBe(false);
});

test('live casino opens on its vendor cards, then a vendor\'s games; /m/provider is the provider game list', async ({ page }) => {
  const games = requests(page, '/api/games');
  await page.goto('/m/live-games');
  const cards = page.getByTestId('vendor-card');
  await expect(cards).toHaveCount(2);
  await requestsSeen(page);
  expect(games).toHaveLength(0);
  await cards.first().click();
  await expect(page).toHaveURL(/\/m\/live-games\?vassalage=\w+$/);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(games.at(-1)!.get('vassalage')).toBeTruthy();
  await page.goBack();
  await expect(page.getByTestId('vendor-card')).toHaveCount(2);

  await page.goto('/m/provider');
  await expect(page.getByTestId('game-list')).toBeVisible();
  await expect(page.getByTestId('all-games')).toHaveCount(0);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.getByTestId('vendor-selector').click();
  const sheet = page.getByRole('dialog', { name: 'Providers' });
  await expect(sheet.getByRole('button', { name: 'Royal Live', exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'JILI', exact: true }).click();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => games.at(-1)?.get('vassalage')).toBe('JILI');
  expect(games.at(-1)!.has('gameType')).toBe(false);
  await expect(page.getByPlaceholder('game name')).toBeVisible();
  await expect(page.getByTestId('filter-open')).toBeVisible();
});

test('the favourites screen asks for its own list once', async ({ page }) => {
  await signInAsDemo(page);
  const catalogue = requests(page, '/api/games');
  const favourites = requests(page, '/api/member/favourites');
  await page.goto('/m/favorite');
  await expect(page.getByTestId('member-games-favourite')).toBeVisible();
  await requestsSeen(page);
  expect(catalogue).toHaveLength(0);
  // One from the boot (the stars) and one for the screen, page 1 of 200.
  expect(favourites.filter((q) => q.get('pageSize') === '200').length).toBeLessThanOrEqual(2);
  expect(favourites.every((q) => q.get('pageSize') === '200')).toBe(true);
});


test.describe('the route fade', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a route fades in over 300 ms', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' }).click();
    await expect(page.getByTestId('route-view')).toHaveClass(/route-fade/);
    expect(await page.getByTestId('route-view').evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.3s');
  });
});

test('the lottery entry opens the electronic lottery: the vendor mapping has LOTT', async ({ page, request }) => {
  const mapping = ((await (await request.get('/api/games/vendors')).json()) as { value: { mapping: Record<string, unknown[]> } }).value.mapping;
  expect(mapping.LOTT?.length ?? 0).toBeGreaterThan(0);
  await page.goto('/m/home');
  const lottery = page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Lottery' });
  await lottery.click();
  await expect(page).toHaveURL(/\/m\/elott$/);
  await expect(lottery).toHaveAttribute('aria-current', 'page');
});

test('help sections as an accordion from ?c=, notice dates year/month/day', async ({ page }) => {
  await page.goto('/m/help?tag=terms&c=1');
  const accordion = page.getByTestId('help-accordion');
  await expect(accordion.getByRole('button', { name: '2. Accounts' })).toHaveAttribute('aria-expanded', 'true');
  await expect(accordion.getByRole('button', { name: '1. Eligibility' })).toHaveAttribute('aria-expanded', 'false');
  await accordion.getByRole('button', { name: '1. Eligibility' }).click();
  await expect(page).toHaveURL(/c=0/);
  await expect(accordion.getByRole('button', { name: '2. Accounts' })).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/m/notice');
  await expect(page.getByText(/^\d{4}\/\d{2}\/\d{2}$/).first()).toBeVisible();
});

test('promotions: the category tabs come with the data; each card shows its status', async ({ page }) => {
  await page.goto('/m/activity');
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  await expect(page.getByTestId('promotion-tabs').getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('promotion-tabs').getByRole('tab', { name: 'Welcome' })).toBeVisible();
  for (const badge of await page.getByTestId('promo-status').all()) await expect(badge).toHaveText(/\S/);
});
