/**
 * The operators' console journeys, against the real server. An
 * operator edits, previews and publishes the home layout; players get it on
 * their next load with no build or restart.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dropLayoutDrafts, dropLayoutsAbove } from './db';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.beforeAll(() => {
  dropLayoutsAbove('home', 1);
  dropLayoutDrafts();
});
test.afterAll(() => {
  dropLayoutsAbove('home', 1);
  dropLayoutDrafts();
});

async function signIn(page: Page, username = 'operator', password = 'operator1234') {
  await page.goto('/admin');
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', password);
  await page.click('button[type=submit]');
  await expect(page.getByTestId('operator')).toContainText(username);
}

async function openEditor(page: Page, screen = 'home') {
  await page.goto(`/admin/layouts/${screen}`);
  await expect(page.getByTestId('block-list')).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved');
}

const order = (page: Page) => page.getByTestId('block-row').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));

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

async function saved(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-status', 'saved', { timeout: 10_000 });
}

/** Publishes from the Publish tab; a layout an edit made heavier than its budget gets a reason. */
async function publish(page: Page, reason = 'e2e: this edit is over budget') {
  await page.getByTestId('tab-publish').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('report-summary')).toBeVisible();
  if (await page.getByTestId('override-reason').isVisible()) await page.getByTestId('override-reason').fill(reason);
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-message')).toContainText(/is live|scheduled/);
}

async function operatorToken(request: APIRequestContext, username = 'operator', password = `${'operator'}1234`) {
  const r = await request.post('/api/admin/session', { data: { username, password } });
  return ((await r.json()) as { value: { token: string } }).value.token;
}

async function publishedHome(request: APIRequestContext) {
  const r = await request.get('/api/layouts/home');
  return ((await r.json()) as { value: { version: number; layout: { blocks: { id: string; hidden?: boolean; props?: Record<string, unknown>; when?: { roles?: string[] } }[] } } }).value;
}

const frame = (page: Page) => page.frameLocator('[data-testid=preview-frame]').first();
const previewIds = (page: Page) => frame(page).locator('[data-testid=layout-home] > .block-slot').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));

test('an operator reorders home by drag and drop, edits a banner through the form, previews by role, publishes, and players get it on reload', async ({ page, browser, request }) => {
  // A dozen steps on a desktop console with a live preview frame: three times the usual time.
  test.slow();
  await signIn(page);
  await openEditor(page);
  expect((await order(page)).slice(0, 4)).toEqual(['hero', 'notices', 'hot', 'winners']);

  // Drag the slots row above the hot row.
  await dragBefore(page, 'slots', 'hot');
  await expect.poll(async () => (await order(page)).indexOf('slots')).toBeLessThan((await order(page)).indexOf('hot'));
  await saved(page);
  await expect.poll(async () => (await previewIds(page)).indexOf('slots')).toBe(2);

  // Edit the banner's autoplay through the schema-generated form.
  await page.locator('[data-testid=block-row][data-block-id=hero]').getByText('Banner carousel').click();
  await page.getByTestId('props-form').locator('#root_autoplayMs').fill('7000');
  await saved(page);

  // Show the winner board to members only; the preview follows the role switch.
  await page.locator('[data-testid=block-row][data-block-id=winners]').getByText('Winner board').click();
  await page.getByTestId('when-editor').getByText('member', { exact: true }).click();
  await saved(page);
  await page.getByLabel('Role', { exact: true }).selectOption('visitor');
  await expect.poll(() => previewIds(page)).not.toContain('winners');
  await page.getByLabel('Role', { exact: true }).selectOption('member');
  await expect.poll(() => previewIds(page)).toContain('winners');

  // Clicking a block in the preview selects it in the editor.
  await frame(page).locator('[data-testid=layout-home] > .block-slot[data-block-id=notices]').click();
  await expect(page.getByTestId('inspector')).toContainText('Notice marquee');

  await publish(page);
  const live = await publishedHome(request);
  const ids = live.layout.blocks.map((b) => b.id);
  expect(ids.indexOf('slots')).toBeLessThan(ids.indexOf('hot'));
  expect(live.layout.blocks.find((b) => b.id === 'hero')?.props?.autoplayMs).toBe(7000);

  // A player's next load shows it, with no build or restart.
  const player = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await player.goto('/m/home');
  await expect(player.getByTestId('layout-home')).toBeVisible();
  const slots = await player.locator('[data-testid=layout-home] > .block-slot').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.blockId));
  expect(slots.indexOf('slots')).toBeLessThan(slots.indexOf('hot'));
  expect(slots).not.toContain('winners'); // members only
  await player.close();
});

test('an invalid edit cannot be published and the error shows at its block', async ({ page, request }) => {
  await signIn(page);
  await openEditor(page);
  await page.locator('[data-testid=block-row][data-block-id=slots]').getByText('Game row').click();
  await page.getByTestId('props-form').locator('#root_moreTo').fill('not a route');
  await saved(page);
  await page.getByTestId('tab-publish').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('report-summary')).toContainText('Cannot publish');
  await expect(page.locator('[data-testid=block-row][data-block-id=slots] [data-testid=block-issue]')).toContainText('props.invalid');
  const before = (await publishedHome(request)).version;
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-message')).toContainText('Fix the errors');
  // The API refuses it as well, whoever asks.
  const token = await operatorToken(request);
  const r = await request.post('/api/admin/layouts/home/publish', { headers: { Authorization: `Bearer ${token}` }, data: { override: { reason: 'try anyway' } } });
  expect(r.status()).toBe(422);
  expect((await publishedHome(request)).version).toBe(before);
  // Undo brings the valid draft back.
  await page.getByTestId('undo').click();
  await saved(page);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('report-summary')).not.toContainText('error(s)');
});

