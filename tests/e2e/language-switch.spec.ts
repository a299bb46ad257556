/**
 * §2 language selector: changing the language re-renders the page in the new
 * language (right to left for Arabic and Urdu), keeps the route and what the player typed,
 * re-validates the filled fields so their messages are translated too, and fetches the
 * language-bound data again.
 */
import { expect, test, type Page } from '@playwright/test';

/** The header's language button is named "<Language> <code shown>" in the page's language. */
async function chooseLanguage(page: Page, button: string, option: RegExp) {
  await page.getByRole('button', { name: new RegExp(`^${button} [a-z-]+$`, 'i') }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByTestId('language-sheet')).toBeHidden();
}

test.describe('language switch (§2)', () => {
  test('a filled register field keeps its value and its message follows the language, right to left for Arabic', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Username' }).click();
    const username = page.locator('#reg-username');
    await username.fill('ab');
    await username.blur();
    const message = page.locator('#reg-username-error');
    await expect(message).toHaveText('Use 6–16 letters and digits');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'Language', /Tagalog/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil-PH');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magparehistro');
    await expect(message).toHaveText('Gumamit ng 6–16 na letra at numero');
    await expect(username).toHaveValue('ab');
    await expect(page).toHaveURL(/\/m\/register$/);

    await chooseLanguage(page, 'Wika', /العربية/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(message).toHaveText('استخدم من 6 إلى 16 خانة من الحروف والأرقام');
    await expect(username).toHaveValue('ab');
    await expect(page).toHaveURL(/\/m\/register$/);
    // Right to left: the field's message starts at the right edge of the form.
    const [field, text] = await Promise.all([username.boundingBox(), message.boundingBox()]);
    expect(Math.abs(field!.x + field!.width - (text!.x + text!.width))).toBeLessThan(2);

    // The choice is kept (§3 local key `language`): a reload comes back in Arabic.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء حساب');
  });

  test('only the filled fields are re-validated: a filled invalid one shows its message in the new language, an untouched one stays quiet', async ({ page }) => {
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Username' }).click();
    await page.locator('#reg-username').fill('demo');
    await page.locator('#reg-password').fill('secret12');
    await page.locator('#reg-password').blur();
    await chooseLanguage(page, 'Language', /Tagalog/);
    // The filled username is re-validated (too short, in Tagalog); the valid password shows nothing.
    await expect(page.locator('#reg-username-error')).toHaveText('Gumamit ng 6–16 na letra at numero');
    await expect(page.locator('#reg-password-error')).toHaveCount(0);
    await expect(page.locator('#reg-confirmPassword-error')).toHaveCount(0);
  });

  test('switching reloads the language-bound data (the banners) in the new language', async ({ page }) => {
    await page.goto('/m/menu');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/announcements')) asked.push(new URL(r.url()).searchParams.get('language') ?? '');
    });
    await page.getByTestId('menu-page-list').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('option', { name: /Tagalog/ }).click();
    await expect.poll(() => asked).toContain('ty');
    await expect(page).toHaveURL(/\/m\/menu$/);
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
  });
});
