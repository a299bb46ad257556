import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../lib/constants';
import { dismissToast, toasts } from '../state/toasts';
import { openNewWindow } from './open-window';

afterEach(() => {
  for (const t of [...toasts.list]) dismissToast(t.id);
  vi.restoreAllMocks();
});

describe('openNewWindow (§8 "Popup blocked")', () => {
  it('a window the browser refuses says "Popup blocked"', () => {
    const open = vi.fn(() => null);
    expect(openNewWindow('https://t.me/parlor', open)).toBe(false);
    expect(open).toHaveBeenCalledWith('https://t.me/parlor', '_blank');
    expect(toasts.list.map((t) => t.key)).toEqual(['errors.system.popupBlocked']);
    const shown = toasts.list[0]!;
    expect(shown.until - Date.now()).toBeGreaterThan(TOAST_MS.short - 100);
    expect(shown.until - Date.now()).toBeLessThanOrEqual(TOAST_MS.short);
  });

  it('an opened window gets no opener and nothing is said', () => {
    const opened = { opener: window } as unknown as Window;
    expect(openNewWindow('https://t.me/parlor', () => opened)).toBe(true);
    expect(opened.opener).toBeNull();
    expect(toasts.list).toEqual([]);
  });

  it('uses window.open by default', () => {
    const spy = vi.spyOn(window, 'open').mockReturnValue(null);
    openNewWindow('https://example.com/help');
    expect(spy).toHaveBeenCalledWith('https://example.com/help', '_blank');
    expect(toasts.list.map((t) => t.key)).toEqual(['errors.system.popupBlocked']);
  });
});
