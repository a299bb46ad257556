// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isMedia, isOfflineCapableApi, isPlayerAsset, NAVIGATE_FALLBACK_ALLOW, NAVIGATE_FALLBACK_DENY, playerShellFiles, type ViteManifest } from './pwa';
import { PREVIEW_PARAM } from './preview-protocol';

const at = (path: string, sameOrigin = true) => ({ url: new URL(path, 'https://parlor.example'), sameOrigin });

describe('service worker routes', () => {
  it('keeps published layouts, settings, status and the public catalogue as an offline fallback', () => {
    for (const p of ['/api/layouts/home', '/api/layouts/side-menu', '/api/system/settings', '/api/system/status', '/api/games?gameType=RNG&pageNo=1', '/api/games/hot?pageSize=16', '/api/games/vendors', '/api/games/winners'])
      expect(isOfflineCapableApi(at(p)), p).toBe(true);
  });

  it('never keeps a console preview, a signed-in answer, a launch or another site', () => {
    for (const p of ['/api/layouts/home?preview=tok', '/api/member/info', '/api/member/favourites', '/api/games/G1/launch', '/api/auth/captcha', '/api/system/countries', '/api/admin/layouts', '/api/announcements?types=PL'])
      expect(isOfflineCapableApi(at(p)), p).toBe(false);
    expect(isOfflineCapableApi(at('https://other.example/api/layouts/home', false))).toBe(false);
  });

  it('caches media and the player chunks, never the console chunks', () => {
    expect(isMedia(at('/media/banner-1.svg'))).toBe(true);
    expect(isMedia(at('/api/media/x'))).toBe(false);
    expect(isPlayerAsset(at('/m/assets/help-screen-abc123.js'))).toBe(true);
    expect(isPlayerAsset(at('/m/assets/admin-abc123.js'))).toBe(false);
    expect(isPlayerAsset(at('/m/assets/admin-abc123.css'))).toBe(false);
  });

  it('runs the same when copied into sw.js as source text (no imports, no outer variables)', () => {
    for (const fn of [isOfflineCapableApi, isMedia, isPlayerAsset]) {
      const copy = new Function(`return (${fn.toString()})`)() as typeof fn;
      for (const p of ['/api/layouts/home', '/api/layouts/home?preview=1', '/media/a.png', '/m/assets/x-1.js', '/m/assets/admin-1.js', '/api/member/info'])
        expect(copy(at(p)), `${fn.name} ${p}`).toBe(fn(at(p)));
    }
  });

  it('answers every /m/ page with the shell, and nothing outside it', () => {
    const shellAnswers = (path: string) => NAVIGATE_FALLBACK_ALLOW.some((r) => r.test(path)) && !NAVIGATE_FALLBACK_DENY.some((r) => r.test(path));
    for (const p of ['/m/home', '/m/', '/m/slot-games', '/m/register.html', '/m/activity']) expect(shellAnswers(p), p).toBe(true);
    for (const p of ['/admin', '/admin/layouts', '/api/layouts/home', '/media/a.png', '/m/assets/main.js', '/']) expect(shellAnswers(p), p).toBe(false);
    // The console's preview frame gets the server's page (its boot data names the console's origin), never the cached shell.
    for (const p of [`/m/home?${PREVIEW_PARAM}=tok`, `/m/home?menu=side&${PREVIEW_PARAM}=tok`]) expect(shellAnswers(p), p).toBe(false);
  });
});

describe('precache: the player shell only', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/main-1.css'], dynamicImports: ['src/app/screens/home-screen.tsx', 'src/app/screens/help-screen.tsx', 'locales/en.json?part=first', 'locales/en.json?part=later', 'locales/ar.json?part=first', 'locales/ar.json?part=later', 'widgets/game-row/game-row.tsx', 'src/app/shell/side-menu.tsx'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
    'src/app/screens/home-screen.tsx': { file: 'assets/home-screen-1.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/app/screens/help-screen.tsx': { file: 'assets/help-screen-1.js', isDynamicEntry: true, imports: ['_safe-html.js'] },
    '_safe-html.js': { file: 'assets/safe-html-1.js' },
    'locales/en.json?part=first': { file: 'assets/en-1.js', isDynamicEntry: true },
    'locales/en.json?part=later': { file: 'assets/en-later-1.js', isDynamicEntry: true },
    'locales/ar.json?part=first': { file: 'assets/ar-1.js', isDynamicEntry: true },
    'locales/ar.json?part=later': { file: 'assets/ar-later-1.js', isDynamicEntry: true },
    'widgets/game-row/game-row.tsx': { file: 'assets/game-row-1.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/app/shell/side-menu.tsx': { file: 'assets/side-menu-1.js', isDynamicEntry: true },
    'admin.html': { file: 'assets/admin-1.js', isEntry: true, imports: ['_react.js', '_console-only.js'], css: ['assets/admin-1.css'] },
    '_console-only.js': { file: 'assets/editor-1.js' },
  };
  const files = playerShellFiles(manifest);

  it('holds index.html, the entry, its imports and CSS, home, widgets, shell pieces and English', () => {
    for (const f of ['index.html', 'assets/main-1.js', 'assets/main-1.css', 'assets/react-1.js', 'assets/home-screen-1.js', 'assets/shared-1.js', 'assets/game-row-1.js', 'assets/side-menu-1.js', 'assets/en-1.js', 'assets/en-later-1.js'])
      expect(files.has(f), f).toBe(true);
  });

  it('leaves other screens and languages to the runtime cache', () => {
    for (const f of ['assets/help-screen-1.js', 'assets/safe-html-1.js', 'assets/ar-1.js', 'assets/ar-later-1.js']) expect(files.has(f), f).toBe(false);
  });

  it('holds nothing only the console loads', () => {
    for (const f of ['admin.html', 'assets/admin-1.js', 'assets/admin-1.css', 'assets/editor-1.js']) expect(files.has(f), f).toBe(false);
  });
});
