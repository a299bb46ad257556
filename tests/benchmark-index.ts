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

/**
 * What this host's kernel takes to hand a process a page of memory it has not touched yet, in µs
 * per 4 KiB page (a write to every page of a fresh 128 MiB buffer). benchmarkIndex does not see it:
 * its page function works in a few pages of memory. A page load does: a new renderer touches
 * ~100 MB before the page's own code runs and the page ~50–90 MB more (38,000–48,000 faults for a
 * screen of this site, 25,000 for a blank page), and on the renderer's main thread the throttle
 * stretches that time like any other. Bare metal takes well under 1 µs; a VM of CI's kind was
 * seen at 11–14 µs with benchmarkIndex 2,000–2,700, where every screen's long tasks came out 2–3×
 * those of a host at benchmarkIndex ~1,300 a day before. So the benches print it beside the index:
 * figures from hosts with different costs here are not the same phone.
 */
export function pageFaultMicros(mib = 128): number {
  const bytes = new Uint8Array(mib * 1024 * 1024);
  const pages = bytes.length / 4096;
  const start = process.hrtime.bigint();
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = 1;
  return Math.round(Number(process.hrtime.bigint() - start) / 1e3 / pages * 100) / 100;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`benchmarkIndex ${await benchmarkIndex()}, first touch of a memory page ${pageFaultMicros()} µs`);
