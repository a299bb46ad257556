// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './pwa';

describe('service worker registration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('registers /m/sw.js for the /m/ scope', async () => {
    const registration = { scope: 'https://parlor.example/m/' } as ServiceWorkerRegistration;
    const register = vi.fn(async () => registration);
    expect(await registerServiceWorker({ register })).toBe(registration);
    expect(register).toHaveBeenCalledWith('/m/sw.js', { scope: '/m/' });
  });

  it('a refused registration is logged, never thrown: the site works without it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = vi.fn(async () => Promise.reject(new Error('SecurityError')));
    expect(await registerServiceWorker({ register })).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toContain('SecurityError');
  });
});
