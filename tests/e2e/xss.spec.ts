/**
 * Operator HTML is sanitised before players see it: an operator with a console account stores XSS
 * payloads through the operator API (POST /api/admin/announcements, promotions,
 * help) and players open the pages that show them. Nothing runs, the dangerous
 * attributes never reach the DOM, and the API serves HTML without them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { requestsSeen } from './helpers';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<a href="javascript:window.__xss=1">tap here</a>',
  '<svg onload="window.__xss=1"><circle r="4"></circle></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss=1">hover</div>',
].join('');
const html = (marker: string) => `<p>${marker}</p>${PAYLOADS}<p><b>bold stays</b></p>`;
const DANGEROUS = /<script|<iframe|<svg|onerror|onload|onmouseover|javascript:/i;

interface Created {
  notice: number;
  promotion: number;
  helpTag: string;
}

async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/session', { data: { username: 'editor', password: 'editor1234' } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.token;
}

async function create(request: APIRequestContext, token: string, path: string, data: object): Promise<{ id: number; content: string }> {
  const res = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value;
}

/** Records anything that tries to run: the marker global, dialogs, and inline code the page's CSP refused. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async (scope: string) => {
    // A late handler fires on an image's load or error: wait until every image has done either
    // (a lazy one off screen never starts, and an attacker's image is not lazy).
    await page.waitForFunction((sel) => [...(document.querySelector(sel) ?? document.body).querySelectorAll('img')].every((i) => i.complete || i.loading === 'lazy'), scope);
    await requestsSeen(page);
    const state = await page.evaluate((sel) => {
      const root = document.querySelector(sel) ?? document.body;
      const all = [...root.querySelectorAll('*')];
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss,
        violations: (window as unknown as { __violations: string[] }).__violations,
        handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`)),
        jsUrls: all.flatMap((el) => [...el.attributes].filter((a) => /javascript:/i.test(a.value)).map((a) => `${el.tagName}[${a.name}]`)),
        scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('__xss')).length,
        frames: root.querySelectorAll('iframe, object, embed').length,
      };
    }, scope);
    expect(state.xss, 'window.__xss').toBeUndefined();
    expect(state.violations, 'inline code refused by the CSP (so it reached the page)').toEqual([]);
    expect(state.handlers).toEqual([]);
    expect(state.jsUrls).toEqual([]);
    expect(state.scripts).toBe(0);
    expect(state.frames).toBe(0);
    expect(dialogs).toEqual([]);
  };
}

test.describe('operator HTML cannot run in players\' pages', () => {
  const created = {} as Created;

  test.beforeAll(async ({ request }) => {
    const token = await operatorToken(request);
    created.notice = (await create(request, token, '/api/admin/announcements', { type: 'PL', title: 'XSS check notice', content: html('Notice marker'), sort: -100 })).id;
    await create(request, token, '/api/admin/announcements', { type: 'PU', popupKind: 'B', title: 'XSS check pop-up', content: html('Pop-up marker') });
    created.promotion = (await create(request, token, '/api/admin/promotions', { title: 'XSS check promotion', content: html('Promotion marker'), imageUrl: '/media/promo-7.svg', noExpiry: true, sort: -100 })).id;
    created.helpTag = 'xss-check';
    await create(request, token, '/api/admin/help', { tag: created.helpTag, title: 'XSS check help', content: html('Help marker'), sort: -100 });
  });

  test('the API serves the stored HTML without the payloads', async ({ request }) => {
    const notices = (await (await request.get('/api/notices')).json()).value.list as { id: number; content: string }[];
    const notice = notices.find((n) => n.id === created.notice)!;
    const popups = (await (await request.get('/api/announcements?types=PU')).json()).value.popup as { title: string; content: string }[];
    const promo = (await (await request.get(`/api/promotions/${created.promotion}`)).json()).value as { content: string };
    const help = (await (await request.get(`/api/help?tag=${created.helpTag}`)).json()).value.list[0] as { content: string };
    const served = { notice: notice.content, popup: popups.find((p) => p.title === 'XSS check pop-up')!.content, promo: promo.content, help: help.content };
    for (const [what, content] of Object.entries(served)) {
      expect(content, what).not.toMatch(DANGEROUS);
      expect(content, what).toContain('<b>bold stays</b>');
    }
  });

  test('promotion detail (/m/activity?id=) shows the text and runs nothing', async ({ page }) => {
    const check = await watch(page);
    await page.goto(`/m/activity?id=${created.promotion}`);
    const detail = page.getByTestId('promo-detail');
    await expect(detail).toContainText('Promotion marker');
    await expect(detail.getByText('bold stays')).toBeVisible();
    await expect(detail.getByText('tap here')).toBeVisible();
    await detail.getByText('hover').hover();
    await check('[data-testid="promo-detail"]');
  });

  test('help centre (/m/help?tag=) shows the text and runs nothing', async ({ page }) => {
    const check = await watch(page);
    await page.goto(`/m/help?tag=${created.helpTag}`);
    await expect(page.getByRole('heading', { name: 'XSS check help', level: 2 })).toBeVisible();
    await expect(page.getByTestId('help-screen')).toContainText('Help marker');
    await page.getByTestId('help-screen').getByText('hover').hover();
    await check('[data-testid="help-screen"]');
  });

  test('notice detail (/m/noticeDetail?id=) shows the text and runs nothing', async ({ page }) => {
    const check = await watch(page);
    await page.goto(`/m/noticeDetail?id=${created.notice}`);
    const detail = page.getByTestId('notice-detail');
    await expect(detail).toContainText('Notice marker');
    await expect(detail.getByText('bold stays')).toBeVisible();
    await check('[data-testid="notice-detail"]');
  });

  test('notice list (/m/notice): the opened notice shows the text and runs nothing', async ({ page }) => {
    const check = await watch(page);
    await page.goto('/m/notice');
    const item = page.getByTestId('notice-item').filter({ hasText: 'XSS check notice' });
    await item.getByRole('button', { name: /XSS check notice/ }).click();
    await expect(item.getByTestId('notice-body')).toContainText('Notice marker');
    await check('[data-testid="notice-screen"]');
  });

  test('home, with the notice in the marquee, runs nothing', async ({ page }) => {
    const check = await watch(page);
    await page.goto('/m/home');
    await expect(page.getByTestId('notice-marquee').getByRole('button', { name: 'XSS check notice' }).first()).toBeAttached();
    await check('body');
  });
});
