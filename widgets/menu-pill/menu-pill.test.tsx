/** A long press (370 ms) on a game menu tab with `hold` asks for the category's providers; a tap navigates. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS } from '../../src/lib/constants';
import { makeContext } from '../../tests/fixtures/widgets';
import MenuPill from './menu-pill';

describe('MenuPill long press (§2, §9: 370 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const pill = (hold?: 'vendors') => {
    const onAction = vi.fn();
    render(<MenuPill props={{ label: 'games.types.RNG', to: '/m/slot-games', home: false, ...(hold ? { hold } : {}) }} data={undefined} loading={false} onAction={onAction} ctx={makeContext()} />);
    return { onAction, link: screen.getByRole('link', { name: 'Slots' }) };
  };

  it('held for 370 ms it asks for the providers, and the click that ends the press does not navigate', () => {
    const { onAction, link } = pill('vendors');
    expect(LONG_PRESS_MS).toBe(370);
    fireEvent.pointerDown(link, { clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(onAction).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAction).toHaveBeenCalledWith({ type: 'pickVendor', to: '/m/slot-games' });
    fireEvent.pointerUp(link);
    fireEvent.click(link);
    expect(onAction).toHaveBeenCalledTimes(1);
    // The browser's own long-press menu is held back.
    expect(fireEvent.contextMenu(link)).toBe(false);
    // The next tap navigates again.
    fireEvent.pointerDown(link, { clientX: 10, clientY: 10 });
    fireEvent.pointerUp(link);
    fireEvent.click(link);
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/slot-games' });
  });

  it('a tap, a swipe along the strip and a tab without hold never ask for providers', () => {
    const { onAction, link } = pill('vendors');
    fireEvent.pointerDown(link, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(link, { clientX: 40, clientY: 10 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.pointerDown(link, { clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(link);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(link);
    expect(onAction.mock.calls).toEqual([[{ type: 'navigate', to: '/m/slot-games' }]]);
  });

  it('without hold a long press is a tap', () => {
    const { onAction, link } = pill();
    fireEvent.pointerDown(link, { clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.pointerUp(link);
    fireEvent.click(link);
    expect(onAction.mock.calls).toEqual([[{ type: 'navigate', to: '/m/slot-games' }]]);
    expect(fireEvent.contextMenu(link)).toBe(true);
  });
});
