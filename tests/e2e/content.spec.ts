import { expect, test } from '@playwright/test';
import { revealBlock } from './helpers';

test.describe('content', () => {
  test('terms open in the help centre from the login page', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'terms and conditions' }).click();
    await expect(page).toHaveURL(/\/m\/help\?tag=terms$/);
    await expect(page.getByRole('heading', { name: 'Terms and conditions', level: 2 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Help center' }).getByRole('button', { name: 'How to deposit' }).click();
    await expect(page.getByRole('heading', { name: 'How to deposit', level: 2 })).toBeVisible();
  });

  test('promotions list; ?id opens the detail and closing returns to /m/activity', async ({ page }) => {
    await page.goto('/m/activity');
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
    await expect(page.getByText(/Long term/).first()).toBeVisible();
    await page.getByRole('button', { name: 'View more' }).first().click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByTestId('promo-detail')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByTestId('promo-detail')).toHaveCount(0);
  });

  test('the home promo strip opens the promotion by id', async ({ page }) => {
    await page.goto('/m/home');
    await revealBlock(page, 'promos');
    await page.getByTestId('promo-strip').getByRole('button').filter({ hasText: 'Welcome Bonus' }).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByTestId('promo-detail')).toContainText('Double your first deposit');
  });
});

test.describe('forgot password by e-mail', () => {
  test('checks the e-mail pattern, sends form-encoded, confirms and goes back after 1 s', async ({ page }) => {
    const posts: { type: string | null; body: string | null }[] = [];
    page.on('request', (r) => r.url().endsWith('/api/auth/password/forgot') && posts.push({ type: r.headers()['content-type'] ?? null, body: r.postData() }));
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('E-mail').fill('demo@parlor.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail address');
    expect(posts).toHaveLength(0);
    await page.getByLabel('E-mail').fill('  demo@parlor.com.ph ');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset link' })).toBeVisible();
    expect(posts[0]).toEqual({ type: 'application/x-www-form-urlencoded', body: 'username=demo&email=demo%40parlor.com.ph' });
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
