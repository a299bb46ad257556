import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, boot, BOOT_DATA_ID } from './boot';
import { settings } from '../state/settings';
import { STORAGE_KEYS } from '../state/storage';

vi.mock('./i18n', () => ({ initI18n: vi.fn(async () => undefined), withLaterTranslations: <T,>(load: () => Promise<T>) => load }));
const { initI18n } = await import('./i18n');

const status = (s: 0 | 1 | 2) => ({ status: s, maintenance: s === 1, regionRestriction: s === 2, location: { ip: '1.2.3.4' }, info: '' });
const siteSettings = {
  siteName: 'Parlor', currency: { code: 'PHP', symbol: '₱' }, defaultLanguage: 'TY', languages: ['EN', 'TY'],
  whitelabel: { PROMO3: true }, theme: { 'color-brand': '#ff0066' }, mobileTemplate: { mem_cen: '1' },
};

function serve(statusValue: unknown, delayMs = 0) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    await new Promise((r) => setTimeout(r, delayMs));
    const value = String(url).includes('/status') ? statusValue : siteSettings;
    return new Response(JSON.stringify({ success: true, value }));
  }));
}

describe('startup (§2, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    settings.status = null;
    settings.settings = null;
    settings.language = 'EN';
    document.documentElement.removeAttribute('style');
  });

  it('waits for the status and settings, then applies theme tokens and the configured default language', async () => {
    serve(status(1));
    await boot();
    expect(settings.status?.status).toBe(1);
    expect(settings.language).toBe('TY');
    expect(document.documentElement.style.getPropertyValue('--color-brand')).toBe('#ff0066');
  });

  it('keeps a language the player chose over the configured default', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'AR');
    settings.language = 'AR';
    serve(status(0));
    await boot();
    expect(settings.language).toBe('AR');
  });

  it('applies a cached status at once and refreshes it in the background', async () => {
    localStorage.setItem(STORAGE_KEYS.status, JSON.stringify(status(2)));
    localStorage.setItem('SITE_SETTINGS', JSON.stringify(siteSettings));
    serve(status(0), 50);
    await boot();
    expect(settings.status?.status).toBe(2);
    await vi.waitFor(() => expect(settings.status?.status).toBe(0));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.status)!).status).toBe(0);
  });

  it('applyTheme sets only the given tokens', () => {
    applyTheme({ 'color-bg': '#000000' });
    expect(document.documentElement.style.getPropertyValue('--color-bg')).toBe('#000000');
    expect(document.documentElement.style.getPropertyValue('--color-brand')).toBe('');
  });

  describe('boot data written into the page by the server', () => {
    afterEach(() => document.getElementById(BOOT_DATA_ID)?.remove());
    const inline = (text: string) => {
      const el = document.createElement('script');
      el.type = 'application/json';
      el.id = BOOT_DATA_ID;
      el.textContent = text;
      document.head.append(el);
    };

    it('starts from it without asking the server for status or settings', async () => {
      const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, value: [] })));
      vi.stubGlobal('fetch', fetch);
      inline(JSON.stringify({ status: status(1), settings: siteSettings }));
      await boot();
      expect(settings.status?.status).toBe(1);
      expect(settings.settings?.siteName).toBe('Parlor');
      expect(document.documentElement.style.getPropertyValue('--color-brand')).toBe('#ff0066');
      expect(fetch.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/system/'))).toEqual([]);
      // Kept, like a fetched answer, for the next start.
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.status)!).status).toBe(1);
    });

    it('runs in tasks of its own: nothing in the one that called it, the language in a later one than the settings', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, value: [] }))));
      inline(JSON.stringify({ status: status(1), settings: siteSettings }));
      // Counts the tasks that pass: a macrotask chain beside the boot.
      let tasks = 0;
      let counting = true;
      const tick = () => {
        tasks++;
        if (counting) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
      let settingsTask = -1;
      let languageTask = -1;
      vi.mocked(initI18n).mockImplementationOnce(async () => {
        languageTask = tasks;
      });
      // The theme's tokens land on <html> as the settings apply; a mutation record comes in the same task.
      const watch = new MutationObserver(() => {
        if (settingsTask < 0) settingsTask = tasks;
      });
      watch.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
      const done = boot();
      // The task that evaluated the app's code (here: the caller's) ends before any of the boot's work.
      expect(settings.status).toBeNull();
      await done;
      watch.disconnect();
      expect(settingsTask).toBeGreaterThanOrEqual(0);
      counting = false;
      expect(languageTask).toBeGreaterThan(settingsTask);
    });

    it('fetches as before when the block is malformed', async () => {
      serve(status(2));
      inline('{not json');
      await boot();
      expect(settings.status?.status).toBe(2);
    });
  });
});
