/**
 * Accessibility on every screen of the route table (§2, tests/route-table.ts), as the visitor,
 * the member and the agent see it, left to right (English) and right to left (Arabic): axe finds
 * no serious or critical violation. Then the keyboard: dialogs hold focus, screen changes are read out.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AGENT_ROUTES, MEMBER_ACCOUNT, MEMBER_PLAY, VISITOR_GAME_LISTS, VISITOR_PAGES } from '../route-table';
import { signInAs } from './session';

type Finding = { route: string; id: string; impact: string; targets: string[] };

/**
 * Waits until the screen has settled: no loading screen, no busy region, no block still loading
 * (the game grid's "more" row stays busy while further pages exist; it is not a screen loading).
 */
async function settled(page: Page) {
  await expect(page.locator('[data-testid=screen-loading], [aria-busy="true"]:not([data-testid=grid-more]), [data-status="loading"]')).toHaveCount(0);
}

/**
 * axe on the page as it stands; only what a screen-reader or low-vision user is blocked by.
 *
 * A page without frames is scanned in one `axe.run` inside it (AxeBuilder's legacy mode). The
 * default mode is for pages with cross-origin frames: it runs axe in each frame, then merges the
 * parts in a new blank page into which it injects axe again, which cost 2–4× the scan itself
 * (home 4.8–5.6 s against 1.8–3.0 s on a loaded two-core machine) for the same findings.
 */
