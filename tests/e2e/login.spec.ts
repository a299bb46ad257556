import { expect, test } from '@playwright/test';

test.describe('sign in', () => {
  test('the demo member signs in, sees the balance, and signs out with a confirmation', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-balance')).toHaveText(/₱12,345\.67/);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('demo1234');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
  });

  test('a wrong password is refused; after three failures a captcha appears', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByLabel('Username').fill('agentdemo');
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('Password').fill(`wrong-${i}1`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect username or password');
    }
    await expect(page.getByTestId('captcha')).toBeVisible();
  });

  test('unticking the disclaimer disables the button', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('checkbox', { name: /legal age/ }).uncheck();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  test('remember me signs the member back in after the browser restarts, with no password stored', async ({ browser }) => {
    const first = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await first.newPage();
    await page.goto('/m/login');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const storage = await first.storageState();
    await first.close();
    // A new browser keeps local storage but not the session itself.
    const origins = storage.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((i) => i.name !== 'MC_SESSION_INFO') }));
    expect(JSON.stringify(origins)).not.toContain('demo1234');
    const second = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins } });
    const again = await second.newPage();
    await again.goto('/m/home');
    await expect(again.getByTestId('header-balance')).toBeVisible();
    await second.close();
  });

  test('the agent portal refuses a member', async ({ page }) => {
    await page.goto('/m/agent');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
  });
});
