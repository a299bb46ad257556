import { expect, test, type Page } from '@playwright/test';
import { latestSmsCode } from './db';
import { pickAdultBirthday } from './helpers';

async function confirmAll(page: Page) {
  for (const name of [/years old or older/, /government official/, /armed forces/, /licence holder/, /agree to all/]) await page.getByRole('checkbox', { name }).check();
}

test.describe('registration', () => {
  test('shows the rule messages, focuses the first invalid field, then registers by username and signs in', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Username' }).click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret13');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Use 6–16 letters and digits')).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill(`pw${Date.now() % 1e8}`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Confirmation password not matched')).toBeVisible();
    await page.getByLabel('Confirm password').fill('secret12');
    // §5: a new site checks the age, so the birthday is required and its year is focused.
    await page.getByRole('button', { name: 'Sign up' }).click();
    const birthday = page.getByRole('group', { name: 'Birthday' });
    await expect(birthday.getByRole('combobox', { name: 'Year' })).toBeFocused();
    await expect(page.getByText('This field is required')).toBeVisible();
    await pickAdultBirthday(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please confirm every statement to continue');
    await confirmAll(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toHaveText(/₱0\.00/);
  });

  test('registers by mobile with the SMS code from the outbox', async ({ page }) => {
    const mobile = `917${String(Date.now()).slice(-7)}`;
    await page.goto('/m/register');
    await expect(page.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.getByLabel('SMS code').fill(latestSmsCode(mobile));
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret12');
    await pickAdultBirthday(page);
    await confirmAll(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('an unknown invitation code is refused at its field', async ({ page }) => {
    await page.goto('/m/register?affiliateCode=NOPE99');
    await page.getByRole('tab', { name: 'Username' }).click();
    await page.getByLabel('Username', { exact: true }).fill(`inv${Date.now() % 1e8}`);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret12');
    await pickAdultBirthday(page);
    await confirmAll(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Invalid invitation code')).toBeVisible();
    await expect(page.getByLabel(/Invitation code/)).toBeFocused();
  });

  test('the register page shows its banner from the announcements, and the birthday is picked as year, month and day on a phone', async ({ page, request }) => {
    const published = ((await (await request.get('/api/announcements?types=B&groupName=m_register&platform=M')).json()) as { value: { banners: { title: string }[] } }).value.banners;
    expect(published.length).toBeGreaterThan(0);
    await page.goto('/m/register');
    const banner = page.getByTestId('register-banner').getByRole('button', { name: published[0]!.title });
    await expect(banner).toBeVisible();
    // A phone's width: the banner and the three choices fit side by side.
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await page.getByRole('tab', { name: 'Username' }).click();
    const picker = page.getByRole('group', { name: 'Birthday' });
    await expect(picker).toBeVisible();
    const year = picker.getByRole('combobox', { name: 'Year' });
    const month = picker.getByRole('combobox', { name: 'Month' });
    const day = picker.getByRole('combobox', { name: 'Day' });
    for (const select of [year, month, day]) {
      const b = (await select.boundingBox())!;
      expect(b.height).toBeGreaterThanOrEqual(40);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    const username = `bd${Date.now() % 1e8}`;
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret12');
    await page.getByLabel('Confirm password').fill('secret12');
    await confirmAll(page);
    // Under the minimum age the registration settings ask for: refused at the picker, with the age.
    const minimumAge = ((await (await request.get('/api/register/settings')).json()) as { value: { minimumAge: number } }).value.minimumAge;
    await year.selectOption(String(new Date().getFullYear() - minimumAge + 1));
    await month.selectOption('1');
    await day.selectOption('1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(`You must be ${minimumAge} or older to register`)).toBeVisible();
    await expect(year).toBeFocused();

    await year.selectOption('1990');
    await month.selectOption({ label: 'February' });
    await day.selectOption('14');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token);
    const info = (await (await request.get('/api/member/info', { headers: { Authorization: `Bearer ${token}` } })).json()) as { value: { account: string; birthday: string | null } };
    expect(info.value).toMatchObject({ account: username, birthday: '1990-02-14' });
  });
});
