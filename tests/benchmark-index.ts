/**
 * This machine's Lighthouse benchmarkIndex, measured the way Lighthouse measures it (its own page
 * function, run in Chromium), so a speed figure can say what machine it came from. Machines of
 * CI's kind range about 1,400–2,700; `npm run test:stress` prints it under its load.
 */
import { chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumPath } from './chromium';

/** The slowest host of CI's kind. */
export const SLOWEST_CI_INDEX = 1400;
/**
 * The benches' phone: the slowest host of CI's kind slowed 4× (DevTools' "mid-tier mobile" preset,
 * and Lighthouse's own mobile CPU slowdown). A host is slowed by hostIndex ÷ this, so a host twice as
 * fast is slowed twice as much and every host measures the same device.
 */
export const SLOW_PHONE_INDEX = SLOWEST_CI_INDEX / 4;

/** The CPU slowdown that makes this host the benches' phone (never below 1: a slower host is not sped up). */
export const slowdownFor = (hostIndex: number) => Math.max(1, Math.round((hostIndex / SLOW_PHONE_INDEX) * 10) / 10);

/** The median of `runs` readings in a page of a browser already open (a bench's own, between its measurements). */
export async function benchmarkIndexIn(page: Page, runs = 3): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  values.sort((a, b) => a - b);
  return Math.round(values[Math.floor(values.length / 2)]!);
}

export async function benchmarkIndex(runs = 3): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    return await benchmarkIndexIn(await browser.newPage(), runs);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`benchmarkIndex ${await benchmarkIndex()}`);
