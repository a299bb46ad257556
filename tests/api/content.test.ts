import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { DbSharedState, RedisSharedState, type SharedState } from '../../server/lib/shared-state';
import { sanitizeHtml } from '../../server/lib/html';
import { rewardNeedsMet } from '../../server/routes/rewards';
import { createMember } from '../../server/services/members';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5dc5ee30000000049454e44ae426082', 'hex');
/** A real photo as a phone sends it: with EXIF metadata naming where it was taken and the device. */
const JPEG = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c03030' } })
  .jpeg()
  .withExif({ IFD0: { Make: 'SecretPhone', Model: 'Serial-0042', ImageDescription: 'GPS 14.5995N 120.9842E' } })
  .toBuffer();
const GIF = Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

function multipart(fields: Record<string, string>, files: { data: Buffer; type: string; name?: string; field?: string }[]) {
  const boundary = `----parlor${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  files.forEach((f, i) => {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'pictures'}"; filename="${f.name ?? `p${i}.png`}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(f.data, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let ipSeq = 0;
const newIp = () => `10.200.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

describe.each(DIALECTS)('content API on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let trialToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: newIp(), payload: { username: 'demo', password: 'demo1234' } })).json().value.token;
    trialToken = (await t.app.inject({ method: 'POST', url: '/api/auth/trial', remoteAddress: newIp() })).json().value.token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, tok?: string) => t.app.inject({ method: 'GET', url, remoteAddress: newIp(), headers: tok ? { authorization: `Bearer ${tok}` } : {} });

  it('notices carry a plain-text preview and per-member read flags; trial players see all as read', async () => {
    const visitor = (await get('/api/notices')).json().value.list;
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor[0].preview).not.toMatch(/<|>/);
    expect(visitor.every((n: { read: boolean }) => !n.read)).toBe(true);
    const id = visitor[0].id;
    await t.app.inject({ method: 'POST', url: `/api/announcements/${id}/read`, headers: { authorization: `Bearer ${token}` }, payload: { announcementId: id, read: true } });
    const member = (await get('/api/notices', token)).json().value.list;
    expect(member.find((n: { id: number }) => n.id === id).read).toBe(true);
    expect(member.filter((n: { read: boolean }) => n.read)).toHaveLength(1);
    expect((await get('/api/notices', trialToken)).json().value.list.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('help by language falls back to English and filters by tag', async () => {
    const all = (await get('/api/help?lang=EN')).json().value.list;
    expect(all.map((h: { tag: string }) => h.tag)).toContain('terms');
    expect((await get('/api/help?lang=TY')).json().value.list).toHaveLength(all.length);
    const terms = (await get('/api/help?tag=terms')).json().value.list;
    expect(terms).toHaveLength(1);
    expect(terms[0].content).toContain('<h3>');
  });

  it('downloads answer the §3 link types and channels', async () => {
    const v = (await get('/api/downloads')).json().value;
    expect(v.downloads.map((d: { resourceType: string }) => d.resourceType)).toEqual(['IOS', 'Android', 'MOBILECONFIG', 'TELEGRAM']);
    expect(v.channels.map((d: { resourceType: string }) => d.resourceType)).toEqual(['TELEGRAM', 'FACEBOOK', 'FBGROUP']);
  });

  it('vendors: per type with counts and classifications, sorting and mapping', async () => {
    const v = (await get('/api/games/vendors')).json().value;
    expect(v.list.length).toBeGreaterThanOrEqual(17);
    const jiliBingo = v.list.find((x: { vassalage: string; gameType: string }) => x.vassalage === 'BFI' && x.gameType === 'RNG');
    expect(jiliBingo.gameClassify).toContain('BG');
    expect(Object.keys(v.mapping)).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT']));
    expect(v.sorting.map((s: { gameCategory: string }) => s.gameCategory).slice(0, 3)).toEqual(['RNG', 'LIVE', 'SPORTS']);
    const rngOnly = (await get('/api/games/vendors?gameType=LIVE')).json().value;
    expect(rngOnly.list.every((x: { gameType: string }) => x.gameType === 'LIVE')).toBe(true);
    expect((await get('/api/games/vendors?gameType=MOON')).statusCode).toBe(400);
  });

  it('countries, domains and avatars', async () => {
    expect((await get('/api/system/countries')).json().value.list[0]).toMatchObject({ code: 'PH', dialingCode: '+63' });
    expect((await get('/api/system/domains')).json().value.domainList).toHaveLength(1);
    const av = (await get('/api/member/avatar', token)).json().value;
    expect(av.choices).toHaveLength(8);
    const set = await t.app.inject({ method: 'POST', url: '/api/member/avatar', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: `avatarUrl=${encodeURIComponent(av.choices[2])}` });
    expect(set.statusCode).toBe(200);
    expect((await get('/api/member/info', token)).json().value.avatarUrl).toBe(av.choices[2]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/member/avatar', headers: { authorization: `Bearer ${token}` }, payload: { avatarUrl: 'https://evil.example/x.svg' } });
    expect(bad.statusCode).toBe(400);
  });

  describe('promotions and reward applications (§4, §5)', () => {
    let promos: { id: number; imageRequired: string; remarkRequired: string }[];
    /** A member who has applied nowhere, for the refusals: the demo member's pending applications would be refused for being pending first. */
    let freshToken: string;
    beforeAll(async () => {
      const list = (await get('/api/announcements?types=PR')).json().value.promotion as { id: number }[];
      promos = await Promise.all(list.map(async (p) => (await get(`/api/promotions/${p.id}`)).json().value));
      await createMember(t.db.kysely, { account: `fresh${dialect.slice(0, 2)}x`, password: 'secret123', type: 0, registerMethod: 'H5' });
      freshToken = (await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: newIp(), payload: { username: `fresh${dialect.slice(0, 2)}x`, password: 'secret123' } })).json().value.token;
    });
    const apply = (id: number, fields: Record<string, string>, files: Parameters<typeof multipart>[1], tok = token) => {
      const m = multipart(fields, files);
      return t.app.inject({ method: 'POST', url: `/api/promotions/${id}/apply`, remoteAddress: newIp(), headers: { ...m.headers, authorization: `Bearer ${tok}` }, payload: m.payload });
    };
    const promo = (image: string, remark: string) => promos.find((p) => p.imageRequired === image && p.remarkRequired === remark)!;

    it('every flag combination exists and detail answers its rules', () => {
      for (const [i, r] of [['N', 'N'], ['N', 'Y'], ['Y', 'N'], ['Y', 'Y']]) expect(promo(i!, r!), `${i}${r}`).toBeDefined();
    });

    it('applies the §4 rule table server-side', async () => {
      expect((await apply(promo('N', 'N').id, {}, [])).statusCode).toBe(200);
      expect((await apply(promo('N', 'Y').id, {}, [])).json().errorCode).toBe('activity.apply.incomplete');
      expect((await apply(promo('N', 'Y').id, { remarks: 'My ID is 42' }, [])).statusCode).toBe(200);
      expect((await apply(promo('Y', 'N').id, { remarks: 'x' }, [])).json().errorCode).toBe('activity.apply.incomplete');
      expect((await apply(promo('Y', 'N').id, {}, [{ data: PNG, type: 'image/png' }])).statusCode).toBe(200);
      expect((await apply(promo('Y', 'Y').id, {}, [{ data: PNG, type: 'image/png' }])).json().errorCode).toBe('activity.apply.incomplete');
      const ok = await apply(promo('Y', 'Y').id, { remarks: 'Screenshot attached' }, [{ data: PNG, type: 'image/png' }, { data: JPEG, type: 'image/jpeg', name: 'a.jpg' }]);
      expect(ok.statusCode).toBe(200);
      // Once per member by default, and none while one waits for its decision.
      expect((await apply(promo('N', 'N').id, {}, [])).json().errorCode).toBe('activity.apply.pending');
      const pics = ok.json().value.pictures as string[];
      expect(pics).toHaveLength(2);
      const served = await get(pics[1]!, token);
      expect(served.headers['content-type']).toBe('image/jpeg');
      // Stored as decoded and encoded again: the same picture, none of its metadata.
      expect(JPEG.includes('SecretPhone')).toBe(true);
      expect(served.rawPayload.includes('SecretPhone')).toBe(false);
      expect(served.rawPayload.includes('14.5995N')).toBe(false);
      expect(served.rawPayload.includes('Exif')).toBe(false);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 48, height: 32 });
      // Another member cannot read it.
      const other = (await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: newIp(), payload: { username: 'agentdemo', password: 'demo1234', portal: 'agent' } })).json().value.token;
      expect((await get(pics[1]!, other)).statusCode).toBe(404);
    });

    it('refuses a decompression bomb (a PNG whose header claims 60000×60000) and a JPEG that is only a header, storing nothing', async () => {
      const chunk = (type: string, data: Buffer) => {
        const len = Buffer.alloc(4);
        len.writeUInt32BE(data.length);
        const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(crc32(body));
        return Buffer.concat([len, body, crc]);
      };
      const ihdr = Buffer.alloc(13);
      ihdr.writeUInt32BE(60_000, 0);
      ihdr.writeUInt32BE(60_000, 4);
      ihdr.set([1, 0, 0, 0, 0], 8);
      const bomb = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(60_000 * 64))), chunk('IEND', Buffer.alloc(0))]);
      expect(bomb.length).toBeLessThan(100_000);
      const files = async () => Number((await t.db.kysely.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const before = await files();
      for (const [data, type] of [[bomb, 'image/png'], [Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]), 'image/jpeg']] as const) {
        const res = await apply(promo('Y', 'N').id, {}, [{ data, type }], freshToken);
        expect(res.statusCode).toBe(400);
        expect(res.json().errorCode).toBe('activity.imageUnreadable');
      }
      expect(await files()).toBe(before);
    });

    it('refuses lying types, oversize pictures, a fourth picture and long remarks', async () => {
      const id = promo('Y', 'N').id;
      const count = async () => Number((await t.db.kysely.selectFrom('reward_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      expect((await apply(id, {}, [{ data: GIF, type: 'image/png', name: 'fake.png' }], freshToken)).json().errorCode).toBe('activity_image_type');
      expect((await apply(id, {}, [{ data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' }], freshToken)).json().errorCode).toBe('activity_image_type');
      const big = Buffer.concat([PNG, Buffer.alloc(5_242_881 - PNG.length)]);
      expect((await apply(id, {}, [{ data: big, type: 'image/png' }], freshToken)).json().errorCode).toBe('activity_apply_remark_limit3');
      const four = Array.from({ length: 4 }, () => ({ data: PNG, type: 'image/png' }));
      expect((await apply(id, {}, four, freshToken)).json().errorCode).toBe('activity_apply_remark_limit4');
      expect((await apply(promo('N', 'Y').id, { remarks: 'x'.repeat(141) }, [], freshToken)).json().errorCode).toBe('activity.remarks.tooLong');
      expect((await apply(id, {}, [{ data: PNG, type: 'image/png' }], trialToken)).json().errorCode).toBe('auth.trialRefused');
      expect(await count()).toBe(before);
    });

    it('rewardNeedsMet follows the table', () => {
      expect(rewardNeedsMet('Y', 'Y', 'r', 0)).toBe(false);
      expect(rewardNeedsMet('Y', 'Y', ' ', 1)).toBe(false);
      expect(rewardNeedsMet('Y', 'Y', 'r', 1)).toBe(true);
      expect(rewardNeedsMet('N', 'N', '', 0)).toBe(true);
    });
  });
});

describe('operator HTML is sanitised', () => {
  it('drops scripts, handlers and javascript: links, keeps formatting', () => {
    const out = sanitizeHtml('<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><a href="https://ok.example">ok</a></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<b>there</b>');
    expect(out).toContain('href="https://ok.example"');
  });
});

describe.each(['db', 'redis'] as const)('shared state on %s', (kind) => {
  let state: SharedState;
  let t: TestApp | undefined;
  beforeAll(async () => {
    if (kind === 'redis') state = new RedisSharedState(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `parlor-test-${Date.now()}:`);
    else {
      t = await createTestApp('sqlite', { demo: false });
      state = new DbSharedState(t.db.kysely);
    }
  });
  afterAll(async () => {
    await state.close();
    await t?.close();
  });

  it('sets, gets, expires and takes once', async () => {
    await state.set('a', '1', 60_000);
    expect(await state.get('a')).toBe('1');
    expect(await state.take('a')).toBe('1');
    expect(await state.take('a')).toBeNull();
    await state.set('short', 'x', 20);
    await new Promise((r) => setTimeout(r, 40));
    expect(await state.get('short')).toBeNull();
  });

  it('counts atomically in a window that restarts after it ends', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => state.incr('hits', 60_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await state.incr('win', 30);
    await new Promise((r) => setTimeout(r, 50));
    expect(await state.incr('win', 30)).toBe(1);
  });

  it('a hit answers the count and how long its window still runs', async () => {
    const first = await state.hit('windowed', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    await new Promise((r) => setTimeout(r, 30));
    const second = await state.hit('windowed', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeLessThan(first.resetInMs);
    expect((await state.hit('windowed', 60_000, 5)).count).toBe(7);
  });

  it('a counter always expires, even one that lost its expiry; decr never creates one or goes below zero', async () => {
    if (state instanceof RedisSharedState) {
      // A counter without a TTL (left behind by a Redis older than 7, where PEXPIRE NX failed) gets one on its next hit.
      const raw = (state as unknown as { redis: { set(k: string, v: string): Promise<unknown>; pttl(k: string): Promise<number> }; prefix: string });
      await raw.redis.set(`${raw.prefix}stuck`, '7');
      expect(await state.incr('stuck', 60_000)).toBe(8);
      const ttl = await raw.redis.pttl(`${raw.prefix}stuck`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    expect(await state.decr('never-made')).toBe(0);
    expect(await state.get('never-made')).toBeNull();
    await state.incr('down', 60_000);
    expect(await state.decr('down')).toBe(0);
    expect(await state.decr('down')).toBe(0);
    expect(await state.incr('down', 60_000)).toBe(1);
  });
});
