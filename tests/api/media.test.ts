/** Artwork: vector art reaches browsers as a picture they decode off the main thread. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { rasterOf } from '../../server/lib/raster-art';

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.db.kysely
      .insertInto('media')
      .values([
        { id: 'probe.svg', content_type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#f00"/></svg>' },
        { id: 'broken.svg', content_type: 'image/svg+xml', body: '<svg this is not xml' },
        { id: 'plain.txt', content_type: 'text/plain', body: 'hello' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const get = (id: string, accept?: string) => t.app.inject({ method: 'GET', url: `/media/${id}`, headers: accept ? { accept } : {} });

  it('gives a browser that takes WebP the art rendered at twice its size, and says the answer varies by Accept', async () => {
    const res = await get('probe.svg', BROWSER_ACCEPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/Accept/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 100 });
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([expect.closeTo(255, -1), expect.closeTo(0, -1), expect.closeTo(0, -1)]);
  });

  it('renders one piece of art at a time, in the order asked: a small one waits for a big one before it', async () => {
    // Big enough to take far longer than the small one (rendered at twice its size, 2400 px square),
    // small enough for a busy two-core machine: 3000 px (36 megapixels rendered) took over 30 s there.
    const big = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><defs><radialGradient id="g"><stop offset="0" stop-color="#0f0"/><stop offset="1" stop-color="#00f"/></radialGradient></defs><rect width="1200" height="1200" fill="url(#g)"/></svg>`;
    const small = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#000"/></svg>';
    const done: string[] = [];
    const stamp = `${Date.now()}-${Math.random()}`;
    await Promise.all([rasterOf(`queue-big-${stamp}`, big).then(() => done.push('big')), rasterOf(`queue-small-${stamp}`, small).then(() => done.push('small'))]);
    expect(done).toEqual(['big', 'small']);
  });

  it('answers the second ask from memory with the same picture', async () => {
    const a = await get('probe.svg', BROWSER_ACCEPT);
    const b = await get('probe.svg', BROWSER_ACCEPT);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it('still gives the SVG to a client that does not take WebP, and for seeded art too', async () => {
    for (const accept of [undefined, 'image/png,image/svg+xml']) {
      const res = await get('probe.svg', accept);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
    const banner = await t.db.kysely.selectFrom('media').select('id').where('id', 'like', 'banner-%').executeTakeFirstOrThrow();
    expect((await get(banner.id, BROWSER_ACCEPT)).headers['content-type']).toBe('image/webp');
  });

  it('falls back to the SVG when the art cannot be rendered, and leaves other types alone', async () => {
    const broken = await get('broken.svg', BROWSER_ACCEPT);
    expect(broken.statusCode).toBe(200);
    expect(broken.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const plain = await get('plain.txt', BROWSER_ACCEPT);
    expect(plain.headers['content-type']).toMatch(/^text\/plain/);
    expect(plain.headers.vary ?? '').not.toMatch(/Accept/);
    expect((await get('nothing-here.svg', BROWSER_ACCEPT)).statusCode).toBe(404);
  });
});
