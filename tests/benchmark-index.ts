/**
 * This machine's Lighthouse benchmarkIndex, measured the way Lighthouse measures it (its own page
 * function, run in Chromium), so a speed figure can say what machine it came from. Machines of
 * CI's kind range about 1,400–2,700; `npm run test:stress` prints it under its load.
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumArgs, chromiumPath } from './chromium';

export async function benchmarkIndex(runs = 3): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    values.sort((a, b) => a - b);
    return Math.round(values[Math.floor(values.length / 2)]!);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`benchmarkIndex ${await benchmarkIndex()}`);
