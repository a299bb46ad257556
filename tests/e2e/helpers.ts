import type { Page } from '@playwright/test';

/** Scrolls to the end of the page, step by step, so deferred blocks mount; then back to the top. */
export async function scrollThrough(page: Page) {
  for (let i = 0; i < 12; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
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
