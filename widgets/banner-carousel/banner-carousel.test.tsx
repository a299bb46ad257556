import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import BannerCarousel from './banner-carousel';
import { makeBanners, makeContext } from '../../tests/fixtures/widgets';
import { BANNER_AUTOPLAY_MS } from '../../src/lib/constants';

const props = { autoplayMs: BANNER_AUTOPLAY_MS, aspect: '5/2' as const, showDots: true };
const selected = () => screen.getAllByRole('tab').findIndex((t) => t.getAttribute('aria-selected') === 'true');

describe('BannerCarousel (§2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-advances every 5000 ms with more than one banner, wrapping around', () => {
    render(<BannerCarousel props={props} data={makeBanners(3)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(selected()).toBe(0);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
    expect(selected()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(selected()).toBe(1);
    act(() => vi.advanceTimersByTime(2 * BANNER_AUTOPLAY_MS));
    expect(selected()).toBe(0);
  });

  it('stops autoplay while the page is hidden and resumes when it is shown', () => {
    render(<BannerCarousel props={props} data={makeBanners(3)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
      expect(selected()).toBe(0);
      state.mockReturnValue('visible');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
      expect(selected()).toBe(1);
    } finally {
      state.mockRestore();
    }
  });

  it('stops autoplay while scrolled out of view and resumes when it comes back', () => {
    let report: ((e: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (e: { isIntersecting: boolean }[]) => void) {
          report = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<BannerCarousel props={props} data={makeBanners(3)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
      expect(report).toBeDefined();
      act(() => report!([{ isIntersecting: false }]));
      act(() => vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
      expect(selected()).toBe(0);
      act(() => report!([{ isIntersecting: true }]));
      act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
      expect(selected()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not autoplay a single banner (and shows no dots)', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    render(<BannerCarousel props={props} data={makeBanners(1)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(spy).not.toHaveBeenCalled();
  });

  it('stays on its banner for a player who asked for less motion (prefers-reduced-motion)', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      render(<BannerCarousel props={props} data={makeBanners(3)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
      act(() => vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS));
      expect(selected()).toBe(0);
    } finally {
      window.matchMedia = original;
    }
  });

  it('hides a banner whose image fails to load', () => {
    const { container } = render(<BannerCarousel props={props} data={makeBanners(3)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    fireEvent.error(container.querySelectorAll('img')[1]!);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('is gone when every image fails', () => {
    const { container } = render(<BannerCarousel props={props} data={makeBanners(1)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container).toBeEmptyDOMElement();
  });

  it('runs the banner action on click', () => {
    const onAction = vi.fn();
    render(<BannerCarousel props={props} data={makeBanners(2)} loading={false} onAction={onAction} ctx={makeContext()} />);
    fireEvent.click(screen.getByRole('button', { name: '100% WELCOME BONUS' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/slot-games' });
  });
});
