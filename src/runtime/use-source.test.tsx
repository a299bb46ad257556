import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { LANGUAGE_CHANGE_DEBOUNCE_MS } from '../lib/constants';

const acquire = vi.hoisted(() => vi.fn());
vi.mock('./source-cache', () => ({ acquire }));

import { useSource } from './use-source';

/** The languages each source was fetched in, in order. */
const fetched = (name: string) => acquire.mock.calls.filter(([n]) => n === name).map(([, , ctx]) => (ctx as { language: string }).language);

describe('useSource after a language change (§2, §7, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    acquire.mockReset();
    acquire.mockImplementation(() => ({ entry: { settled: true, data: [], promise: Promise.resolve([]) }, release: () => undefined }));
  });
  afterEach(() => vi.useRealTimers());

  const render = (name: string) =>
    renderHook(({ language }) => useSource({ name, params: {} } as never, { language, token: null }), { initialProps: { language: 'en' } });

  it('the winner board reloads 250 ms after the last change, once for a quick run of changes', () => {
    const { rerender } = render('winners.top');
    expect(fetched('winners.top')).toEqual(['en']);
    rerender({ language: 'ty' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ language: 'ar' });
    act(() => vi.advanceTimersByTime(LANGUAGE_CHANGE_DEBOUNCE_MS - 1));
    expect(fetched('winners.top')).toEqual(['en']);
    act(() => vi.advanceTimersByTime(1));
    expect(fetched('winners.top')).toEqual(['en', 'ar']);
    act(() => vi.advanceTimersByTime(1000));
    expect(fetched('winners.top')).toEqual(['en', 'ar']);
  });

  it('other language-bound data (banners) reloads at once', () => {
    const { rerender } = render('banners.group');
    rerender({ language: 'ty' });
    expect(fetched('banners.group')).toEqual(['en', 'ty']);
  });
});
