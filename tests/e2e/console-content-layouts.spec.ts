/**
 * The event and promotions screens are layouts an operator edits in the console like
 * home. An operator reorders the event page's blocks and hides the promotions page's banner
 * strip (hide without deleting), checks the preview, publishes, and a player's next load of
 * /m/event and /m/activity shows it — no build, no restart.
 */
import { expect, test, type Page } from '@playwright/test';
import { dropLayoutDrafts, dropLayoutsAbove } from './db';

test.describe.configure({ mode: 'serial' });
// The console is a desktop app.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const SCREENS = ['event', 'promotions'];
const reset = () => {
  for (const s of SCREENS) dropLayoutsAbove(s, 1);
  dropLayoutDrafts();
};
test.beforeAll(reset);
test.afterAll(reset);

async function signIn(page: Page) {
  await page.goto('/admin');
  await page.fill('input[name=username]', 'operator');
  await page.fill('input[name=password]', 'operator1234');
  await page.click('button[type=submit]');
  await expect(page.getByTestId('operator')).toContainText('operator');
}

async function openEditor(page: Page, screen: string) {
  await page.goto(`/admin/layouts/${screen}`);
  await expect(page.getByTestId('block-list')).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
}

const saved = (page: Page) => expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });
const order = (page: Page) => page.getByTestId('block-row').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));
const frame = (page: Page) => page.frameLocator('[data-testid=preview-frame]').first();
const previewIds = (page: Page, screen: string) =>
  frame(page).locator(`[data-testid=layout-${screen}] > .block-slot`).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));

async function dragBefore(page: Page, id: string, targetId: string) {
  const handle = page.locator(`[data-testid=block-row][data-block-id="${id}"] [data-testid=drag-handle]`);
  const target = page.locator(`[data-testid=block-row][data-block-id="${targetId}"]`);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 4, { steps: 15 });
  await page.mouse.up();
}

/** Check, then publish (with a reason when the report asks for one: the player shell's weight is shared by every screen). */
async function publish(page: Page) {
  await page.getByTestId('tab-publish').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('report-summary')).toBeVisible();
  if (await page.getByTestId('override-reason').isVisible()) await page.getByTestId('override-reason').fill('e2e: this edit is over budget');
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-message')).toContainText(/is live/);
}

test('an operator puts the event images above the banner, previews, publishes; /m/event shows it on reload', async ({ page, browser }) => {
  const player = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const playerOrder = () => player.locator('[data-testid=layout-event] > .block-slot').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));
  await player.goto('/m/event');
  await expect(player.getByTestId('image-list')).toBeVisible();
  expect(await playerOrder()).toEqual(['banner', 'events']);

  await signIn(page);
  await openEditor(page, 'event');
  expect(await order(page)).toEqual(['banner', 'events']);
  // The preview frame shows the player's /m/event, rendering the draft.
  await expect.poll(() => previewIds(page, 'event')).toEqual(['banner', 'events']);
  await dragBefore(page, 'events', 'banner');
  await expect.poll(() => order(page)).toEqual(['events', 'banner']);
  await saved(page);
  await expect.poll(() => previewIds(page, 'event')).toEqual(['events', 'banner']);
  await publish(page);

  await player.reload();
  await expect(player.getByTestId('image-list')).toBeVisible();
  await expect.poll(playerOrder).toEqual(['events', 'banner']);
  await expect(player.locator('[data-testid=layout-event] > .block-slot').first().getByTestId('image-list-item').first()).toBeVisible();
  await player.close();
});

test('an operator hides the promotions banner strip without deleting it; /m/activity shows the list alone on reload', async ({ page, browser }) => {
  const player = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await player.goto('/m/activity');
  await expect(player.getByTestId('promo-card').first()).toBeVisible();
  await expect(player.getByTestId('layout-promotions').getByTestId('banner-carousel')).toBeVisible();

  await signIn(page);
  await openEditor(page, 'promotions');
  await expect.poll(() => previewIds(page, 'promotions')).toEqual(['banner', 'promotions']);
  await page.locator('[data-testid=block-row][data-block-id=banner]').getByRole('button', { name: 'Hide' }).click();
  await expect(page.locator('[data-testid=block-row][data-block-id=banner]')).toContainText('hidden');
  await saved(page);
  await expect.poll(() => previewIds(page, 'promotions')).toEqual(['promotions']);
  await publish(page);

  const live = (await (await page.request.get('/api/layouts/promotions')).json()).value as { version: number; layout: { blocks: { id: string; hidden?: boolean }[] } };
  expect(live.version).toBe(2);
  expect(live.layout.blocks.map((b) => [b.id, b.hidden ?? false])).toEqual([['banner', true], ['promotions', false], ['trial-note', false]]);

  await player.reload();
  await expect(player.getByTestId('promo-card').first()).toBeVisible();
  await expect(player.getByTestId('layout-promotions').getByTestId('banner-carousel')).toHaveCount(0);
  // The detail still opens from the list and closes back to /m/activity.
  await player.getByRole('button', { name: 'View more' }).first().click();
  await expect(player).toHaveURL(/\/m\/activity\?id=\d+$/);
  await expect(player.getByTestId('promo-detail')).toBeVisible();
  await player.keyboard.press('Escape');
  await expect(player).toHaveURL(/\/m\/activity$/);
  await player.close();
});

test.describe('the promotions layout on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('/m/activityDetail?id= opens the detail too; category tabs filter the cards', async ({ page, request }) => {
    const list = (await (await request.get('/api/announcements?types=PR')).json()).value.promotion as { id: number; title: string; promoAnnouncementCategoryIds: number[] }[];
    await page.goto(`/m/activityDetail?id=${list[1]!.id}`);
    await expect(page.getByRole('dialog', { name: list[1]!.title }).getByTestId('promo-detail')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByTestId('promo-card')).toHaveCount(list.length);
    await page.getByRole('tab', { name: 'Games' }).click();
    await expect(page.getByTestId('promo-card')).toHaveCount(list.filter((p) => p.promoAnnouncementCategoryIds.includes(2)).length);
    await expect(page.getByTestId('promo-status').first()).toHaveText('Join now');
  });

  test('a trial player gets a note instead of promotions (responsible-gaming rule)', async ({ page, context, request }) => {
    const res = await request.post('/api/auth/trial');
    const v = (await res.json()).value as { token: string; userName: string; type: number };
    await context.addInitScript((s) => localStorage.setItem('MC_SESSION_INFO', s), JSON.stringify({ token: v.token, userName: v.userName, type: v.type }));
    await page.goto('/m/activity');
    await expect(page.getByTestId('info-note')).toContainText('Promotions are for real accounts');
    await expect(page.getByTestId('promo-card')).toHaveCount(0);
    await expect(page.getByTestId('banner-carousel')).toHaveCount(0);
    await page.getByTestId('info-note').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Factivity$/);
  });
});
