import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adultBirthday } from '../fixtures/members';

/**
 * Responsible gaming in the browser: deposit limits (a cut
 * at once, a raise pending for 24 h), the session-time reminder (time moved
 * on with Playwright's clock), and a self-exclusion that ends the session and
 * refuses the next sign-in. Each journey registers its own member (never the
 * shared `demo`).
 */

let seq = 0;
async function newMember(request: APIRequestContext) {
  const username = `rg${Date.now().toString(36)}${++seq}`;
  const res = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'username', username, password: 'secret12', confirmPassword: 'secret12' } });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password: 'secret12' };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('a member sets deposit limits from settings: a cut applies at once, a raise waits 24 hours', async ({ page, request }) => {
  const m = await newMember(request);
  await signIn(page, m.username, m.password);
  await page.goto('/m/set');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/m\/member\/responsible$/);
  await expect(page.getByTestId('responsible-screen')).toBeVisible();

  const daily = page.getByLabel('Daily limit');
  const save = page.getByRole('button', { name: 'Save limits' });
  await expect(page.getByTestId('limit-daily-current')).toHaveText('Now: No limit');
  await expect(save).toBeDisabled();

  // A bad amount is refused here, with a translated message.
  await daily.fill('10.555');
  await save.click();
  await expect(page.getByTestId('deposit-limits').getByRole('alert')).toHaveText('Enter a positive amount with at most 2 decimals');

  // A new limit applies at once.
  await daily.fill('1000');
  await save.click();
  await expect(page.getByTestId('limit-daily-current')).toHaveText('Now: ₱1,000.00');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A lower one too.
  await daily.fill('500.50');
  await save.click();
  await expect(page.getByTestId('limit-daily-current')).toHaveText('Now: ₱500.50');
  await expect(page.getByTestId('limit-daily-pending')).toHaveCount(0);

  // A higher one waits: the limit in force stays, the raise shows with its date.
  await daily.fill('2000');
  await save.click();
  await expect(page.getByTestId('limit-daily-current')).toHaveText('Now: ₱500.50');
  await expect(page.getByTestId('limit-daily-pending')).toContainText('Rises to ₱2,000.00 on');
  await expect(page.getByText('Saved. Higher limits apply after 24 hours')).toBeVisible();

  // What the server keeps is what the screen shows after a reload.
  await page.reload();
  await expect(page.getByTestId('limit-daily-current')).toHaveText('Now: ₱500.50');
  await expect(page.getByTestId('limit-daily-pending')).toContainText('₱2,000.00');
  await expect(page.getByTestId('limit-weekly-current')).toHaveText('Now: No limit');
});

test('the session-time reminder shows at the chosen interval, with Continue and Set limits', async ({ page, request }) => {
  const m = await newMember(request);
  await page.clock.install();
  await signIn(page, m.username, m.password);
  // In-app navigation from here on: the reminder keeps the interval the screen saved (a reload would read it again).
  await page.goto('/m/set');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await page.getByRole('radio', { name: '15 min' }).click();
  await expect(page.getByRole('radio', { name: '15 min' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/set$/);

  const reminder = page.getByRole('alertdialog');
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward('15:05');
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('You have been playing for 15 minutes');
  await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(reminder).toHaveCount(0);

  // The next one, an interval later.
  await page.clock.fastForward('10:00');
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward('05:00');
  await expect(reminder).toContainText('You have been playing for 30 minutes');
  await reminder.getByRole('button', { name: 'Set limits' }).click();
  await expect(page).toHaveURL(/\/m\/member\/responsible$/);
  await expect(reminder).toHaveCount(0);

  // Off: no more reminders.
  await page.getByRole('radio', { name: 'Off' }).click();
  await expect(page.getByRole('radio', { name: 'Off' })).toHaveAttribute('aria-checked', 'true');
  await page.clock.fastForward('01:00:00');
  await expect(reminder).toHaveCount(0);
});

test('self-exclusion signs the member out and refuses every sign-in until it ends', async ({ page, request }) => {
  const m = await newMember(request);
  await signIn(page, m.username, m.password);
  await page.goto('/m/member/responsible');
  const breakForm = page.getByTestId('take-a-break');
  await breakForm.getByRole('tab', { name: 'Self-exclusion' }).click();
  await breakForm.getByRole('radio', { name: '6 months' }).click();
  const exclude = breakForm.getByRole('button', { name: 'Self-exclude' });
  await expect(exclude).toBeDisabled();
  await breakForm.getByRole('checkbox', { name: /I understand I cannot sign in until/ }).check();
  // Excluding asks for the password: a stolen session alone cannot lock a member out.
  await expect(exclude).toBeDisabled();
  await breakForm.getByLabel('Login password (to confirm)').fill(m.password);
  await exclude.click();

  // Signed out, on the login screen, told until when.
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('alert')).toContainText('You cannot sign in until');
  expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();

  // Signing in again is refused, with the date.
  await page.getByLabel('Username').fill(m.username);
  await page.getByLabel('Password').fill(m.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('You cannot sign in until');
  await expect(page).toHaveURL(/\/m\/login$/);
  // The end date is six months on (its year, in the page's English date format).
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + 6);
  await expect(page.getByRole('alert')).toContainText(String(end.getUTCFullYear()));

  // The API says the same to any client.
  const res = await request.post('/api/auth/login', { data: { username: m.username, password: m.password } });
  expect(res.status()).toBe(403);
  expect((await res.json()).errorCode).toBe('auth.selfExcluded');
});
