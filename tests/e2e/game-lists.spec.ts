/**
 * Game lists and content as a player meets them on a phone (390×844):
 * the Hot, Favourites and Recent chips narrow to the category; categories that are not list types
 * open on their vendors; /m/provider is the provider game list; HOT in the game menu and the
 * browsing reset of the logo; the favourites screen's single request; a long press on a game menu
 * tab; the lottery entry's prize mode; the help accordion, notice dates and promotion statuses.
 */
import { expect, test, type Page } from '@playwright/test';
import { LONG_PRESS_MS, SELECT_MENU_MS } from '../../src/lib/constants';
import { revealBlock, requestsSeen } from './helpers';

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

test('a category keeps the vendor chosen in it across other categories; the logo and the footer home button reset the browsing', async ({ page }) => {
  const games = requests(page, '/api/games');
  const menu = page.getByRole('navigation', { name: 'Game categories' });
  const selector = page.getByTestId('vendor-selector');
  const chooseInSlots = async (vendor: string) => {
    await menu.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
    await selector.click();
    const sheet = page.getByRole('dialog', { name: 'Providers' });
    await sheet.getByRole('button', { name: vendor, exact: true }).click();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(selector).toHaveText(vendor);
    await expect.poll(() => games.at(-1)?.get('vassalage')).toBe(vendor);
  };
  const slotsOpenWithEveryVendor = async () => {
    await menu.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
    await expect(selector).toHaveText('All providers');
    await expect.poll(() => games.at(-1)?.get('gameType')).toBe('RNG');
    expect(games.at(-1)!.has('vassalage')).toBe(false);
  };

  await page.goto('/m/home');
  await menu.getByRole('link', { name: 'Hot games' }).click();
  await expect(page).toHaveURL(/\/m\/hot-games$/);
  await chooseInSlots('RTG');

  // Away to another category, browsed with every vendor, and back: the vendor chosen in slots stands.
  await menu.getByRole('link', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/\/m\/fish-games$/);
  await expect.poll(() => games.at(-1)?.get('gameType')).toBe('FISH');
  expect(games.at(-1)!.has('vassalage')).toBe(false);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await menu.getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(selector).toHaveText('RTG');
  await expect.poll(() => games.at(-1)?.get('vassalage')).toBe('RTG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  // The logo: home, and slots opens with every vendor again.
  await page.locator('header').getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await slotsOpenWithEveryVendor();

  // The footer's home button resets it the same way.
  await chooseInSlots('JILI');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await slotsOpenWithEveryVendor();
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


test('a long press on a category tab offers its providers; one opens the category narrowed to it after the select-menu delay', async ({ page }) => {
  // Real timers, measured in the page: when the press began and the picker appeared, when a
  // provider was chosen and the address changed. The lower bounds hold however slow the machine.
  await page.addInitScript(() => {
    const w = window as unknown as { marks: Record<string, number> };
    w.marks = {};
    document.addEventListener('pointerdown', () => { w.marks.down = performance.now(); }, true);
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest?.('[data-testid=vendor-picker] button')) w.marks.chosen ??= performance.now();
    }, true);
    new MutationObserver(() => {
      if (w.marks.down !== undefined && w.marks.picker === undefined && document.querySelector('[data-testid=vendor-picker]')) w.marks.picker = performance.now();
    }).observe(document, { childList: true, subtree: true });
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      if (w.marks.chosen !== undefined) w.marks.navigated ??= performance.now();
      push(...args);
    };
  });
  const marks = () => page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
  await page.goto('/m/home');
  const slots = page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' });
  await slots.scrollIntoViewIfNeeded();
  const box = (await slots.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const picker = page.getByRole('dialog', { name: 'Slots · Providers' });
  await expect(picker).toBeVisible();
  await page.mouse.up();
  const held = await marks();
  expect(held.picker! - held.down!).toBeGreaterThanOrEqual(LONG_PRESS_MS);
  // The press was a long press, not a tap: still home, the picker stays open.
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(picker).toBeVisible();

  const jili = picker.getByRole('button', { name: 'JILI', exact: true });
  await jili.click();
  await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=JILI$/);
  await expect(picker).toHaveCount(0);
  await expect(page.getByTestId('vendor-selector')).toHaveText('JILI');
  const chosen = await marks();
  expect(chosen.navigated! - chosen.chosen!).toBeGreaterThanOrEqual(SELECT_MENU_MS);

  // A plain tap on the same tab navigates, without the picker.
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/\/m\/fish-games$/);
  await expect(page.getByTestId('vendor-picker')).toHaveCount(0);
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
  // Opened directly, the last category's tab is scrolled into the strip's view.
  await page.goto('/m/lottery');
  const tab = page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Lottery' });
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(tab).toBeInViewport({ ratio: 0.9 });
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

test('home\'s responsible-gaming notice and footer show the minimum age the registration settings ask for, as the console changes it', async ({ page, request }) => {
  const session = await request.post('/api/admin/session', { data: { username: 'operator', password: 'operator1234' } });
  expect(session.status(), await session.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await session.json()) as { value: { token: string } }).value.token}` };
  const stored = ((await (await request.get('/api/admin/settings/register.settings', { headers })).json()) as { value: { value: Record<string, unknown> } }).value.value;
  // A new site checks the age from the start (§5), at the default minimum age.
  expect(stored).toMatchObject({ ageCheck: true, minimumAge: 21 });
  const put = (value: Record<string, unknown>) => request.put('/api/admin/settings/register.settings', { headers, data: { value } });
  expect((await put({ ...stored, minimumAge: 19 })).status()).toBe(200);
  try {
    await page.goto('/m/home');
    // Both are among home's last blocks, mounted as the reader nears them.
    await expect(await revealBlock(page, 'rg')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('rg-notice')).toContainText('19+');
    await expect(await revealBlock(page, 'footer')).toHaveAttribute('data-status', 'ready');
    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByTestId('age-badge')).toHaveText('19+');
  } finally {
    expect((await put(stored)).status()).toBe(200);
  }
});

test('promotions: the category tabs come with the data; each card shows its status', async ({ page }) => {
  await page.goto('/m/activity');
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  await expect(page.getByTestId('promotion-tabs').getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('promotion-tabs').getByRole('tab', { name: 'Welcome' })).toBeVisible();
  for (const badge of await page.getByTestId('promo-status').all()) await expect(badge).toHaveText(/\S/);
});
