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
