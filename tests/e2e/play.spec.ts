/**
 * Playing for real at a phone's size: Parlor Studio's slot opened from the game list, a spin paid
 * through the seamless wallet, the round in the betting record and verified from its revealed
 * seed; free play for a trial player that never touches a real balance; a vendor with no
 * integration says so instead of sending the player to a list; a member who self-excludes with a
 * game open is refused at the table, with the reason in their language.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { balanceOf, setBalance } from './db';
import { adultBirthday } from '../fixtures/members';

const SLOT = 'Lucky Parlor';

async function signIn(context: BrowserContext, request: APIRequestContext, who: 'demo' | 'trial') {
  const res = who === 'trial' ? await request.post('/api/auth/trial') : await request.post('/api/auth/login', { data: { username: who, password: 'demo1234' } });
  const body = (await res.json()) as { success: boolean; value: { token: string; userName: string; type: number } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  const session = { token: body.value.token, userName: body.value.userName, type: body.value.type };
  await context.addInitScript((v) => localStorage.setItem('MC_SESSION_INFO', v), JSON.stringify(session));
  return session.token;
}

const realBalance = async (request: APIRequestContext, token: string) =>
  ((await (await request.get('/api/member/wallet', { headers: { authorization: `Bearer ${token}` } })).json()) as { value: { sumBalance: number } }).value.sumBalance;

/** Finds a game by name on the search screen and taps its tile, as a player would. */
async function openGame(page: Page, name: string) {
  await page.goto('/m/search-games');
  // The page puts the player in its box, ready to type.
  await expect(page.getByRole('searchbox', { name: 'game name' })).toBeFocused();
  await page.getByRole('searchbox', { name: 'game name' }).fill(name);
  await page.getByTestId('game-tile').filter({ hasText: name }).first().click();
}

const shownBalance = async (page: Page) => Number((await page.getByTestId('play-balance').locator('strong').textContent())!.replace(/[^\d.]/g, ''));

