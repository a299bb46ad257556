/**
 * Content screens: reward application (§4 rule table, §5 refusals), notices and
 * their read marking (member vs trial), notice detail, events, help detail, the download page
 * and pop-up under several devices, and the community pop-up. At 390×844 against the real
 * server on a fresh database.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { UA } from '../fixtures/user-agents';
import { E2E_DATA_DIR } from './env';
import { recordToasts, requestsSeen } from './helpers';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

interface Session {
  token: string;
  userName: string;
  type: number;
}

/** Signs in through the API (as the login screen would) and hands the session to the page's storage. */
async function signIn(context: BrowserContext, request: APIRequestContext, who: 'demo' | 'trial'): Promise<Session> {
  const res =
    who === 'trial'
      ? await request.post('/api/auth/trial')
      : await request.post('/api/auth/login', { data: { username: who, password: 'demo1234', type: 'username' } });
  const body = (await res.json()) as { success: boolean; value: Session };
  expect(body.success, JSON.stringify(body)).toBe(true);
  const session = { token: body.value.token, userName: body.value.userName, type: body.value.type };
  await context.addInitScript((v) => localStorage.setItem('MC_SESSION_INFO', v), JSON.stringify(session));
  return session;
}

interface Promo {
  id: number;
  title: string;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
}

async function promotions(request: APIRequestContext): Promise<Promo[]> {
  const list = ((await (await request.get('/api/announcements?types=PR')).json()) as { value: { promotion: { id: number }[] } }).value.promotion;
  return Promise.all(list.map(async (p) => ((await (await request.get(`/api/promotions/${p.id}`)).json()) as { value: Promo }).value));
}

const promoWith = (list: Promo[], image: 'Y' | 'N', remark: 'Y' | 'N') => {
  const p = list.find((x) => x.imageRequired === image && x.remarkRequired === remark);
  if (!p) throw new Error(`the seed has no promotion with image ${image}, remark ${remark}`);
  return p;
};

/** A real picture drawn on a canvas in the page: small, or a large noisy one that needs compressing. */
async function picture(page: Page, opts: { type: 'image/png' | 'image/jpeg'; size: number; noise?: boolean }): Promise<Buffer> {
  const b64 = await page.evaluate(async ({ type, size, noise }) => {
    const c = document.createElement('canvas');
    c.width = size;
    c.height = size;
    const ctx = c.getContext('2d')!;
    if (noise) {
      const img = ctx.createImageData(size, size);
      for (let i = 0; i < img.data.length; i++) img.data[i] = i % 4 === 3 ? 255 : (Math.random() * 256) | 0;
      ctx.putImageData(img, 0, 0);
    } else {
      ctx.fillStyle = '#f7c248';
      ctx.fillRect(0, 0, size, size);
    }
    const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), type, 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }, opts);
  return Buffer.from(b64, 'base64');
}

function db(readonly = true) {
  const d = new Database(join(E2E_DATA_DIR, 'parlor.db'), { readonly });
  d.pragma('busy_timeout = 5000');
  return d;
}

