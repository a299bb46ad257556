import { expect, test } from '@playwright/test';

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
    await page.getByTestId('promo-strip').scrollIntoViewIfNeeded().catch(() => undefined);
    for (let i = 0; i < 6 && !(await page.getByTestId('promo-strip').isVisible()); i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
    }
    await page.getByTestId('promo-strip').getByRole('button').filter({ hasText: 'Welcome Bonus' }).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
    await expect(page.getByTestId('promo-detail')).toContainText('Double your first deposit');
  });
});