test('rollback restores the previous version as a new one', async ({ page, request }) => {
  await signIn(page);
  await openEditor(page);
  await page.getByTestId('tab-history').click();
  await expect(page.getByTestId('diff')).toContainText('slots');
  const before = (await publishedHome(request)).version;
  await page.getByTestId('rollback-1').click();
  await expect(page.getByTestId('history-message')).toContainText('live again');
  const live = await publishedHome(request);
  expect(live.version).toBe(before + 1);
  const ids = live.layout.blocks.map((b) => b.id);
  expect(ids.indexOf('hot')).toBeLessThan(ids.indexOf('slots'));
});

test('a scheduled publish goes live at its time', async ({ page, request }) => {
  await signIn(page);
  await openEditor(page);
  await page.locator('[data-testid=block-row][data-block-id=notices]').getByRole('button', { name: 'Hide' }).click();
  await saved(page);
  await page.getByTestId('tab-publish').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('report-summary')).toBeVisible();
  if (await page.getByTestId('override-reason').isVisible()) await page.getByTestId('override-reason').fill('e2e: scheduled');
  await page.getByLabel('At', { exact: true }).check();
  const at = await page.evaluate(() => {
    const t = new Date(Date.now() + 6000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}T${p(t.getHours())}:${p(t.getMinutes())}:${p(t.getSeconds())}`;
  });
  await page.getByTestId('publish-at').fill(at);
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-message')).toContainText('scheduled');
  expect((await publishedHome(request)).layout.blocks.find((b) => b.id === 'notices')?.hidden).toBeFalsy();
  await expect.poll(async () => (await publishedHome(request)).layout.blocks.find((b) => b.id === 'notices')?.hidden, { timeout: 20_000, intervals: [1000] }).toBe(true);
});

test('an editor can save drafts but cannot publish', async ({ page, request }) => {
  await signIn(page, 'editor', 'editor1234');
  await openEditor(page);
  await page.getByTestId('tab-publish').click();
  await expect(page.getByTestId('publish-panel')).toContainText('a publisher publishes them');
  await expect(page.getByTestId('publish-button')).toHaveCount(0);
  const token = await operatorToken(request, 'editor', 'editor1234');
  const r = await request.post('/api/admin/layouts/home/publish', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(r.status()).toBe(403);
});

test('the dry run flags a game row bound to a switched-off vendor', async ({ page, request }) => {
  const token = await operatorToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const vendors = ((await (await request.get('/api/games/vendors?gameType=RNG')).json()) as { value: { list: { vassalage: string }[] } }).value.list;
  const vendor = vendors[0]!.vassalage;
  expect((await request.put(`/api/admin/vendors/${vendor}`, { headers: auth, data: { enabled: false } })).ok()).toBe(true);
  try {
    await signIn(page);
    await openEditor(page);
    await page.getByTestId('add-block').click();
    await page.getByTestId('add-GameRow').click();
    await page.getByTestId('params-form').locator('#root_vassalage').fill(vendor);
    await saved(page);
    const id = await page.getByTestId('inspector').locator('code').textContent();
    await page.getByTestId('tab-publish').click();
    await page.getByTestId('dry-run-button').click();
    await expect(page.getByTestId('dry-run-flag').filter({ hasText: `#${id}` }).first()).toContainText('empty');
  } finally {
    await request.put(`/api/admin/vendors/${vendor}`, { headers: auth, data: { enabled: true } });
  }
});

test('a layout over budget is refused without a reason; the override is logged; the audit log lists each step', async ({ page, request }) => {
  // A budget no first screen fits, so the check does not depend on today's bundle size.
  const auth = { Authorization: `Bearer ${await operatorToken(request)}` };
  const budget = await request.get('/api/admin/settings/layout.budget', { headers: auth });
  const saved = ((await budget.json()) as { value: { value: unknown } }).value.value;
  expect((await request.put('/api/admin/settings/layout.budget', { headers: auth, data: { value: { maxFirstScreenJsKb: 10, maxRequestsAboveFold: 1 } } })).ok()).toBe(true);
  try {
    await overBudget(page);
  } finally {
    await request.put('/api/admin/settings/layout.budget', { headers: auth, data: { value: saved } });
  }
});

async function overBudget(page: Page) {
  await signIn(page);
  await openEditor(page);
  // Remove the row the dry-run journey added, so the draft is valid again.
  const extra = page.locator('[data-testid=block-row][data-block-id^=game-row]');
  while ((await extra.count()) > 0) await extra.first().getByRole('button', { name: /Remove/ }).click();
  await saved(page);
  await page.getByTestId('tab-publish').click();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('budget')).toContainText('over budget');
  await page.getByTestId('override-reason').fill('');
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-message')).toContainText('write a reason');
  await page.getByTestId('override-reason').fill('Launch night: accepted by the web lead');
  await page.getByTestId('publish-button').click();
  await expect(page.getByTestId('publish-message')).toContainText('is live');

  await page.goto('/admin/audit');
  const audit = page.getByTestId('audit');
  for (const action of ['session.login', 'layout.draft', 'layout.publish', 'layout.rollback', 'layout.schedule']) {
    await expect(audit.getByText(action, { exact: true }).first()).toBeVisible();
  }
  await expect(audit).toContainText('Launch night: accepted by the web lead');
}
