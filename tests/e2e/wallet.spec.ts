/**
 * Wallet journeys: deposit → an operator approves through the
 * API → the balance shows it; a withdrawal holds the amount and the
 * transaction record lists it; a rebate claim; a mall redemption; and the
 * refusals for visitors and trial players.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env';
import { adultBirthday } from '../fixtures/members';

/** Runs SQL on the e2e server's database, as an operator's back office would. */
function sqlRun(statement: string, ...params: unknown[]) {
  const db = new Database(join(E2E_DATA_DIR, 'parlor.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return db.prepare(statement).run(...params);
  } finally {
    db.close();
  }
}

async function newMember(request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-6)}`;
  const password = 'secret12';
  const res = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'username', username, password, confirmPassword: password } });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function operatorToken(request: APIRequestContext) {
  const res = await request.post('/api/admin/session', { data: { username: 'operator', password: 'operator1234' } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value.token as string;
}

test('deposit: pick a channel and a quick amount, get a reference; the operator approves and the balance shows it', async ({ page, request }) => {
  const m = await newMember(request, 'dep');
  await signIn(page, m.username, m.password);
  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('wallet-balance')).toContainText('0.00');
  await expect(page.getByRole('radio', { name: /GCash/ })).toHaveAttribute('aria-checked', 'true');
  // Below the channel's minimum: refused on the phone, nothing sent.
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByRole('alert')).toHaveText('The amount is below the minimum');
  await page.getByRole('button', { name: '₱500.00' }).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('500');
  await page.getByRole('button', { name: 'Deposit now' }).click();
  const result = page.getByTestId('deposit-result');
  await expect(result).toContainText('Deposit order created');
  await expect(result).toContainText('Pending');
  const reference = (await page.getByTestId('order-reference').textContent())!;
  expect(reference).toMatch(/^D\d{8}-[A-Z2-9]{6}$/);

  const op = await operatorToken(request);
  const list = await request.get('/api/admin/wallet/orders?kind=deposit&status=pending', { headers: { authorization: `Bearer ${op}` } });
  const order = ((await list.json()).value.list as { id: number; reference: string }[]).find((o) => o.reference === reference)!;
  expect(order).toBeTruthy();
  const approve = await request.post(`/api/admin/wallet/orders/${order.id}/approve`, { headers: { authorization: `Bearer ${op}` }, data: {} });
  expect(approve.status(), await approve.text()).toBe(200);

  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('wallet-balance')).toContainText('500.00');
  await expect(page.locator(`[data-order="${reference}"]`)).toContainText('Completed');
  await page.goto('/m/transaction/record');
  await expect(page.locator(`[data-reference="${reference}"]`)).toContainText('+₱500.00');
  await expect(page.locator(`[data-reference="${reference}"]`)).toContainText('Completed');
});

test('withdraw: add an account, confirm with the password; the amount is held and the record lists it', async ({ page, request }) => {
  const m = await newMember(request, 'wdr');
  sqlRun('update members set balance_cents = 250000 where account = ?', m.username);
  await signIn(page, m.username, m.password);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('wallet-balance')).toContainText('2,500.00');
  const form = page.getByTestId('add-account');
  await form.getByLabel('Bank or e-wallet').selectOption('BDO');
  await form.getByLabel('Account holder name').fill('Juan Dela Cruz');
  await form.getByLabel('Account number').fill('123');
  // A new payout account asks for the login password again (a stolen session alone cannot add one).
  await form.getByLabel('Login password').fill(m.password);
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByRole('alert')).toHaveText('An account number has 6 to 20 digits');
  await form.getByLabel('Account number').fill('0012 3456 7890');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toContainText('•••• 7890');

  await page.getByLabel('Amount', { exact: true }).fill('3000');
  await page.getByLabel('Login password').fill(m.password);
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByRole('alert')).toHaveText('The amount is more than your withdrawable balance');
  await page.getByLabel('Amount', { exact: true }).fill('300');
  await page.getByLabel('Login password').fill('not-mine');
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password is incorrect');
  await page.getByLabel('Login password').fill(m.password);
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  const result = page.getByTestId('withdraw-result');
  await expect(result).toContainText('Withdrawal requested');
  await expect(result).toContainText('₱2,200.00');
  const reference = (await page.getByTestId('order-reference').textContent())!;

  await page.goto('/m/transaction/record');
  const row = page.locator(`[data-reference="${reference}"]`);
  await expect(row).toContainText('Withdrawal');
  await expect(row).toContainText('−₱300.00');
  await expect(row).toContainText('Pending');
  await page.getByRole('tab', { name: 'Rebate' }).click();
  await expect(page.getByTestId('wallet-empty')).toContainText('No transactions in this period.');
});

test('manual rebate: the claimable amount per game type is claimed into the balance once', async ({ page, request }) => {
  const m = await newMember(request, 'rbt');
  const now = Date.now();
  for (const [type, cents, minutes] of [['RNG', 250_000, 30], ['LIVE', 100_000, 20]] as const) {
    sqlRun(
      `insert into game_records (member_id, node_id, game_name, vassalage, game_type, bet_cents, win_cents, status, bet_at) select id, 'x', 'Test game', 'TEST', ?, ?, 0, 'settled', ? from members where account = ?`,
      type, cents, new Date(now - minutes * 60_000).toISOString(), m.username,
    );
  }
  await signIn(page, m.username, m.password);
  await page.goto('/m/member/manualRebate');
  await expect(page.getByTestId('rebate-total')).toHaveText('₱25.00');
  await expect(page.locator('[data-game-type="RNG"]')).toContainText('₱20.00');
  await expect(page.locator('[data-game-type="LIVE"]')).toContainText('₱5.00');
  await page.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(page.getByText('Rebate added to your balance')).toBeVisible();
  await expect(page.getByTestId('rebate-total')).toHaveText('₱0.00');
  await expect(page.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await expect(page.getByTestId('rebate-history')).toContainText('+₱25.00');
  await page.goto('/m/transaction/record');
  await expect(page.locator('[data-tx="rebate"]')).toContainText('+₱25.00');
});

test('point mall: redeem an item after confirming; points, stock and history follow', async ({ page, request }) => {
  const m = await newMember(request, 'mal');
  sqlRun('update members set points = 1000 where account = ?', m.username);
  await signIn(page, m.username, m.password);
  await page.goto('/m/mall/mallHome');
  await expect(page.getByTestId('wallet-balance')).toContainText('1,000');
  const card = page.locator('[data-item="Load card ₱100"]');
  await expect(card).toContainText('600 pts');
  await expect(page.locator('[data-item="Smartwatch"]').getByRole('button')).toHaveText('Out of stock');
  await expect(page.locator('[data-item="Bluetooth speaker"]').getByRole('button')).toHaveText('Not enough points');
  await card.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Load card ₱100 for 600 pts. You will have 400 pts left.');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Redeemed! We will contact you about delivery.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toContainText('400');
  await expect(page.getByTestId('mall-history')).toContainText('Load card ₱100');
  await expect(card.getByRole('button')).toHaveText('Not enough points');
});

test('visitors go to log in and trial players are refused on wallet screens (§6)', async ({ page }) => {
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
  await page.goto('/m/menu');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  for (const path of ['/m/voucherCenter', '/m/withdraw', '/m/transaction/record', '/m/member/manualRebate', '/m/mall/mallHome']) {
    await page.goto(path);
    await expect(page.getByTestId('member-refusal'), path).toContainText('Please log in to a real account to use this function');
  }
});

test('with a verified identity required in the console, an unverified member is told on the withdraw screen and led to verify', async ({ page, request }) => {
  const auth = { authorization: `Bearer ${await operatorToken(request)}` };
  const saved = (await (await request.get('/api/admin/settings/wallet.settings', { headers: auth })).json()).value.value as { withdraw: Record<string, unknown> };
  try {
    // The operator switches it on where the wallet settings are edited (the console is a desktop tool).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page.fill('input[name=username]', 'operator');
    await page.fill('input[name=password]', 'operator1234');
    await page.click('button[type=submit]');
    await expect(page.getByTestId('operator')).toContainText('operator');
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: /wallet\.settings/ }).click();
    const editor = page.getByTestId('setting-wallet.settings');
    const box = editor.getByLabel('Require a verified identity to withdraw');
    await expect(box).not.toBeChecked();
    await box.check();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toContainText('Saved');
    const stored = (await (await request.get('/api/admin/settings/wallet.settings', { headers: auth })).json()).value.value;
    expect(stored.withdraw.requireVerifiedIdentity).toBe(true);

    const m = await newMember(request, 'kycw');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, m.username, m.password);
    await page.goto('/m/withdraw');
    await expect(page.getByTestId('withdraw-identity')).toContainText('Verify your identity before withdrawing');
    await page.getByTestId('withdraw-identity').getByRole('link', { name: 'Identity verification' }).click();
    await expect(page).toHaveURL(/\/m\/member\/verify$/);
  } finally {
    await request.put('/api/admin/settings/wallet.settings', { headers: auth, data: { value: { ...saved, withdraw: { ...saved.withdraw, requireVerifiedIdentity: false } } } });
  }
});
