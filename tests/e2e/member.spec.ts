/**
 * Member and agent journeys: change password, forgot by mobile,
 * sign out, free play and its refusals, the agent portal's refusal, the
 * contract prompt, member home / VIP benefits / menu / balance card, inbox,
 * betting record and the reward centre flag.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestSmsCode } from './db';
import { E2E_DATA_DIR } from './env';
import { requestsSeen } from './helpers';
import { forgetLoginFailures } from './session';
import { adultBirthday } from '../fixtures/members';

/** Changes the site settings as an operator would (the console edits the same row). */
function editSettings(change: (s: { whitelabel: Record<string, boolean>; mobileTemplate: Record<string, string> }) => void): () => void {
  const db = new Database(join(E2E_DATA_DIR, 'parlor.db'));
  db.pragma('busy_timeout = 5000');
  try {
    const { value } = db.prepare(`select value from settings where key = 'site.settings'`).get() as { value: string };
    const next = JSON.parse(value);
    change(next);
    db.prepare(`update settings set value = ? where key = 'site.settings'`).run(JSON.stringify(next));
    return () => {
      const again = new Database(join(E2E_DATA_DIR, 'parlor.db'));
      again.pragma('busy_timeout = 5000');
      try {
        again.prepare(`update settings set value = ? where key = 'site.settings'`).run(value);
      } finally {
        again.close();
      }
    };
  } finally {
    db.close();
  }
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

async function registerByUsername(request: APIRequestContext, username: string, password: string) {
  const res = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'username', username, password, confirmPassword: password } });
  expect(res.status(), await res.text()).toBe(200);
}

async function apiToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value.token as string;
}

const infoWith = (request: APIRequestContext, token: string) => request.get('/api/member/info', { headers: { authorization: `Bearer ${token}` } });

test.describe('change password', () => {
  test('same as the old shows the pop-up and sends nothing; a change saves, goes home, and an old session is refused', async ({ page, request }) => {
    const username = `cp${Date.now() % 1e8}`;
    await registerByUsername(request, username, 'first123');
    const otherDevice = await apiToken(request, username, 'first123');
    await signIn(page, username, 'first123');

    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/password') && sent.push(r.method()));
    await page.goto('/m/changePsw');
    await page.getByLabel('Current password').fill('first123');
    await page.getByLabel('New password', { exact: true }).fill('first123');
    await page.getByLabel('Confirm new password').fill('first123');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const popup = page.getByTestId('same-password-popup');
    await expect(popup).toHaveText(/The new password must be different from the old one/);
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect(popup).toHaveCount(0);
    expect(sent).toEqual([]);

    await page.getByLabel('New password', { exact: true }).fill('second12');
    await page.getByLabel('Confirm new password').fill('second13');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Confirmation password not matched')).toBeVisible();
    expect(sent).toEqual([]);

    await page.getByLabel('Confirm new password').fill('second12');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Changes saved').first()).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(sent).toEqual(['POST']);
    // This device stays signed in; the other session is refused.
    await expect(page.getByTestId('header-balance')).toBeVisible();
    expect((await infoWith(request, otherDevice)).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { username, password: 'first123' } })).status()).toBe(401);
    await apiToken(request, username, 'second12');
  });

  test('without a session the page goes home', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('forgot password by mobile', () => {
  test('dialing code, SMS code from the outbox, new password, and the member is signed in', async ({ page, request }) => {
    const mobile = `918${String(Date.now()).slice(-7)}`;
    await request.post('/api/auth/sms', { data: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'register' } });
    const reg = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'mobileNum', mobileNum: mobile, countryDialingCode: '+63', verificationCode: latestSmsCode(mobile), password: 'before12', confirmPassword: 'before12' } });
    expect(reg.status(), await reg.text()).toBe(200);
    const account = (await reg.json()).value.userName as string;

    await page.goto('/m/forget');
    await page.getByRole('tab', { name: 'By mobile' }).click();
    await expect(page.getByLabel('Country code')).toHaveValue('+63');
    await expect(page.getByText('Enter at least 10 digits')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Reset password' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await expect.poll(() => latestSmsCode(mobile)).not.toBe('');
    await page.getByLabel('SMS code').fill(latestSmsCode(mobile));
    await page.getByLabel('New password').fill('after123');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await apiToken(request, account, 'after123');
  });
});

