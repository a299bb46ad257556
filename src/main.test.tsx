import { describe, expect, it, vi } from 'vitest';

// What happens, in order, as the entry module runs.
const order: string[] = [];
let finishBoot: () => void = () => undefined;

vi.mock('./app/boot', () => ({
  boot: () =>
    new Promise<void>((resolve) => {
      finishBoot = () => {
        order.push('boot done');
        resolve();
      };
    }),
}));
vi.mock('react-dom/client', () => {
  order.push('react-dom/client evaluated');
  return { createRoot: () => ({ render: () => order.push('render') }) };
});
vi.mock('./app/app', () => ({ App: () => null }));
vi.mock('./app/i18n', () => ({ loadLaterTranslations: async () => undefined }));
vi.mock('./app/shell/bottom-sheet', () => ({ preloadSheets: () => undefined }));
vi.mock('./runtime/first-screen', () => ({ whenFirstScreen: () => new Promise(() => undefined) }));
vi.mock('./state/install', () => ({ listenForInstallPrompt: () => undefined }));

describe('the entry module', () => {
  it("sets React's DOM renderer up only once the boot is done, not while the app's code is evaluated", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main');
    expect(order).toEqual([]);
    finishBoot();
    // The renderer's module loads as the boot ends; on a busy machine that import can take a while.
    await vi.waitFor(() => expect(order).toEqual(['boot done', 'react-dom/client evaluated', 'render']), { timeout: 10_000 });
  });
});
