/**
 * A member applies to a promotion once; back on /m/activity, without a reload, its detail says
 * "Application pending" instead of a live Apply, and so does the apply screen. At 390×844 against
 * the real server on a fresh database. The member is the seeded agent account, whom no other
 * journey has apply to promotions, so the demo member's journeys keep their open promotions.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

interface Promo {
  id: number;
  title: string;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  status?: string;
  period?: string;
}

const ACCOUNT = 'agentdemo';

test('apply once: the promotion detail then says "Application pending", without a reload', async ({ page, context, request }) => {
  const login = await request.post('/api/auth/login', { data: { username: ACCOUNT, password: 'demo1234', type: 'username' } });
  const session = ((await login.json()) as { value: { token: string; userName: string; type: number } }).value;
  const list = ((await (await request.get('/api/announcements?types=PR&language=en')).json()) as { value: { promotion: { id: number }[] } }).value.promotion;
  const details = await Promise.all(list.map(async (p) => ((await (await request.get(`/api/promotions/${p.id}`)).json()) as { value: Promo }).value));
  // One that needs nothing filled in, takes applications now, and is not the first such (the demo member's journeys use that one).
  const open = details.filter((p) => p.imageRequired === 'N' && p.remarkRequired === 'N' && ['Join', 'Claim', 'Applying'].includes(p.status ?? '') && p.period === 'running');
  const promo = open.at(-1);
  expect(promo, 'the seed has an open promotion that needs no remarks or pictures').toBeTruthy();
  const d = new Database(join(E2E_DATA_DIR, 'parlor.db'));
  try {
    d.pragma('busy_timeout = 5000');
    d.prepare('delete from reward_applications where promotion_id = ? and member_id = (select id from members where account = ?)').run(promo!.id, ACCOUNT);
  } finally {
    d.close();
  }
  await context.addInitScript((v) => localStorage.setItem('MC_SESSION_INFO', v), JSON.stringify({ token: session.token, userName: session.userName, type: session.type }));
  // An agent is offered the contract prompt (§6) whenever it has one waiting: put it off.
  const prompt = page.getByRole('dialog', { name: 'New contract' });
  await page.addLocatorHandler(prompt, () => prompt.getByRole('button', { name: 'Later' }).click());

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
