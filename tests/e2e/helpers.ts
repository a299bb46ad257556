import { expect, type Page } from '@playwright/test';
import { adultBirthdayParts } from '../fixtures/members';

/**
 * Brings every block of the screen into view, one after another, and waits for each to settle
 * (its slot's data-status: ready or failed), so the blocks deferred until the reader nears them
 * are all mounted; then scrolls back to the top.
 */
export async function scrollThrough(page: Page, screen = 'home') {
  const slots = page.locator(`[data-testid=layout-${screen}] > [data-block-id]`);
  const count = await slots.count();
  for (let i = 0; i < count; i++) {
    const slot = slots.nth(i);
    // Not scrollIntoViewIfNeeded: it waits for the element to be visible, and a block that chose
    // to show nothing (a pop-up already seen) has no height.
    await slot.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(slot).toHaveAttribute('data-status', /^(ready|failed)$/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Scrolls one block of the screen into view and waits until it has settled (ready or failed). */
export async function revealBlock(page: Page, blockId: string, screen = 'home') {
  const slot = page.locator(`[data-testid=layout-${screen}] > [data-block-id="${blockId}"]`);
  await slot.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(slot).toHaveAttribute('data-status', /^(ready|failed)$/);
  return slot;
}

/**
 * Returns once the test has seen every request the page started before this call: it sends one
 * more request from the page and waits for it, and a page's requests are reported in the order
 * they were made. For a journey asserting that something was *not* asked, without a sleep.
 */
export async function requestsSeen(page: Page) {
  const marker = `/api/system/status?seen=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((r) => r.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined, () => undefined), marker),
  ]);
}

/**
 * Serves `path` without the answers the server writes into the page (server/lib/player-page.ts),
 * so the client asks the API for everything: for a test that reroutes an API answer the page
 * would otherwise bring with it.
 */
export async function withoutBootAnswers(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const body = (await res.text()).replace('"answers":', '"unused":');
    await route.fulfill({ status: res.status(), contentType: 'text/html; charset=utf-8', body });
  });
}

/**
 * Waits until the API serves the layout version whose ETag is `etag` (a server keeps a published
 * layout up to a second; the ETag tells apart two versions that reused a number).
 */
export async function layoutLive(page: Page, screen: string, etag: string) {
  const bare = (t: string | undefined) => (t ?? '').replace(/^W\//, '').replaceAll('"', '');
  await expect.poll(async () => bare((await page.request.get(`/api/layouts/${screen}`)).headers().etag)).toBe(bare(etag));
}

/** §5: a new site checks the age at sign-up, so a registration journey picks a birthday old enough. */
export async function pickAdultBirthday(page: Page) {
  const picker = page.getByRole('group', { name: 'Birthday' });
  const { year, month, day } = adultBirthdayParts();
  await picker.getByRole('combobox', { name: 'Year' }).selectOption(year);
  await picker.getByRole('combobox', { name: 'Month' }).selectOption(month);
  await picker.getByRole('combobox', { name: 'Day' }).selectOption(day);
}

/**
 * Starts recording every toast (role=status) the page shows from now on, and answers a function that
 * reads the texts seen so far. A toast is up for 1.5–8 s (§9); on a busy machine the steps between
 * the action and the check (an upload's answer, a navigation) can outlast it, so a check that
 * looks for it afterwards would miss one that was shown.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const look = () => {
      for (const el of document.querySelectorAll('[role=status]')) {
        const text = el.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
  });
  return () => page.evaluate(() => [...(window as unknown as { __toastsSeen: string[] }).__toastsSeen]);
}

/** A wheel over (x, y) scrolls the page: no dialog is locking it. */
export async function expectPageScrolls(page: Page, x = 20, y = 420) {
  // A screen still loading may not reach below the fold yet.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.scrollY > window.innerHeight + 400)).toBe(true);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
}

/** Sums the page's layout shifts that no input caused (CLS's sum), from its first load on: read it with `layoutShift`. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far (see watchLayoutShift), two frames on, so that the last frame's shift has been reported. */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}
