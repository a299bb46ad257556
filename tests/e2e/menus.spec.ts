/**
 * The shell's menus as operator-editable layouts: the side menu
 * for visitors, members and agents, the download entry outside the app only, the member sheet
 * from the header, invite friends following REFERRAL, and a published layout reordering and
 * hiding entries on the next load. The console's preview opens a menu only with a token.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { UA } from '../fixtures/user-agents';
import { dropLayoutsAbove, publishLayout } from './db';
import { expectPageScrolls, layoutLive, layoutShift, watchLayoutShift } from './helpers';
import { signInAs } from './session';
import { OPERATOR_TOKEN_KEY } from '../../src/lib/preview-protocol';

async function openSideMenu(page: Page) {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  return menu;
}

/** The visible entries of a menu, in order. */
const entries = (scope: ReturnType<Page['getByRole']>) => scope.locator('[data-entry]');

async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/session', { data: { username: 'operator', password: 'operator1234' } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value.token as string;
}

test.describe('side menu', () => {
  test('a visitor gets the §2 entries, sign-in and sign-up, and no member-only entry; "soon" does nothing; an entry closes it', async ({ page }) => {
    const menu = await openSideMenu(page);
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    for (const name of ['Home', 'My account', 'Promotions', 'Events', 'All games', 'Slots', 'Live casino', 'Sports', 'Fishing', 'Poker', 'Lottery', 'Download app']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Community' })).toBeVisible();
    for (const name of ['Deposit', 'Withdraw', 'Invite friends', 'Sign out', 'Agent center']) await expect(menu.getByText(name, { exact: true })).toHaveCount(0);
    // The operator has no customer-service link in the demo: that entry stays out.
    await expect(menu.getByText('Customer service')).toHaveCount(0);

    const club = menu.getByRole('button', { name: /GCash Club/ });
    await expect(club).toHaveAttribute('aria-disabled', 'true');
    await expect(club).toContainText('Soon');
    // Playwright will not tap an aria-disabled control on its own; a player can.
    await club.click({ force: true });
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    await menu.getByRole('button', { name: 'Community' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId('channel-popup')).toBeVisible();
    await expect(page.getByTestId('channel-TELEGRAM')).toBeVisible();
    await page.getByRole('dialog', { name: 'Community' }).getByRole('button', { name: 'Close' }).click();

    const again = await openSideMenu(page);
    await again.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
    await expect(again).toHaveCount(0);
    await expectPageScrolls(page);
  });

  test('a member gets deposit, withdraw, invite and sign out (with a confirmation), and no agent entry', async ({ page, context, request }) => {
    await signInAs(context, request, 'demo');
    const menu = await openSideMenu(page);
    await expect(page.getByTestId('side-menu-name')).toHaveText('Lucky Demo');
    for (const name of ['Deposit', 'Withdraw']) await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Invite friends' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Agent center' })).toHaveCount(0);

    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(menu).toHaveCount(0);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveText(/Do you want to sign out\?/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toBeVisible();

    await (await openSideMenu(page)).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('an agent also gets the agent entry, which opens the agent centre', async ({ page, context, request }) => {
    await signInAs(context, request, 'agentdemo', 'agent');
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: 'Agent center' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
    await expect(page.getByTestId('team-kpis')).toBeVisible();
  });

  test('inside the app (user agent with App and Ver) there is no download entry, in the side menu nor in the member sheet', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: UA.androidApp });
    try {
      await signInAs(context, request, 'demo');
      const page = await context.newPage();
      const menu = await openSideMenu(page);
      await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
      await expect(menu.getByText('Download app')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.getByTestId('member-toggle').click();
      const sheet = page.getByRole('dialog', { name: 'My account' });
      await expect(sheet.getByRole('button', { name: 'Community' })).toBeVisible();
      await expect(sheet.getByText('Download app')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a published side-menu layout reorders and hides entries on the next load', async ({ page }) => {
    const menu = await openSideMenu(page);
    const before = await entries(menu).evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')));
    expect(before.slice(0, 4)).toEqual(['/m/home', '/m/member/home', '/m/activity', '/m/event']);
    const seeded = (await (await page.request.get('/api/layouts/side-menu')).json()).value.layout as { blocks: { id: string; hidden?: boolean }[] };
    // Events first, promotions hidden without being deleted.
    const events = seeded.blocks.find((b) => b.id === 'events')!;
    const blocks = [events, ...seeded.blocks.filter((b) => b !== events).map((b) => (b.id === 'promotions' ? { ...b, hidden: true } : b))];
    const etag = publishLayout('side-menu', { ...seeded, blocks });
    try {
      await layoutLive(page, 'side-menu', etag);
      await page.reload();
      const after = await openSideMenu(page);
      await expect.poll(() => entries(after).evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')).slice(0, 3))).toEqual(['/m/event', '/m/home', '/m/member/home']);
      await expect(after.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
    } finally {
      dropLayoutsAbove('side-menu', 1);
    }
  });
});

test.describe('member sheet', () => {
  test('opens from the header with the member and VIP progress; choosing an item closes it', async ({ page, context, request }) => {
    await signInAs(context, request, 'demo');
    await page.goto('/m/home');
    await page.getByTestId('member-toggle').click();
    const sheet = page.getByRole('dialog', { name: 'My account' });
    await expect(sheet.getByTestId('member-sheet-name')).toHaveText('Lucky Demo');
    await expect(sheet.getByTestId('vip-percent')).toHaveText('70%');
    for (const name of ['Deposit', 'Withdraw', 'History', 'Events', 'VIP club', 'All games', 'Slots', 'Live casino', 'Sports', 'Fishing', 'Point mall']) {
      await expect(sheet.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Invite friends', 'Download app', 'Community', 'Sign out']) await expect(sheet.getByRole('button', { name })).toBeVisible();

    await sheet.getByRole('link', { name: 'Live casino' }).click();
    await expect(page).toHaveURL(/\/m\/live-games$/);
    await expect(sheet).toHaveCount(0);

    await page.getByTestId('member-toggle').click();
    await page.getByRole('dialog', { name: 'My account' }).getByRole('button', { name: 'View benefits' }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  });

  test('a tap on the backdrop closes it, and the page behind does not take that tap', async ({ page, context, request }) => {
    await signInAs(context, request, 'demo');
    await page.goto('/m/all-games');
    // What sits at the top of the screen: the tap below lands on it once the sheet is gone.
    await expect.poll(() => page.evaluate(() => !!document.elementFromPoint(195, 28)?.closest('a,button'))).toBe(true);
    await page.getByTestId('member-toggle').click();
    const sheet = page.getByRole('dialog', { name: 'My account' });
    await expect(sheet.getByTestId('member-sheet-name')).toHaveText('Lucky Demo');
    await page.mouse.click(195, 28);
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/all-games$/);
  });

  test('the page does not scroll behind the side menu or the member sheet, their own lists do, and it scrolls again once they close', async ({ page, context, request }) => {
    await signInAs(context, request, 'demo');
    await page.goto('/m/home');
    await expect(page.getByTestId('game-row').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Each wheel's fate, read on window after the lock's own listener (on document) has had it: a
    // cancelled wheel scrolls nothing, so the page's position can be read as soon as it has passed.
    await page.evaluate(() => {
      const w = window as unknown as { wheels: boolean[] };
      w.wheels = [];
      window.addEventListener('wheel', (e) => w.wheels.push(e.defaultPrevented));
    });
    const wheel = async (x: number, y: number) => {
      const seen = await page.evaluate(() => (window as unknown as { wheels: boolean[] }).wheels.length);
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => (window as unknown as { wheels: boolean[] }).wheels.length)).toBeGreaterThan(seen);
      return page.evaluate(() => (window as unknown as { wheels: boolean[] }).wheels.at(-1));
    };
    const afterTwoFrames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const stays = async (x: number, y: number) => {
      expect(await wheel(x, y)).toBe(true);
      await afterTwoFrames();
      expect(await scrollY()).toBe(300);
    };

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await stays(375, 420); // the backdrop, right of the menu
    // The menu's list: the wheel is its own (not cancelled) and scrolls it, and the page stays.
    const list = menu.locator('nav').locator('xpath=..');
    expect(await wheel(100, 600)).toBe(false);
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await afterTwoFrames();
    expect(await scrollY()).toBe(300);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.getByTestId('member-toggle').click();
    const sheet = page.getByRole('dialog', { name: 'My account' });
    await expect(sheet.getByTestId('member-sheet-name')).toHaveText('Lucky Demo');
    await stays(195, 40); // the backdrop, above the sheet
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    await expectPageScrolls(page);
  });

  test('invite friends shows only while REFERRAL is on (set by an operator)', async ({ page, context, request }) => {
    await signInAs(context, request, 'demo');
    const op = await operatorToken(request);
    const headers = { authorization: `Bearer ${op}` };
    const current = (await (await request.get('/api/admin/settings/site.settings', { headers })).json()).value.value as { whitelabel: Record<string, boolean> };
    const put = async (value: unknown) => expect((await request.put('/api/admin/settings/site.settings', { headers, data: { value } })).status()).toBe(200);
    await put({ ...current, whitelabel: { ...current.whitelabel, REFERRAL: false } });
    try {
      await page.goto('/m/home');
      await page.getByTestId('member-toggle').click();
      const sheet = page.getByRole('dialog', { name: 'My account' });
      await expect(sheet.getByRole('button', { name: 'Community' })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
      await page.goto('/m/menu');
      await expect(page.getByTestId('menu-page-list').getByRole('link', { name: 'Betting records' })).toBeVisible();
      await expect(page.getByTestId('menu-page-list').getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
    } finally {
      await put(current);
    }
    await page.goto('/m/home');
    await page.getByTestId('member-toggle').click();
    const sheet = page.getByRole('dialog', { name: 'My account' });
    await sheet.getByRole('button', { name: 'Invite friends' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByTestId('invite-code')).toHaveText(/^P[A-Z0-9]{6}$/);
  });
});

test.describe('menu page', () => {
  test('its entries sit inset as home\'s blocks do, and nothing moves as the links load', async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto('/m/menu');
    const list = page.getByTestId('menu-page-list');
    // Telegram is an operator's link: it shows once the links have loaded.
    await expect(list.getByRole('button', { name: 'Telegram' })).toBeVisible();
    const viewport = page.viewportSize()!;
    for (const name of ['Log in', 'Telegram']) {
      const box = (await list.locator('[data-entry]').filter({ hasText: name }).boundingBox())!;
      // 0.75 rem each side (px-3), as home's blocks.
      expect(Math.round(box.x), name).toBe(12);
      expect(Math.round(box.width), name).toBe(viewport.width - 24);
    }
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
});

test.describe('console preview', () => {
  test('?menu=side and ?menu=member open the menus only with a preview token', async ({ page, request }) => {
    await page.goto('/m/home?menu=side');
    await expect(page.getByTestId('layout-home')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    const op = await operatorToken(request);
    // As in the console's preview frame: the tab carries the operator session the tokens are bound to.
    await page.evaluate(([key, token]) => sessionStorage.setItem(key, token), [OPERATOR_TOKEN_KEY, op] as const);
    const preview = async (screen: string) =>
      (await (await request.post('/api/admin/preview', { headers: { authorization: `Bearer ${op}` }, data: { screen } })).json()).value.token as string;
    await page.goto(`/m/home?menu=side&preview=${await preview('side-menu')}`);
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Events' })).toBeVisible();
    await page.goto(`/m/home?menu=member&preview=${await preview('member-sheet')}`);
    await expect(page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'All games' })).toBeVisible();
  });
});

test.describe('missions', () => {
  test('the side menu\'s Missions entry opens the promotions of the mission kind, each with its status', async ({ page, request }) => {
    const missions = ((await (await request.get('/api/missions')).json()) as { value: { list: { title: string }[] } }).value.list;
    expect(missions.length).toBeGreaterThan(0);
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: 'Missions' }).click();
    await expect(page).toHaveURL(/\/m\/missions$/);
    const cards = page.getByTestId('promo-card');
    await expect(cards).toHaveCount(missions.length);
    for (const [i, m] of missions.entries()) await expect(cards.nth(i).getByRole('heading')).toHaveText(m.title);
    for (const badge of await page.getByTestId('promo-status').all()) await expect(badge).toHaveText(/\S/);
    await expect(page.getByTestId('promotion-list-empty')).toHaveCount(0);

    // A mission's detail opens on the missions screen and closing it stays there, never on /m/activity.
    await cards.first().getByRole('button', { name: 'View more' }).click();
    await expect(page).toHaveURL(/\/m\/missions\?id=\d+$/);
    await expect(page.getByRole('dialog', { name: missions[0]!.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/m\/missions$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(cards).toHaveCount(missions.length);
  });
});

test.describe('live chat', () => {
  test('with CBS3 on and a chat address set in the console, the side menu and member sheet offer the chat, which opens it; without, no entry', async ({ page, context, request }) => {
    await signInAs(context, request, 'demo');
    const op = await operatorToken(request);
    const headers = { authorization: `Bearer ${op}` };
    const site = (await (await request.get('/api/admin/settings/site.settings', { headers })).json()).value.value as { whitelabel: Record<string, boolean> };
    const put = async (key: string, value: unknown) => expect((await request.put(`/api/admin/settings/${key}`, { headers, data: { value } })).status()).toBe(200);
    // The chat provider's page, answered here (no network in the journeys).
    await context.route('https://chat.parlor.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Parlor chat</title><h1>Chat room</h1>' }));

    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Live chat' })).toHaveCount(0);

    await put('site.chat', { url: 'https://chat.parlor.example/room', unreadUrl: '' });
    await put('site.settings', { ...site, whitelabel: { ...site.whitelabel, CBS3: true } });
    try {
      await page.goto('/m/home');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const chat = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Live chat' });
      await expect(chat).toBeVisible();
      // No provider to count: no badge.
      await expect(page.getByTestId('badge-chat')).toHaveCount(0);
      const [room] = await Promise.all([context.waitForEvent('page'), chat.click()]);
      await expect(room).toHaveURL('https://chat.parlor.example/room');
      await expect(room.getByRole('heading', { name: 'Chat room' })).toBeVisible();
      await room.close();

      await page.goto('/m/home');
      await page.getByTestId('member-toggle').click();
      await expect(page.getByRole('dialog', { name: 'My account' }).getByRole('button', { name: 'Live chat' })).toBeVisible();
    } finally {
      await put('site.settings', site);
      await put('site.chat', { url: '', unreadUrl: '' });
    }
  });
});

test.describe('feedback', () => {
  test('a member writes feedback on the settings screen and the operator reads it, with who wrote it, on the console\'s Feedback page', async ({ page, context, request, browser }) => {
    await signInAs(context, request, 'demo');
    await page.goto('/m/set');
    const message = `The withdraw page could say how long it takes (${Date.now().toString(36)}).`;
    const box = page.getByLabel('Send us feedback');
    await box.fill('hey');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId('feedback-form').getByRole('alert')).toHaveText('Write at least 5 characters');
    await box.fill(message);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you, we received your feedback')).toBeVisible();
    await expect(box).toHaveValue('');

    // The operator, at the console's desktop size, in a browser of their own.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    try {
      const admin = await desk.newPage();
      await admin.goto('/admin');
      await admin.fill('input[name=username]', 'operator');
      await admin.fill('input[name=password]', 'operator1234');
      await admin.click('button[type=submit]');
      await expect(admin.getByTestId('operator')).toContainText('operator');
      await admin.getByRole('link', { name: 'Feedback', exact: true }).click();
      await expect(admin.getByRole('heading', { name: 'Member feedback' })).toBeVisible();
      // Newest first: the message just sent is the table's first row, with the member who wrote it.
      const first = admin.getByTestId('feedback').locator('tbody tr').first();
      await expect(first.locator('td').nth(1)).toHaveText('demo');
      await expect(first.locator('td').nth(2)).toHaveText(message);
    } finally {
      await desk.close();
    }
  });

});
