import { expect, test, type Page } from '@playwright/test';
import { latestSmsCode } from './db';

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
    await confirmAll(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Invalid invitation code')).toBeVisible();
    await expect(page.getByLabel(/Invitation code/)).toBeFocused();
  });
});
