/**
 * Vector artwork served as a picture. A browser draws an SVG `<img>` on the page's main thread:
 * each distinct SVG is parsed, styled and laid out as a document of its own, then painted there
 * — on a slow phone 50–150 ms apiece, and home shows some thirty of them (game tiles, providers,
 * banners). A WebP is decoded off the main thread instead. So a browser that takes WebP gets the
 * artwork rendered once by sharp (libvips, off the event loop) and kept in memory; anything else
 * (a crawler, a test's fetch) still gets the SVG.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** 2× the artwork's own size: sharp at 144 dpi, crisp on the 2–3× screens of phones. */
const RASTER_DENSITY = 144;
/** WebP quality: the art is flat gradients and bold text, which 78 keeps clean. */
const RASTER_QUALITY = 78;
/** Renditions kept in memory (a seeded site's visible art is a few MB). */
const CACHE_BYTES = 48 * 1024 * 1024;

const cache = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (b) => b.length });
const pending = new Map<string, Promise<Buffer | null>>();
/** The end of the line of renditions waiting their turn (see rasterOf). */
let queue: Promise<unknown> = Promise.resolve();

/** Whether an `Accept` header takes WebP (every current browser sends it for images). */
export function acceptsWebp(accept: string | undefined): boolean {
  return !!accept && /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept);
}

/**
 * The WebP rendition of an SVG, or null when it cannot be rendered (then the SVG is served).
 * `key` names the artwork's content, so a changed SVG is never answered with an old picture.
 */
export function rasterOf(key: string, svg: Buffer | string): Promise<Buffer | null> {
  const hit = cache.get(key);
  if (hit) return Promise.resolve(hit);
  let job = pending.get(key);
  if (!job) {
    // One rendition at a time: libvips spreads each over every core, so several art pieces asked
    // for at once (a first visit to home asks for ~30) took all the CPU together and the requests
    // behind them waited. Queued, the event loop and other requests keep their share.
    const run = queue.then(() => sharp(Buffer.from(svg), { density: RASTER_DENSITY }).webp({ quality: RASTER_QUALITY }).toBuffer());
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    job = run
      .then((png) => (cache.set(key, png), png))
      .catch(() => null)
      .finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return job;
}
