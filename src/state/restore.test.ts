import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage';

// The saved session and language are read when the boot asks, not when the modules load: a page's
// first read of localStorage is a synchronous load of the storage area, kept out of the task that
// evaluates the app's code.
describe('the saved session and language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
    localStorage.clear();
  });

  it('are not read from storage at import', async () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    await import('./session');
    await import('./settings');
    expect(read).not.toHaveBeenCalled();
  });

  it('are put into the stores by restoreSession and restoreLanguage', async () => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 't1', userName: 'demo', type: 0 }));
    localStorage.setItem(STORAGE_KEYS.language, 'ar');
    const { session, restoreSession, roleOf } = await import('./session');
    const { settings, restoreLanguage } = await import('./settings');
    expect(session.token).toBeNull();
    restoreSession();
    restoreLanguage();
    expect(session.userName).toBe('demo');
    expect(roleOf(session)).toBe('member');
    expect(settings.language).toBe('AR');
  });

  it('keep the defaults when nothing (or an unknown language) was saved', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'xx');
    const { session, restoreSession } = await import('./session');
    const { settings, restoreLanguage } = await import('./settings');
    restoreSession();
    restoreLanguage();
    expect(session.token).toBeNull();
    expect(settings.language).toBe('EN');
  });
});
