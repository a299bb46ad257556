// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toasts } from './toasts';
import { install, listenForInstallPrompt, type InstallPromptEvent } from './install';
import { installApp } from './install-offer';

afterEach(() => {
  for (const t of [...toasts.list]) dismissToast(t.id);
});

/** A BeforeInstallPromptEvent whose prompt does what the test says. */
function offer(prompt: () => Promise<unknown>, outcome: 'accepted' | 'dismissed' = 'accepted') {
  const e = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  Object.assign(e, { prompt: vi.fn(prompt), userChoice: Promise.resolve({ outcome }) });
  return e;
}

const target = new EventTarget() as unknown as Window;
listenForInstallPrompt(target);

describe('installing the web app (§8 installation errors)', () => {
  it('keeps the browser offer (its mini bar suppressed) and shows the prompt once', async () => {
    const e = offer(() => Promise.resolve());
    target.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(install.available).toBe(true);
    await expect(installApp()).resolves.toBe('accepted');
    expect(e.prompt).toHaveBeenCalledTimes(1);
    expect(install.available).toBe(false);
    expect(toasts.list).toEqual([]);
  });

  it('a player who declines is not an error', async () => {
    target.dispatchEvent(offer(() => Promise.resolve(), 'dismissed'));
    await expect(installApp()).resolves.toBe('dismissed');
    expect(toasts.list).toEqual([]);
  });

  it('a prompt that fails shows "download.installFailed"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    target.dispatchEvent(offer(() => Promise.reject(new DOMException('The prompt() method must be called with a user gesture', 'NotAllowedError'))));
    await expect(installApp()).resolves.toBe('failed');
    expect(toasts.list.map((t) => t.key)).toEqual(['errors.download.installFailed']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('without an offer (already used, or installed meanwhile) it fails the same way', async () => {
    target.dispatchEvent(offer(() => Promise.resolve()));
    target.dispatchEvent(new Event('appinstalled'));
    expect(install.available).toBe(false);
    await expect(installApp()).resolves.toBe('failed');
    expect(toasts.list.map((t) => t.key)).toEqual(['errors.download.installFailed']);
  });
});
