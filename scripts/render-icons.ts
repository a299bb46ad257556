/**
 * Renders the PWA icons (public/icons/*.png) from their SVG sources with the test Chromium.
 * Run once after changing an SVG: `npx tsx scripts/render-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tests/chromium';

const dir = join(import.meta.dirname, '..', 'public', 'icons');
/** [source SVG, output PNG, size]: "any" icons keep their rounded corners; maskable and Apple ones are full-bleed. */
const ICONS: [string, string, number][] = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [svg, png, size] of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const src = `data:image/svg+xml;base64,${readFileSync(join(dir, svg)).toString('base64')}`;
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`);
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await page.screenshot({ path: join(dir, png), omitBackground: true });
  await page.close();
}
await browser.close();