test.describe('sign out', () => {
  test('from the menu page, with a confirmation: the server session ends and everything is cleared', async ({ page, request }) => {
    await signIn(page, 'demo', 'demo1234');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
    await page.goto('/m/menu');
    await page.getByTestId('menu-page-list').getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveText(/Do you want to sign out\?/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('menu-page-list').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    const stored = await page.evaluate(() => ({ session: localStorage.getItem('MC_SESSION_INFO'), trial: localStorage.getItem('TRIAL_USER'), remembered: JSON.parse(localStorage.getItem('REMEMBERED_LOGIN') ?? '{}') }));
    expect(stored.session).toBeNull();
    expect(stored.trial).toBeNull();
    expect(stored.remembered.rememberToken).toBeUndefined();
    expect((await infoWith(request, token)).status()).toBe(401);
  });
});

test.describe('free play', () => {
  test('starts a trial session from the menu; real-account functions are refused with the §6 message', async ({ page }) => {
    await page.goto('/m/menu');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toHaveText(/₱2,000\.00/);
    expect(await page.evaluate(() => localStorage.getItem('TRIAL_USER'))).toMatch(/^trial/);

    await page.goto('/m/gameRecord');
    await expect(page.getByTestId('member-refusal')).toHaveText(/Please log in to a real account to use this function/);
    await page.goto('/m/changePsw');
    await expect(page.getByRole('alert')).toHaveText('Please log in to a real account to use this function');

    await page.goto('/m/member/home');
    await expect(page.getByText('Free-play account')).toBeVisible();
    await page.getByTestId('member-menu').getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('status').getByText('Please log in to a real account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    // §6: no unread counts are fetched for a trial session.
    const unread: string[] = [];
    page.on('request', (r) => r.url().includes('/api/member/unread') && unread.push(r.url()));
    await page.reload();
    await expect(page.getByTestId('member-home')).toBeVisible();
    await requestsSeen(page);
    expect(unread).toEqual([]);
  });
});

test.describe('agent area', () => {
  test('the agent portal refuses a member', async ({ page }) => {
    await page.goto('/m/agent');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
    await expect(page).toHaveURL(/\/m\/agent$/);
  });

  test('agentdemo gets the contract prompt on sign-in, signs the salary contract, and sees the team KPIs', async ({ page }) => {
    forgetLoginFailures('agentdemo');
    await page.goto('/m/agent');
    await page.getByLabel('Username').fill('agentdemo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button')).toHaveText(['Daily salary contract', 'Later']);
    await expect(page.locator('[data-kpi="members"] dd')).toHaveText('4');
    await prompt.getByRole('button', { name: 'Daily salary contract' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByTestId('contract-status')).toHaveText('Awaiting signature');
    await expect(page.getByText('Daily rate')).toBeVisible();
    const sign = page.getByRole('button', { name: 'Sign contract' });
    await expect(sign).toBeDisabled();
    await page.getByRole('checkbox', { name: /accept the terms/ }).check();
    await sign.click();
    await expect(page.getByTestId('contract-status')).toHaveText('Signed');
    await page.goto('/m/agent/home');
    await expect(page.getByTestId('team-kpis')).toBeVisible();
    await expect(page.getByTestId('contract-prompt')).toHaveCount(0);
    await expect(page.getByTestId('contract-waiting-salary')).toHaveCount(0);
  });

  test('a member opening the agent centre is told it is not for them', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto('/m/agent/home');
    await expect(page.getByTestId('member-refusal')).toBeVisible();
    await expect(page.getByTestId('contract-prompt')).toHaveCount(0);
  });
});

test.describe('member screens', () => {
  test('member home (new template), VIP benefits and the balance card: hide/show and refresh masks', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto('/m/member/home');
    await expect(page.getByTestId('member-home')).toHaveAttribute('data-template', 'new');
    await expect(page.getByTestId('member-name')).toHaveText('Lucky Demo');
    await expect(page.getByTestId('vip-percent')).toHaveText('70%');
    const amount = page.getByTestId('balance-amount');
    await expect(amount).toHaveText('₱12,345.67');

    await page.getByRole('button', { name: 'Hide balance' }).click();
    await expect(amount).toHaveText('₱******');
    await page.getByRole('button', { name: 'Show balance' }).click();
    await expect(amount).toHaveText('₱12,345.67');

    // Hold the wallet answer, so the mask can be seen while it refreshes.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/member/wallet', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('balance-card').getByRole('button', { name: 'Refresh balance' }).click();
    await expect(amount).toHaveText('₱******');
    release();
    await expect(amount).toHaveText('₱12,345.67');
    await page.unroute('**/api/member/wallet');

    await page.getByRole('link', { name: 'View benefits' }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByTestId('vip-label')).toHaveText('VIP2');
    await expect(page.getByTestId('benefits-percent')).toHaveText('70%');
    await expect(page.getByTestId('conditions-done')).toHaveText('7 / 10');
  });

  test('member home follows mobileTemplate.mem_cen: the base template when it is not 1', async ({ page }) => {
    const restore = editSettings((s) => (s.mobileTemplate.mem_cen = '0'));
    try {
      await signIn(page, 'demo', 'demo1234');
      await page.goto('/m/member/home');
      await expect(page.getByTestId('member-home')).toHaveAttribute('data-template', 'base');
      await expect(page.getByTestId('quick-actions')).toHaveCount(0);
      await expect(page.getByTestId('member-menu').getByRole('link', { name: 'Deposit' })).toBeVisible();
    } finally {
      restore();
    }
  });

  test('menu page: banner, balance card, flag-switched items; invite friends follows REFERRAL', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto('/m/menu');
    const list = page.getByTestId('menu-page-list');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('balance-card')).toBeVisible();
    await expect(list.locator('[data-entry]')).toHaveCount(10);
    await list.getByRole('button', { name: 'Invite friends' }).click();
    await expect(page.getByTestId('invite-code')).toHaveText(/^P[A-Z0-9]{6}$/);
    await expect(page.getByTestId('invite-link')).toContainText('/m/register?affiliateCode=');
    await page.getByRole('dialog', { name: 'Invite friends' }).getByRole('button', { name: 'Close' }).last().click();

    await list.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: /Tagalog/ }).click();
    await expect(list.getByRole('button', { name: 'Mag-imbita ng kaibigan' })).toBeVisible();
    await list.getByRole('button', { name: 'Wika' }).click();
    await page.getByRole('option', { name: /English/ }).click();

    const restore = editSettings((s) => (s.whitelabel.REFERRAL = false));
    try {
      await page.reload();
      await expect(list.getByRole('link', { name: 'Betting records' })).toBeVisible();
      await expect(list.getByRole('button', { name: 'Invite friends' })).toHaveCount(0);
    } finally {
      restore();
    }
  });

  test('inbox: unread count, opening a message marks it read', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto('/m/member/home');
    await expect(page.getByTestId('badge-inbox')).toHaveText('2');
    await page.getByTestId('member-menu').getByRole('link', { name: 'Inbox' }).click();
    await expect(page).toHaveURL(/\/m\/member\/inbox$/);
    await expect(page.getByTestId('inbox-unread')).toHaveText('2');
    await page.getByRole('button', { name: /Welcome to Parlor/ }).click();
    await expect(page.getByText('Your account is ready. Enjoy the games!')).toBeVisible();
    await expect(page.getByTestId('inbox-unread')).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('inbox-unread')).toHaveText('1');
  });

  test('betting record pages through the seeded records', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto('/m/gameRecord');
    await expect(page.getByTestId('record-list')).toBeVisible();
    await page.getByRole('tab', { name: '30 days' }).click();
    const count = page.getByTestId('record-count');
    await expect(count).toHaveText(/^20 of \d+ bets$/);
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(40);
    for (let shown = 20; shown < total; shown += 20) await page.getByRole('button', { name: 'Load more' }).click().then(() => expect(count).toHaveText(`${Math.min(shown + 20, total)} of ${total} bets`));
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.locator('[data-record]')).toHaveCount(total);
  });

  test('the reward centre asks to contact customer service while REWCEN3 is off', async ({ page }) => {
    await signIn(page, 'demo', 'demo1234');
    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('reward-center-screen')).toBeVisible();
    const restore = editSettings((s) => (s.whitelabel.REWCEN3 = false));
    try {
      await page.reload();
      await expect(page.getByTestId('member-refusal')).toHaveText(/Please contact customer service/);
      await page.goto('/m/member/home');
      await page.getByTestId('member-menu').getByRole('link', { name: 'Reward center' }).click();
      await expect(page.getByRole('status').getByText('Please contact customer service')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/member\/home$/);
    } finally {
      restore();
    }
  });
});
