import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captchaAnswer, latestMailLink, latestSmsCode, setRegisterSettings } from './db';
import { adultBirthday } from '../fixtures/members';
import { pickAdultBirthday } from './helpers';

/** A fresh member with an e-mail address, registered through the API. */
async function newMember(request: APIRequestContext, password = 'before12') {
  const username = `acc${Date.now() % 1e8}${Math.floor(Math.random() * 90 + 10)}`;
  const email = `${username}@mail.com`;
  const res = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, method: 'username', username, password, confirmPassword: password, email, birthday: adultBirthday() } });
  expect(res.ok()).toBe(true);
  return { username, email, password };
}

async function confirmAll(page: Page) {
  for (const name of [/years old or older/, /government official/, /armed forces/, /licence holder/, /agree to all/]) await page.getByRole('checkbox', { name }).check();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('password reset by e-mail', () => {
  test('the mailed link sets a new password once; the member then signs in with it', async ({ page, request }) => {
    const m = await newMember(request);
    await page.goto('/m/forget');
    await page.getByLabel('Username').fill(m.username);
    await page.getByLabel('E-mail').fill(m.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If the details match, we have sent a reset link to your e-mail.')).toHaveRole('status');

    // The mail as the member's mail server gets it, from the outbox.
    await expect.poll(() => latestMailLink(m.email)).toMatch(/\/m\/forget\/reset\?code=[\w-]{43}$/);
    const link = latestMailLink(m.email);
    await page.goto(link);
    const screen = page.getByTestId('reset-password-screen');
    await expect(screen.getByText(`Choose a new password for ${m.username}`)).toBeVisible();
    await screen.getByLabel('New password', { exact: true }).fill('after123');
    await screen.getByLabel('Confirm new password').fill('after124');
    await screen.getByRole('button', { name: 'Reset password' }).click();
    await expect(screen.getByText('Confirmation password not matched')).toBeVisible();
    await screen.getByLabel('Confirm new password').fill('after123');
    await screen.getByRole('button', { name: 'Reset password' }).click();
    await expect(screen.getByRole('status')).toHaveText('Your password has been changed. Log in with your new password.');
    // Nobody was signed in by the link.
    await expect(page.getByTestId('header-balance')).toHaveCount(0);

    await screen.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await signIn(page, m.username, m.password);
    await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
    await signIn(page, m.username, 'after123');
    await expect(page.getByTestId('header-balance')).toBeVisible();

    // The link a second time: refused, with a way to ask for a new one.
    await page.goto(link);
    await expect(page.getByTestId('reset-password-screen').getByRole('alert')).toHaveText('This reset link is invalid or has expired');
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/m/forget');
  });
});

test.describe('registration settings', () => {
  let saved: Record<string, unknown> | undefined;
  test.afterEach(() => {
    if (saved) setRegisterSettings(() => saved!);
    saved = undefined;
  });
  const change = (f: (s: Record<string, unknown>) => Record<string, unknown>) =>
    setRegisterSettings((s) => {
      saved = s;
      return f(structuredClone(s));
    });

  test('with the captcha on, the form shows a refreshable captcha image, and signing up works', async ({ page }) => {
    change((s) => ({ ...s, methods: ['username'], captcha: true }));
    await page.goto('/m/register');
    const captcha = page.getByTestId('register-captcha');
    const image = captcha.locator('img');
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    const first = await image.getAttribute('src');
    await captcha.getByLabel('Verification code').fill('12');
    await captcha.getByRole('button', { name: 'Show another code' }).click();
    await expect(image).not.toHaveAttribute('src', first!);
    // A new image clears the answer typed for the old one (§5).
    await expect(captcha.getByLabel('Verification code')).toHaveValue('');

    await page.getByLabel('Username', { exact: true }).fill(`cap${Date.now() % 1e8}`);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret12');
    await pickAdultBirthday(page);
    await confirmAll(page);
    // A wrong answer is refused at the captcha, which shows a new image.
    await captcha.getByLabel('Verification code').fill('99999');
    const before = await image.getAttribute('src');
    const next = page.waitForResponse((r) => r.url().endsWith('/api/auth/captcha'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(captcha.getByText('Verification code error')).toBeVisible();
    await expect(image).not.toHaveAttribute('src', before!);
    const { captchaId } = ((await (await next).json()) as { value: { captchaId: string } }).value;
    await captcha.getByLabel('Verification code').fill(captchaAnswer(captchaId));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('a required mobile number shows in the username method with its rule, its code, and a highlighted error', async ({ page }) => {
    change((s) => ({ ...s, methods: ['username'], rules: { ...(s.rules as object), mobileNum: { enabled: true, required: true, minLength: 7, maxLength: 15, patternId: 'digits' } } }));
    await page.goto('/m/register');
    await page.getByLabel('Username', { exact: true }).fill(`mob${Date.now() % 1e8}`);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret12');
    await pickAdultBirthday(page);
    await confirmAll(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const mobileField = page.getByLabel('Mobile number');
    await expect(mobileField).toBeFocused();
    await expect(mobileField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#reg-mobileNum-error')).toHaveText('This field is required');
    await mobileField.fill('12');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('#reg-mobileNum-error')).toHaveText('Use 7–15 digits');

    const mobile = `918${String(Date.now()).slice(-7)}`;
    await mobileField.fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.getByLabel('SMS code').fill(latestSmsCode(mobile));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('an optional mobile number may be left empty; its code is asked only once a number is typed', async ({ page }) => {
    change((s) => ({ ...s, methods: ['username'] }));
    await page.goto('/m/register');
    await expect(page.locator('label[for="reg-mobileNum"]')).toHaveText('Mobile number (optional)');
    await expect(page.getByLabel('SMS code')).toHaveCount(0);
    await page.getByLabel('Mobile number').fill('9171112222');
    await expect(page.getByLabel('SMS code')).toBeVisible();
    await page.getByLabel('Mobile number').fill('');
    await page.getByLabel('Username', { exact: true }).fill(`opt${Date.now() % 1e8}`);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret12');
    await pickAdultBirthday(page);
    await confirmAll(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('customer service', () => {
  test('once the console sets its link and hours, the side menu, member sheet, menu page and member home offer it', async ({ page, request }) => {
    const session = await request.post('/api/admin/session', { data: { username: 'operator', password: 'operator1234' } });
    expect(session.status(), await session.text()).toBe(200);
    const op = ((await session.json()) as { value: { token: string } }).value.token;
    const put = (value: { url: string; hours: string }) => request.put('/api/admin/settings/site.customer-service', { headers: { authorization: `Bearer ${op}` }, data: { value } });
    expect((await put({ url: 'https://help.parlor.example/chat', hours: '24/7' })).status()).toBe(200);
    try {
      const entry = (scope: ReturnType<Page['getByRole']> | Page) => scope.locator('[data-entry="CUSTOMERSERVICE"]');
      await page.goto('/m/home');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(entry(menu)).toContainText('Customer service');
      await expect(entry(menu).getByTestId('entry-hours')).toHaveText('24/7');
      // No network here: the chat page is answered by the test, so the new tab lands on its address.
      await page.context().route('https://help.parlor.example/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
      const popup = page.waitForEvent('popup');
      await entry(menu).click();
      await (await popup).waitForURL('https://help.parlor.example/chat');

      await page.goto('/m/login');
      await signIn(page, 'demo', 'demo1234');
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await page.getByTestId('member-toggle').click();
      await expect(entry(page.getByRole('dialog', { name: 'My account' }))).toBeVisible();
      await page.goto('/m/menu');
      await expect(entry(page)).toBeVisible();
      await page.goto('/m/member/home');
      await expect(entry(page)).toBeVisible();
    } finally {
      expect((await put({ url: '', hours: '' })).status()).toBe(200);
    }
  });
});

test.describe('a sign-in returns the player where they were', () => {
  test('a guest who tapped a studio game signs in and the game opens', async ({ page }) => {
    await page.goto('/m/search-games');
    await page.getByRole('searchbox', { name: 'game name' }).fill('Lucky Parlor');
    await page.getByTestId('game-tile').filter({ hasText: 'Lucky Parlor' }).first().click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fsearch-games$/);
    await signIn(page, 'demo', 'demo1234');
    await expect(page).toHaveURL(/\/m\/play\/slot\/PARLOR-RNG-0001$/);
    await expect(page.getByTestId('play-screen')).toBeVisible();
  });

  test('a guest who tapped a promotion\'s apply button comes back to that promotion', async ({ page }) => {
    await page.goto('/m/activity');
    await page.getByRole('button', { name: 'View more' }).first().click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    const id = new URL(page.url()).searchParams.get('id')!;
    // The button sits in the detail sheet's footer, beside (not inside) the detail itself.
    await page.getByRole('dialog').getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/login\\?redirect=%2Fm%2Factivity%3Fid%3D${id}$`));
    await signIn(page, 'demo', 'demo1234');
    await expect(page).toHaveURL(new RegExp(`/m/activity\\?id=${id}$`));
    await expect(page.getByTestId('promo-detail')).toBeVisible();
  });

  test('a redirect to another site is never followed', async ({ page }) => {
    await page.goto(`/m/login?redirect=${encodeURIComponent('https://evil.example/m/home')}`);
    await signIn(page, 'demo', 'demo1234');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/m\/home$/);
  });
});
