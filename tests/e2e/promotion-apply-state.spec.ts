/**
 * A member applies to a promotion once; back on /m/activity, without a reload, its detail says
 * "Application pending" instead of a live Apply, and so does the apply screen. At 390×844 against
 * the real server on a fresh database. The member registers for this journey, so the demo
 * member's journeys keep their open promotions.
 */
import { expect, test } from '@playwright/test';
import { adultBirthday } from '../fixtures/members';

interface Promo {
  id: number;
  title: string;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  status?: string;
  period?: string;
}

test('apply once: the promotion detail then says "Application pending", without a reload', async ({ page, context, request }) => {
  const username = `promo${Date.now() % 1e8}${Math.floor(Math.random() * 90 + 10)}`;
  const password = 'apply1234';
  const registered = await request.put('/api/members', { data: { registerMethod: 'H5', type: 0, method: 'username', username, password, confirmPassword: password, email: `${username}@mail.com`, birthday: adultBirthday() } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const session = ((await registered.json()) as { value: { token: string; userName: string; type: number } }).value;
  const list = ((await (await request.get('/api/announcements?types=PR&language=en')).json()) as { value: { promotion: { id: number }[] } }).value.promotion;
  const details = await Promise.all(list.map(async (p) => ((await (await request.get(`/api/promotions/${p.id}`)).json()) as { value: Promo }).value));
  // One that needs nothing filled in and takes applications now.
  const promo = details.find((p) => p.imageRequired === 'N' && p.remarkRequired === 'N' && ['Join', 'Claim', 'Applying'].includes(p.status ?? '') && p.period === 'running');
  expect(promo, 'the seed has an open promotion that needs no remarks or pictures').toBeTruthy();
  await context.addInitScript((v) => localStorage.setItem('MC_SESSION_INFO', v), JSON.stringify({ token: session.token, userName: session.userName, type: session.type }));

  await page.goto(`/m/activity?id=${promo!.id}`);
  const dialog = page.getByRole('dialog', { name: promo!.title });
  await dialog.getByTestId('promo-detail').waitFor();
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/applyReward\\?id=${promo!.id}$`));

  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/promotions/${promo!.id}/apply`));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(/\/m\/activity$/);

  // Same page, no reload: the list was fetched anew and the detail knows.
  const card = page.locator(`[data-testid=promo-card][data-promo-id="${promo!.id}"]`);
  await card.getByRole('button', { name: 'View more' }).click();
  const pending = dialog.getByRole('button', { name: 'Application pending' });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

  // The apply screen, opened directly, says the same in place of Submit.
  await page.goto(`/m/applyReward?id=${promo!.id}`);
  await expect(page.getByRole('button', { name: 'Application pending' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
