// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../lib/constants';
import { dismissToast, toast, toasts } from './toasts';

describe('toasts (§9 durations)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of [...toasts.list]) dismissToast(t.id);
    vi.useRealTimers();
  });

  it.each([
    ['tiny', 1500],
    ['normal', 2000],
    ['short', 3000],
    ['long', 8000],
  ] as const)('a %s toast shows for %i ms', (duration, ms) => {
    expect(TOAST_MS[duration]).toBe(ms);
    toast('errors.network.offline', duration);
    vi.advanceTimersByTime(ms - 1);
    expect(toasts.list.map((t) => t.key)).toEqual(['errors.network.offline']);
    vi.advanceTimersByTime(1);
    expect(toasts.list).toHaveLength(0);
  });

  it('defaults to 2 s', () => {
    toast('errors.system.unknown');
    vi.advanceTimersByTime(1999);
    expect(toasts.list).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.list).toHaveLength(0);
  });

  it('the same message again is not stacked: it stays for the new duration from now', () => {
    toast('errors.auth.trialRefused', 'normal');
    vi.advanceTimersByTime(1500);
    toast('errors.auth.trialRefused', 'normal');
    expect(toasts.list).toHaveLength(1);
    vi.advanceTimersByTime(1999);
    expect(toasts.list).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.list).toHaveLength(0);
  });

  it('different messages stack, each with its own duration', () => {
    toast('a', 'tiny');
    toast('b', 'long');
    expect(toasts.list.map((t) => t.key)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1500);
    expect(toasts.list.map((t) => t.key)).toEqual(['b']);
  });
});