/** Forgets which notices a member has read, so the test starts from all unread whatever ran before. */
function clearReads(account: string) {
  const d = db(false);
  try {
    d.prepare('delete from announcement_reads where member_id = (select id from members where account = ?)').run(account);
  } finally {
    d.close();
  }
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test.describe('reward application (§2, §4, §5)', () => {
  test('without a session or an id the form goes back to /m/activity', async ({ page, context, request }) => {
    await page.goto('/m/applyReward?id=1');
    await expect(page).toHaveURL(/\/m\/activity$/);
    await signIn(context, request, 'demo');
    await page.goto('/m/applyReward');
    await expect(page).toHaveURL(/\/m\/activity$/);
    await page.goto('/m/applyReward?id=abc');
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('the promotion detail leads to the form: visitors to log in first', async ({ page, context, request }) => {
    const promo = promoWith(await promotions(request), 'N', 'N');
    await page.goto(`/m/activity?id=${promo.id}`);
    await page.getByTestId('promo-detail').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await signIn(context, request, 'demo');
    await page.goto(`/m/activity?id=${promo.id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(new RegExp(`/m/applyReward\\?id=${promo.id}$`));
    await expect(page.getByTestId('apply-title')).toHaveText(promo.title);
  });

  test('every flag combination: fields per flags, Submit exactly by the §4 rule table, Cancel clears', async ({ page, context, request }) => {
    await signIn(context, request, 'demo');
    const list = await promotions(request);
    const png = await picture(page, { type: 'image/png', size: 40 });
    const submit = page.getByRole('button', { name: 'Submit' });
    const remarks = page.getByRole('textbox');
    const input = page.getByTestId('picture-input');
    const pictures = page.getByTestId('picture');

    // Both N: nothing to fill, Submit always enabled.
    await page.goto(`/m/applyReward?id=${promoWith(list, 'N', 'N').id}`);
    await expect(page.getByTestId('apply-needs')).toHaveText('Nothing else is needed: submit to apply.');
    await expect(remarks).toHaveCount(0);
    await expect(input).toHaveCount(0);
    await expect(submit).toBeEnabled();

    // Remark only: blank remarks do not count; 140 characters at most.
    await page.goto(`/m/applyReward?id=${promoWith(list, 'N', 'Y').id}`);
    await expect(input).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await remarks.fill('    ');
    await expect(submit).toBeDisabled();
    await remarks.fill('x'.repeat(150));
    await expect(remarks).toHaveValue('x'.repeat(140));
    await expect(page.getByTestId('remarks-count')).toHaveText('140/140');
    await expect(submit).toBeEnabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(remarks).toHaveValue('');
    await expect(submit).toBeDisabled();

    // Image only: a picture enables it, remarks are not asked.
    await page.goto(`/m/applyReward?id=${promoWith(list, 'Y', 'N').id}`);
    await expect(remarks).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await expect(pictures).toHaveCount(1);
    await expect(submit).toBeEnabled();
    await page.getByRole('button', { name: 'Remove picture 1' }).click();
    await expect(pictures).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await input.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(pictures).toHaveCount(0);
    await expect(submit).toBeDisabled();

    // Both Y: remarks and a picture.
    await page.goto(`/m/applyReward?id=${promoWith(list, 'Y', 'Y').id}`);
    await expect(submit).toBeDisabled();
    await remarks.fill('Game ID 4242');
    await expect(submit).toBeDisabled();
    await input.setInputFiles({ name: 'catch.png', mimeType: 'image/png', buffer: png });
    await expect(submit).toBeEnabled();
    await remarks.fill('');
    await expect(submit).toBeDisabled();
    await remarks.fill('Game ID 4242');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(remarks).toHaveValue('');
    await expect(pictures).toHaveCount(0);
    await expect(page.getByTestId('pictures-count')).toHaveText('0/3');
    await expect(submit).toBeDisabled();
  });

  test('upload refusals: wrong type for 1.5 s, too large, a fourth picture, an unreadable picture', async ({ page, context, request }) => {
    await signIn(context, request, 'demo');
    const promo = promoWith(await promotions(request), 'Y', 'N');
    const png = await picture(page, { type: 'image/png', size: 40 });
    await page.clock.install();
    await page.goto(`/m/applyReward?id=${promo.id}`);
    const input = page.getByTestId('picture-input');
    const pictures = page.getByTestId('picture');
    await input.waitFor({ state: 'attached' });
    // Far enough ahead that the page's clock has not passed it by the time pauseAt runs (a busy machine).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

    await input.setInputFiles({ name: 'funny.gif', mimeType: 'image/gif', buffer: Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex') });
    const typeToast = toast(page, 'Only JPEG and PNG pictures can be uploaded');
    await expect(typeToast).toBeVisible();
    await page.clock.runFor(1400);
    await expect(typeToast).toBeVisible();
    await page.clock.runFor(200);
    await expect(typeToast).toHaveCount(0);
    await expect(pictures).toHaveCount(0);

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(5_242_881 - png.length)]) });
    await expect(toast(page, 'Each picture must be 5 MB or smaller')).toBeVisible();
    await expect(pictures).toHaveCount(0);

    await input.setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ffd8ffe000104a464946000101000001000100000000ffd9', 'hex') });
    await expect(toast(page, 'This picture could not be read. Please choose another one.')).toBeVisible();
    await expect(pictures).toHaveCount(0);

    await input.setInputFiles([1, 2, 3, 4].map((n) => ({ name: `p${n}.png`, mimeType: 'image/png', buffer: png })));
    await expect(toast(page, 'You can upload at most 3 pictures')).toBeVisible();
    await expect(pictures).toHaveCount(3);
    await expect(page.getByTestId('pictures-count')).toHaveText('3/3');
    await expect(page.getByRole('button', { name: 'Add picture' })).toHaveCount(0);
    await input.setInputFiles({ name: 'p5.png', mimeType: 'image/png', buffer: png });
    await expect(pictures).toHaveCount(3);
  });

  test('a successful application: large pictures compressed, upload progress, stored by the API, back to /m/activity', async ({ page, context, request }) => {
    const session = await signIn(context, request, 'demo');
    const promo = promoWith(await promotions(request), 'Y', 'Y');
    const big = await picture(page, { type: 'image/png', size: 1100, noise: true });
    expect(big.length).toBeGreaterThan(1_048_576);
    expect(big.length).toBeLessThanOrEqual(5_242_880);
    const small = await picture(page, { type: 'image/jpeg', size: 60 });

    await page.goto(`/m/applyReward?id=${promo.id}`);
    await page.getByRole('textbox').fill('  My best catch: golden toad  ');
    await page.getByTestId('picture-input').setInputFiles([
      { name: 'catch.png', mimeType: 'image/png', buffer: big },
      { name: 'id.jpg', mimeType: 'image/jpeg', buffer: small },
    ]);
    await expect(page.getByTestId('picture')).toHaveCount(2);

    // Slow the upload down so the progress bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/promotions/${promo.id}/apply`) && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/promotions/${promo.id}/apply`));
    const toastsSeen = await recordToasts(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('apply-loading')).toBeVisible();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThan(0);
    const req = await sent;
    expect(req.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.headers()['authorization']).toBe(`Bearer ${session.token}`);
    const res = await answered;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const body = (await res.json()) as { success: boolean; value: { applicationId: number; pictures: string[] } };
    expect(body.success).toBe(true);
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect.poll(toastsSeen).toContainEqual(expect.stringContaining('Application submitted'));

    const d = db();
    try {
      const app = d.prepare('select a.promotion_id, a.remarks, a.status, m.account from reward_applications a join members m on m.id = a.member_id where a.id = ?').get(body.value.applicationId);
      expect(app).toEqual({ promotion_id: promo.id, remarks: 'My best catch: golden toad', status: 'Applying', account: 'demo' });
      const uploads = d.prepare('select content_type, size from uploads where application_id = ? order by rowid').all(body.value.applicationId) as { content_type: string; size: number }[];
      expect(uploads).toHaveLength(2);
      // The big PNG went up re-encoded as a smaller JPEG; the small JPEG as it was. The server then
      // decodes and encodes each again before storing it (no metadata): both are stored as JPEGs.
      expect(uploads[0]!.content_type).toBe('image/jpeg');
      expect(uploads[0]!.size).toBeLessThan(big.length);
      expect(uploads[1]!.content_type).toBe('image/jpeg');
      expect(uploads[1]!.size).toBeGreaterThan(0);
    } finally {
      d.close();
    }
    const stored = await request.get(body.value.pictures[0]!, { headers: { authorization: `Bearer ${session.token}` } });
    expect(stored.headers()['content-type']).toBe('image/jpeg');
  });

  test('the loading shows for at most 10 s; a refused submission keeps what was entered', async ({ page, context, request }) => {
    await signIn(context, request, 'demo');
    const promo = promoWith(await promotions(request), 'N', 'Y');
    await page.clock.install();
    await page.goto(`/m/applyReward?id=${promo.id}`);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/api/promotions/${promo.id}/apply`, async (route) => {
      await held;
      await route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ success: false, errorCode: 'activity.closed', message: 'closed' }) });
    });
    await page.getByRole('textbox').fill('Game ID 77');
    // Far enough ahead that the page's clock has not passed it by the time pauseAt runs (a busy machine).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('apply-loading')).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(page.getByTestId('apply-loading')).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(page.getByTestId('apply-loading')).toHaveCount(0);
    // Still in flight: no second submission.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    release();
    await expect(toast(page, 'This promotion has ended')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/applyReward\?id=/);
    await expect(page.getByRole('textbox')).toHaveValue('Game ID 77');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('a trial player is told to use a real account', async ({ page, context, request }) => {
    await signIn(context, request, 'trial');
    const promo = promoWith(await promotions(request), 'N', 'N');
    await page.goto(`/m/applyReward?id=${promo.id}`);
    await expect(page.getByRole('alert')).toHaveText('Please log in to a real account to use this function');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

test.describe('notices (§2, §4)', () => {
  test('a member: unread highlighted, opening marks read locally, then on the server, then refetches', async ({ page, context, request }) => {
    clearReads('demo');
    await signIn(context, request, 'demo');
    const calls: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/notices') || /\/api\/announcements\/\d+\/read$/.test(u.pathname)) calls.push(`${r.method()} ${u.pathname} ${r.postData() ?? ''}`.trim());
    });
    await page.goto('/m/notice');
    const items = page.getByTestId('notice-item');
    await expect(items.first()).toBeVisible();
    const n = await items.count();
    expect(n).toBeGreaterThan(2);
    await expect(page.locator('[data-testid=notice-item][data-read=false]')).toHaveCount(n);
    await expect(items.first()).toContainText(/\d{4}\/\d{2}\/\d{2}/);
    calls.length = 0;

    // Hold the server call, to see the local update come first.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/announcements/*/read', async (route) => {
      await held;
      await route.continue();
    });
    const second = items.nth(1);
    const id = Number((await request.get('/api/notices').then((r) => r.json())).value.list[1].id);
    await second.getByRole('button').first().click();
    await expect(second.getByTestId('notice-body')).toBeVisible();
    await expect(second).toHaveAttribute('data-read', 'true');
    expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(0);
    release();
    await expect.poll(() => calls).toEqual([`POST /api/announcements/${id}/read {"announcementId":${id},"read":true}`, 'GET /api/notices']);
    await expect(page.getByTestId('notice-unread-count')).toHaveText(`Unread: ${n - 1}`);

    await page.reload();
    await expect(items.nth(1)).toHaveAttribute('data-read', 'true');
    await expect(items.nth(0)).toHaveAttribute('data-read', 'false');
  });

  test('a trial player sees every notice as read and cannot mark', async ({ page, context, request }) => {
    await signIn(context, request, 'trial');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/read') && posts.push(r.url()));
    await page.goto('/m/notice');
    const items = page.getByTestId('notice-item');
    await expect(items.first()).toBeVisible();
    await expect(page.locator('[data-testid=notice-item][data-read=false]')).toHaveCount(0);
    await expect(page.getByTestId('notice-unread-count')).toHaveCount(0);
    await items.nth(2).getByRole('button').first().click();
    await expect(items.nth(2).getByTestId('notice-body')).toBeVisible();
    await requestsSeen(page);
    expect(posts).toEqual([]);
  });

  test('a visitor sees them unread and opening one marks nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/read') && posts.push(r.url()));
    await page.goto('/m/notice');
    const items = page.getByTestId('notice-item');
    await items.first().getByRole('button').first().click();
    await expect(items.first().getByTestId('notice-body')).toBeVisible();
    await requestsSeen(page);
    await expect(items.first()).toHaveAttribute('data-read', 'false');
    expect(posts).toEqual([]);
  });

  test('the marquee opens the notice list at the tapped item; one item open at a time', async ({ page }) => {
    await page.goto('/m/home');
    const marquee = page.getByTestId('notice-marquee');
    await marquee.waitFor();
    const item = marquee.getByRole('button').nth(2);
    const title = (await item.textContent())!;
    // The strip never stops moving, so tap it by event rather than by position.
    await item.dispatchEvent('click');
    await expect(page).toHaveURL(/\/m\/notice\?index=2$/);
    const third = page.getByTestId('notice-item').nth(2);
    await expect(third.getByTestId('notice-body')).toBeVisible();
    await expect(third).toContainText(title);
    await expect(page.getByTestId('notice-body')).toHaveCount(1);
    await page.getByTestId('notice-item').nth(0).getByRole('button').first().click();
    await expect(page.getByTestId('notice-body')).toHaveCount(1);
    await expect(page.getByTestId('notice-item').nth(0).getByTestId('notice-body')).toBeVisible();
  });

  test('the detail: title, date year-month-day, sanitised HTML; an unknown id says so', async ({ page, request }) => {
    const first = (await (await request.get('/api/notices')).json()).value.list[0] as { id: number; title: string; startDate: string };
    await page.goto(`/m/noticeDetail?id=${first.id}`);
    const detail = page.getByTestId('notice-detail');
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(first.title);
    // One notice date format on every screen: §9's year/month/day.
    await expect(page.getByTestId('notice-date')).toHaveText(first.startDate.slice(0, 10).replace(/-/g, '/'));
    await expect(page.getByTestId('notice-date')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
    await expect(detail.locator('.prose-parlor b')).toHaveText('Fortune Gems Deluxe');
    await page.getByRole('link', { name: 'All notices' }).click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await page.goto('/m/noticeDetail?id=999999');
    await expect(page.getByTestId('notice-missing')).toContainText('This notice is no longer available.');
  });
});

