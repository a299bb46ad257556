// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHANGE_DEBOUNCE_MS, REVALIDATE_DEBOUNCE_MS } from './constants';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the §9 debounces: re-validation 200 ms, language change 250 ms', () => {
    expect(REVALIDATE_DEBOUNCE_MS).toBe(200);
    expect(LANGUAGE_CHANGE_DEBOUNCE_MS).toBe(250);
  });

  it('runs once, ms after the last call, with the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d('EN');
    vi.advanceTimersByTime(150);
    d('TY');
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('TY');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs again for calls after a run', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d(1);
    vi.advanceTimersByTime(200);
    d(2);
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([[1], [2]]);
  });

  it('cancel drops the pending run', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d();
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
