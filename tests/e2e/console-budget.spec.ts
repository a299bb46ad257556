/**
 * The layout performance budget against the real build: every shipped layout fits its screen's default
 * performance budget (what it cost when LAYOUT_SHIPPED_COSTS was recorded, plus the margin), so
 * an untouched layout publishes without an override, and a heavier first screen is flagged.
 *
 * When this fails because the player's base bundle grew: shrink it, or run `npm run layout:costs`
 * after a build and record the new costs in src/lib/constants.ts (LAYOUT_SHIPPED_COSTS).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LAYOUT_SCREENS } from '../../platform/screens';

async function operatorToken(request: APIRequestContext) {
  const r = await request.post('/api/admin/session', { data: { username: 'operator', password: `${'operator'}1234` } });
  return ((await r.json()) as { value: { token: string } }).value.token;
}

interface Budget { available: boolean; over: boolean; jsBytes: number; maxJsBytes: number; requests: number; maxRequests: number }

async function validate(request: APIRequestContext, token: string, screen: string, layout: unknown) {
  const r = await request.post(`/api/admin/layouts/${screen}/validate`, { headers: { authorization: `Bearer ${token}` }, data: { layout } });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { value: { ok: boolean; budget: Budget } }).value;
}

async function published(request: APIRequestContext, screen: string) {
  const r = await request.get(`/api/layouts/${screen}`);
  return ((await r.json()) as { value: { layout: { screen: string; blocks: Record<string, unknown>[] } } }).value.layout;
}

test('every shipped layout is within its default budget in this build; a game grid on home\'s first screen is over it', async ({ request }) => {
  const token = await operatorToken(request);
  for (const screen of LAYOUT_SCREENS) {
    const report = await validate(request, token, screen, await published(request, screen));
    expect(report.budget.available, 'the server measures with the build\'s widget weights').toBe(true);
    expect(report.budget.over, `${screen}: ${report.budget.jsBytes} B of ${report.budget.maxJsBytes}, ${report.budget.requests} requests of ${report.budget.maxRequests}`).toBe(false);
    expect(report.ok).toBe(true);
  }
  const home = await published(request, 'home');
  const heavier = { ...home, blocks: [home.blocks[0], { id: 'grid', widget: 'GameGrid', source: { name: 'games.byType', params: { gameType: 'RNG' } } }, ...home.blocks.slice(1)] };
  const report = await validate(request, token, 'home', heavier);
  expect(report.budget.over).toBe(true);
});

test.describe('at the console', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('the untouched home checks within budget and asks for no override reason', async ({ page }) => {
    await page.goto('/admin');
    await page.fill('input[name=username]', 'operator');
    await page.fill('input[name=password]', `${'operator'}1234`);
    await page.click('button[type=submit]');
    await expect(page.getByTestId('operator')).toContainText('operator');
    await page.goto('/admin/layouts/home');
    await expect(page.getByTestId('block-list')).toBeVisible();
    await page.getByTestId('tab-publish').click();
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('report-summary')).toBeVisible();
    await expect(page.getByTestId('budget')).not.toContainText('over budget');
    await expect(page.getByTestId('override-reason')).toHaveCount(0);
  });
});