async function serious(page: Page, route: string): Promise<Finding[]> {
  const res = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return res.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, id: v.id, impact: v.impact!, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

async function scan(page: Page, routes: string[], lang: 'en' | 'ar') {
  const found: Finding[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await settled(page);
    found.push(...(await serious(page, route)));
  }
  return found;
}

/** Screens one test scans: a part of a group, so no test runs for minutes on a slow machine. */
const SCREENS_PER_TEST = 6;
/** A group split into parts as even as can be, none longer than SCREENS_PER_TEST. */
function parts(routes: readonly string[]): string[][] {
  const count = Math.ceil(routes.length / SCREENS_PER_TEST);
  const size = Math.ceil(routes.length / count);
  return Array.from({ length: count }, (_, i) => routes.slice(i * size, (i + 1) * size));
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`axe on every route (${lang})`, () => {
    test.describe.configure({ mode: 'parallel' });
    test.beforeEach(async ({ context }) => {
      // Each test reads up to ten screens and runs axe over each (a second or two apiece on a slow machine).
      test.slow();
      await context.addInitScript((code) => localStorage.setItem('language', code), lang);
    });

    // Each screen with axe over it takes a few seconds on a slow machine: a group of screens is
    // scanned in parts of at most SCREENS_PER_TEST, run side by side.
    const visitorParts = parts(VISITOR_PAGES);
    visitorParts.forEach((routes, i) => {
      const last = i === visitorParts.length - 1;
      test(`a visitor's pages, part ${i + 1} of ${visitorParts.length}${last ? ', and the side menu' : ''}, have no serious violation (${lang})`, async ({ page }) => {
        const found = await scan(page, routes, lang);
        if (last) {
          await page.goto('/m/home');
          await settled(page);
          // The header's first button opens the side menu (its name is translated); by keyboard, as
          // home's own pop-up may lie over the page.
          await page.locator('header').first().getByRole('button').first().focus();
          await page.keyboard.press('Enter');
          await expect(page.locator('[role=dialog][aria-modal=true]')).toBeVisible();
          found.push(...(await serious(page, 'side menu')));
        }
        expect(found).toEqual([]);
      });
    });

    test(`a visitor's game lists have no serious violation (${lang})`, async ({ page }) => {
      expect(await scan(page, VISITOR_GAME_LISTS, lang)).toEqual([]);
    });

    const accountParts = parts(MEMBER_ACCOUNT);
    accountParts.forEach((routes, i) => {
      const first = i === 0;
      test(`a member's account screens, part ${i + 1} of ${accountParts.length}${first ? ', and the member sheet' : ''}, have no serious violation (${lang})`, async ({ page, context, request }) => {
        await signInAs(context, request, 'demo');
        const found = await scan(page, routes, lang);
        if (first) {
          await page.goto('/m/home');
          await settled(page);
          // Home's own pop-up (a dialog too) may open beside it: find the sheet by its name, the opener's.
          const opener = page.locator('header').first().locator('button[aria-haspopup=dialog]').last();
          const name = (await opener.getAttribute('aria-label')) ?? '';
          await opener.click();
          await expect(page.getByRole('dialog', { name })).toBeVisible();
          found.push(...(await serious(page, 'member sheet')));
        }
        expect(found).toEqual([]);
      });
    });

    const playParts = parts(MEMBER_PLAY);
    playParts.forEach((routes, i) => {
      test(`a member's records, lists and game pages, part ${i + 1} of ${playParts.length}, have no serious violation (${lang})`, async ({ page, context, request }) => {
        await signInAs(context, request, 'demo');
        expect(await scan(page, routes, lang)).toEqual([]);
      });
    });

    test(`an agent's screens have no serious violation (${lang})`, async ({ page, context, request }) => {
      await signInAs(context, request, 'agentdemo', 'agent');
      expect(await scan(page, AGENT_ROUTES, lang)).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  /** Presses Tab until the focused element matches `name`, as a keyboard user would reach it. */
  async function tabTo(page: Page, name: RegExp, max = 12) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
      if (name.test(label)) return;
    }
    throw new Error(`no control named ${name} within ${max} tabs`);
  }

  const insideDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'));
  const focusRing = (page: Page) => page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return s.outlineStyle !== 'none' && s.outlineWidth !== '0px' ? 'outline' : s.boxShadow !== 'none' ? 'shadow' : 'none';
  });

  test('the side menu opens from the keyboard with a visible focus, keeps focus inside, and gives it back on Escape', async ({ page }) => {
    await page.goto('/m/home');
    await tabTo(page, /^Open menu$/);
    expect(await focusRing(page)).not.toBe('none');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => insideDialog(page)).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('Tab walks home in reading order: every stop is a named control with a visible focus', async ({ page }) => {
    await page.goto('/m/home');
    await settled(page);
    const stops: { name: string; ring: string; after: boolean }[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const w = window as unknown as { __lastStop?: Element };
          const prev = w.__lastStop;
          // Reading order: each stop comes after the one before it in the document (or is the first).
          const after = !prev || prev === el || !!(prev.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
          w.__lastStop = el;
          const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent?.trim() ?? (el.querySelector('img[alt]') as HTMLImageElement | null)?.alt ?? '';
          const s = getComputedStyle(el);
          const ring = s.outlineStyle !== 'none' && s.outlineWidth !== '0px' ? 'outline' : s.boxShadow !== 'none' ? 'shadow' : 'none';
          return { name: el === document.body ? '(body)' : label, ring, after };
        }),
      );
    }
    expect(stops.filter((s) => s.name === '(body)' || s.name === '')).toEqual([]);
    expect(stops.filter((s) => s.ring === 'none')).toEqual([]);
    expect(stops.filter((s) => !s.after)).toEqual([]);
  });

  test("the member sheet opens from the keyboard, keeps focus inside, and gives it back on Escape", async ({ page, context, request }) => {
    await signInAs(context, request, 'demo');
    await page.goto('/m/home');
    await settled(page);
    const opener = page.locator('header').first().locator('button[aria-haspopup=dialog]').last();
    await opener.focus();
    expect(await focusRing(page)).not.toBe('none');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'My account' });
    await expect(sheet).toBeVisible();
    const insideSheet = () => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')?.textContent?.includes('My account'));
    await expect.poll(insideSheet).toBe(true);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await insideSheet()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a screen change is read out: the announcer names the new screen', async ({ page }) => {
    await page.goto('/m/home');
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveText('');
    await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'All games' }).click();
    await expect(announcer).toHaveText(/All games · /);
    await expect(page).toHaveTitle(/All games · /);
  });
});
