import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import tl from '../../../locales/tl-ph.json';
import { REVALIDATE_DEBOUNCE_MS } from '../../lib/constants';
import { onLanguageSettled, useRevalidateOnLanguageChange } from './use-language-revalidation';

/** A stand-in for i18next's emitter. */
function emitter() {
  const listeners = new Set<() => void>();
  return {
    on: vi.fn((_e: string, l: () => void) => void listeners.add(l)),
    off: vi.fn((_e: string, l: () => void) => void listeners.delete(l)),
    emit: () => listeners.forEach((l) => l()),
    size: () => listeners.size,
  };
}

describe('re-validation after a language change (§2, §9 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    vi.useRealTimers();
    await i18next.changeLanguage('en');
  });

  it('runs 200 ms after the last change, once for a quick run of changes', () => {
    const e = emitter();
    const revalidate = vi.fn();
    onLanguageSettled(revalidate, e as never);
    e.emit();
    vi.advanceTimersByTime(REVALIDATE_DEBOUNCE_MS - 50);
    e.emit();
    e.emit();
    vi.advanceTimersByTime(REVALIDATE_DEBOUNCE_MS - 1);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('stops listening, and drops a pending run, when unsubscribed', () => {
    const e = emitter();
    const revalidate = vi.fn();
    const stop = onLanguageSettled(revalidate, e as never);
    e.emit();
    stop();
    vi.advanceTimersByTime(1000);
    e.emit();
    vi.advanceTimersByTime(1000);
    expect(revalidate).not.toHaveBeenCalled();
    expect(e.size()).toBe(0);
  });

  it('a form re-checks its field with the strings of the new language', async () => {
    i18next.addResourceBundle('fil-PH', 'translation', tl, true, true);
    /** A field that stores its translated message, as the register form does. */
    function Field() {
      const { t } = useTranslation();
      const [message, setMessage] = useState(() => t('validation.required'));
      useRevalidateOnLanguageChange(() => setMessage(t('validation.required')));
      return <p>{message}</p>;
    }
    const { container } = render(<Field />);
    expect(container.textContent).toBe('This field is required');
    await act(() => i18next.changeLanguage('fil-PH'));
    // Not at once: the debounce holds it.
    expect(container.textContent).toBe('This field is required');
    act(() => vi.advanceTimersByTime(REVALIDATE_DEBOUNCE_MS));
    expect(container.textContent).toBe('Kailangang punan ang field na ito');
  });

  it('the hook unsubscribes when its component goes', () => {
    const revalidate = vi.fn();
    const { unmount } = renderHook(() => useRevalidateOnLanguageChange(revalidate));
    unmount();
    act(() => void i18next.changeLanguage('fil-PH'));
    vi.advanceTimersByTime(1000);
    expect(revalidate).not.toHaveBeenCalled();
  });
});