test.describe('events and help detail', () => {
  test('the event page: the m_event1 banner, then the m_event images; an image follows its link', async ({ page, request }) => {
    const top = (await (await request.get('/api/announcements?types=B&groupName=m_event1')).json()).value.banners as { title: string }[];
    const list = (await (await request.get('/api/announcements?types=B&groupName=m_event')).json()).value.banners as { title: string }[];
    expect(top.length).toBeGreaterThan(0);
    await page.goto('/m/event');
    // The published `event` layout: the banner block first, then the image list.
    const blocks = page.getByTestId('layout-event').locator(':scope > .block-slot');
    await expect(blocks.first().getByTestId('banner-carousel')).toBeVisible();
    await expect(blocks.nth(1).getByTestId('image-list-item')).toHaveCount(list.length);
    await page.getByRole('button', { name: 'MISSION 1: SPIN 100' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
  });

  test.describe('landing from the network', () => {
    // Once the service worker controls the site (it registers after the first screen), a visit is
    // served the cached shell, which brings no answers: each visit here is a first one.
    test.use({ serviceWorkers: 'block' });
    test("a visitor's help, download, notice, missions, register, search and lottery screens open with the data the page brought: no request for it", async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname.startsWith('/api/')) asked.push(u.pathname, u.pathname + u.search);
      });
      const screens = [
        ['/m/help', '/api/help', page.getByTestId('help-accordion')],
        ['/m/download', '/api/downloads', page.getByTestId('download-android')],
        ['/m/notice', '/api/notices', page.getByTestId('notice-item').first()],
        ['/m/missions', '/api/missions', page.getByTestId('promo-card').first()],
        ['/m/register', '/api/announcements', page.getByTestId('register-banner').getByRole('img').first()],
        ['/m/search-games', '/api/games/hot', page.getByTestId('game-tile').first()],
      ] as const;
      for (const [url, read, content] of screens) {
        await page.goto(url);
        await expect(content, url).toBeVisible();
        expect(asked, url).not.toContain(read);
      }
      // The lottery entry opens the lottery of the prize mode the vendor mapping gives, at once.
      asked.length = 0;
      await page.goto('/m/lottery');
      await expect(page).toHaveURL(/\/m\/(elott|lott)$/);
      expect(asked).not.toContain('/api/games/vendors');
    });
  });

  test('help detail by tag and by id; a missing entry points to the help centre', async ({ page, request }) => {
    const help = (await (await request.get('/api/help?lang=en')).json()).value.list as { id: number; tag: string; title: string }[];
    await page.goto('/m/helpDetail?tag=faq');
    await expect(page.getByTestId('help-detail').getByRole('heading', { level: 2 })).toHaveText('Frequently asked questions');
    await page.goto(`/m/helpDetail?id=${help[1]!.id}`);
    await expect(page.getByTestId('help-detail').getByRole('heading', { level: 2 })).toHaveText(help[1]!.title);
    await page.goto('/m/helpDetail?id=999999');
    await page.getByTestId('help-missing').getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });
});