test('a member opens the studio slot from its tile, spins, sees the balance move, finds the round in the record and verifies it', async ({ page, context, request }) => {
  const token = await signIn(context, request, 'demo');
  const before = await realBalance(request, token);
  await openGame(page, SLOT);
  await expect(page).toHaveURL(/\/m\/play\/slot\/PARLOR-RNG-0001$/);
  const game = page.getByTestId('play-screen');
  await expect(game.getByRole('heading', { name: SLOT })).toBeVisible();
  expect(await shownBalance(page)).toBeCloseTo(before, 2);

  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByTestId('play-win')).toBeVisible();
  const win = Number((await page.getByTestId('play-win').textContent())!.replace(/[^\d.]/g, ''));
  const bet = Number(await game.getByRole('combobox', { name: 'Bet' }).inputValue());
  const after = Math.round((before - bet + win) * 100) / 100;
  await expect.poll(() => shownBalance(page)).toBeCloseTo(after, 2);
  // The wallet moved for real, by exactly the round.
  expect(await realBalance(request, token)).toBeCloseTo(after, 2);

  // Provably fair: change seeds to reveal the one that played, then recompute the round here.
  await game.getByTestId('fairness').locator('summary').click();
  await game.getByRole('button', { name: 'Change seeds' }).click();
  await expect(game.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await game.getByRole('button', { name: /^Verify #/ }).first().click();
  await expect(game.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();

  // The round is in the betting record, with the balance after it; its verify view recomputes it from there.
  await page.goto('/m/gameRecord');
  await expect(page.getByTestId('record-list')).toContainText(SLOT);
  const record = page.locator('[data-record]').first();
  await expect(record).toContainText(`Balance after ₱${after.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await record.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/m\/play\/round\/[^/]+$/);
  const round = page.getByTestId('round-screen');
  await expect(round.getByRole('heading', { name: SLOT })).toBeVisible();
  await expect(round.getByTestId('round-amounts')).toContainText(`₱${bet.toFixed(2)}`);
  await round.getByRole('button', { name: 'Verify' }).click();
  await expect(round.getByRole('status')).toHaveText('Verified');
});

test('a trial player plays with play money: the free-play balance moves, the real one never does', async ({ page, context, request }) => {
  const token = await signIn(context, request, 'trial');
  const real = await realBalance(request, token);
  await openGame(page, SLOT);
  await expect(page).toHaveURL(/\/m\/play\/slot\/PARLOR-RNG-0001$/);
  const balance = page.getByTestId('play-balance');
  await expect(balance).toContainText('Free play');
  const start = await shownBalance(page);
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByTestId('play-win')).toBeVisible();
  const win = Number((await page.getByTestId('play-win').textContent())!.replace(/[^\d.]/g, ''));
  const bet = Number(await page.getByRole('combobox', { name: 'Bet' }).inputValue());
  await expect.poll(() => shownBalance(page)).toBeCloseTo(start - bet + win, 2);
  expect(await realBalance(request, token)).toBe(real);
});

test('a game of a vendor with no integration says it is temporarily unavailable and stays where the player was', async ({ page, context, request }) => {
  await signIn(context, request, 'demo');
  await page.goto('/m/slot-games');
  const tile = page.getByTestId('game-tile').filter({ hasNotText: SLOT }).first();
  await tile.click();
  await expect(page.getByRole('status').getByText('This game is temporarily unavailable')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/slot-games$/);
});

test('a self-excluded member is refused at the table, told why and until when, and no money moves', async ({ page, context, request }) => {
  // A member of this journey's own (never the shared demo), with money to play.
  const username = `rgt${Date.now().toString(36)}`;
  const registered = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'username', username, password: 'secret12', confirmPassword: 'secret12' } });
  expect(registered.status(), await registered.text()).toBe(200);
  setBalance(username, 50_000);
  const login = await request.post('/api/auth/login', { data: { username, password: 'secret12' } });
  const body = (await login.json()) as { value: { token: string; userName: string; type: number } };
  await context.addInitScript((v) => localStorage.setItem('MC_SESSION_INFO', v), JSON.stringify({ token: body.value.token, userName: body.value.userName, type: body.value.type }));

  await openGame(page, SLOT);
  await expect(page).toHaveURL(/\/m\/play\/slot\/PARLOR-RNG-0001$/);
  const game = page.getByTestId('play-screen');
  await expect(game.getByRole('heading', { name: SLOT })).toBeVisible();
  expect(await shownBalance(page)).toBeCloseTo(500, 2);

  // With the game open, the member self-excludes (from another tab, say), confirming with the password.
  const excluded = await request.post('/api/member/exclusion', { headers: { authorization: `Bearer ${body.value.token}` }, data: { kind: 'selfExclusion', period: '6m', confirm: true, password: 'secret12' } });
  expect(excluded.status(), await excluded.text()).toBe(200);

  // The next spin is refused at the table: the reason, in the player's language, and until when.
  await game.getByRole('button', { name: 'Spin' }).click();
  const refusal = game.getByTestId('table-refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(refusal).toContainText('You are taking a break from play, so bets are not accepted until it ends');
  await expect(refusal).toContainText(/Until .*\d{4}/);
  await expect(page.getByTestId('play-win')).toHaveCount(0);
  // Nothing moved: the page and the wallet still show the whole balance.
  expect(await shownBalance(page)).toBeCloseTo(500, 2);
  expect(balanceOf(username)).toBe(50_000);

  // Autoplay is refused the same way, and stops at once.
  await game.getByRole('button', { name: 'Autoplay', exact: true }).click();
  await game.getByRole('button', { name: 'Start autoplay' }).click();
  await expect(game.getByTestId('autoplay-stopped')).toHaveText('Autoplay stopped: the spin was refused');
  expect(balanceOf(username)).toBe(50_000);
});