test.describe('download page and pop-up (§2 platform rules)', () => {
  async function device(browser: Browser, userAgent: string, mobile = true, storage: Record<string, string> = {}) {
    const context = await browser.newContext({ ...PHONE, isMobile: mobile, hasTouch: mobile, userAgent });
    if (Object.keys(storage).length) await context.addInitScript((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
    const page = await context.newPage();
    return { context, page };
  }
  const openPopup = async (page: Page) => {
    await page.goto('/m/home');
    await page.getByTestId('header-download').click();
    const popup = page.getByTestId('download-popup');
    await expect(popup.getByTestId('download-options')).toBeVisible();
    await expect(popup.getByTestId('download-banner')).toContainText('Get the Parlor app');
    await expect(popup.getByTestId('download-bonus')).toBeVisible();
    return page.getByRole('dialog', { name: 'Download app' });
  };
  let links: Record<string, string>;
  test.beforeAll(async ({ request }) => {
    const d = (await (await request.get('/api/downloads')).json()).value.downloads as { resourceType: string; url: string }[];
    links = Object.fromEntries(d.map((x) => [x.resourceType, x.url]));
    expect(Object.keys(links)).toEqual(expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'TELEGRAM']));
  });

  test('iPhone Safari: iOS, profile install and the add-to-home guide; Telegram in a new window; no Android in the pop-up', async ({ browser }) => {
    const { context, page } = await device(browser, UA.iphoneSafari);
    const popup = await openPopup(page);
    await expect(popup.getByTestId('download-ios')).toHaveAttribute('href', links.IOS!);
    await expect(popup.getByTestId('download-android')).toHaveCount(0);
    await expect(popup.getByTestId('download-profile')).toHaveAttribute('href', links.MOBILECONFIG!);
    await expect(popup.getByTestId('add-to-home')).toBeVisible();
    await expect(popup.getByTestId('a2hs-tip-12')).toHaveCount(0);
    await expect(popup.getByTestId('use-safari')).toHaveCount(0);
    const telegram = popup.getByTestId('download-telegram');
    await expect(telegram).toHaveAttribute('href', links.TELEGRAM!);
    await expect(telegram).toHaveAttribute('target', '_blank');

    // The page offers both stores, plus the iOS extras.
    await page.goto('/m/download');
    await expect(page.getByTestId('download-ios')).toHaveAttribute('href', links.IOS!);
    await expect(page.getByTestId('download-android')).toHaveAttribute('href', links.Android!);
    await expect(page.getByTestId('add-to-home')).toBeVisible();
    await context.close();
  });

  test('iPhone Safari with the web clip installed (WEBCLIP=1): no profile install', async ({ browser }) => {
    const { context, page } = await device(browser, UA.iphoneSafari, true, { WEBCLIP: '1' });
    const popup = await openPopup(page);
    await expect(popup.getByTestId('download-ios')).toBeVisible();
    await expect(popup.getByTestId('download-profile')).toHaveCount(0);
    await context.close();
  });

  test('iOS 11 Safari: the guide carries the extra tips for 12.1 and older and 11 and older', async ({ browser }) => {
    const { context, page } = await device(browser, UA.iphoneSafari11_4);
    const popup = await openPopup(page);
    await expect(popup.getByTestId('a2hs-tip-12')).toBeVisible();
    await expect(popup.getByTestId('a2hs-tip-11')).toBeVisible();
    await context.close();
  });

  test('iPhone Chrome: "Please use Safari", no add-to-home guide; the profile is refused outside Safari', async ({ browser }) => {
    const { context, page } = await device(browser, UA.iphoneChrome);
    const popup = await openPopup(page);
    await expect(popup.getByTestId('use-safari')).toHaveText('Please use Safari for download App.');
    await expect(popup.getByTestId('add-to-home')).toHaveCount(0);
    await expect(popup.getByTestId('download-ios')).toBeVisible();
    const before = page.url();
    await popup.getByTestId('download-profile').click();
    await expect(toast(page, 'Please use Safari for download App.')).toBeVisible();
    expect(page.url()).toBe(before);
    await context.close();
  });

  test('Android: only the Android download (and Telegram)', async ({ browser }) => {
    const { context, page } = await device(browser, UA.androidChrome);
    const popup = await openPopup(page);
    await expect(popup.getByTestId('download-android')).toHaveAttribute('href', links.Android!);
    for (const id of ['download-ios', 'download-profile', 'add-to-home', 'use-safari']) await expect(popup.getByTestId(id)).toHaveCount(0);
    await expect(popup.getByTestId('download-telegram')).toBeVisible();
    await context.close();
  });

  test('desktop: both stores, no iOS extras', async ({ browser }) => {
    const { context, page } = await device(browser, UA.desktopChrome, false);
    const popup = await openPopup(page);
    await expect(popup.getByTestId('download-ios')).toBeVisible();
    await expect(popup.getByTestId('download-android')).toBeVisible();
    for (const id of ['download-profile', 'add-to-home', 'use-safari']) await expect(popup.getByTestId(id)).toHaveCount(0);
    await context.close();
  });

  test('inside the app: no download button, and the page is hidden', async ({ browser }) => {
    const { context, page } = await device(browser, UA.androidApp);
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('header-download')).toHaveCount(0);
    await page.goto('/m/download');
    await expect(page.getByTestId('download-hidden')).toContainText('You are already using the app.');
    await expect(page.getByTestId('download-ios')).toHaveCount(0);
    await context.close();
  });
});

test.describe('community pop-up (§2)', () => {
  test('the side menu opens the configured channels, each in a new window', async ({ page, request }) => {
    const channels = (await (await request.get('/api/downloads')).json()).value.channels as { resourceType: string; url: string }[];
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Community' }).click();
    const sheet = page.getByTestId('channel-popup');
    for (const type of ['TELEGRAM', 'FACEBOOK', 'FBGROUP']) {
      const c = channels.find((x) => x.resourceType === type)!;
      await expect(sheet.getByTestId(`channel-${type}`)).toHaveAttribute('href', c.url);
      await expect(sheet.getByTestId(`channel-${type}`)).toHaveAttribute('target', '_blank');
    }
    await expect(sheet.getByRole('link')).toHaveCount(3);
  });
});
