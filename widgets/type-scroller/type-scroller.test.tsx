import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import TypeScroller from './type-scroller';
import { TYPE_ROUTES } from './type-routes';
import { GAME_LIST_ROUTES } from '../../src/app/routes';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';

const shownNames = () => screen.getAllByTestId('game-tile').filter((t) => t.closest('[data-shown]')).map((t) => t.getAttribute('data-node-id'));

describe('TypeScroller (§2 type scroller)', () => {
  it('is titled by its type and its "more" opens the type’s page', () => {
    const onAction = vi.fn();
    render(<TypeScroller props={{ gameType: 'JACKPOT' }} data={makeGames(5)} loading={false} onAction={onAction} ctx={makeContext()} />);
    expect(screen.getByRole('heading', { name: 'Jackpots' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/jackpots' });
  });

  it('steps 3 cards at a time, previous/next disabled at the ends', () => {
    render(<TypeScroller props={{ gameType: 'RNG' }} data={makeGames(8)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(shownNames()).toEqual(['FX-RNG-1', 'FX-RNG-2', 'FX-RNG-3']);
    expect(prev).toBeDisabled();
    fireEvent.click(next);
    expect(shownNames()).toEqual(['FX-RNG-4', 'FX-RNG-5', 'FX-RNG-6']);
    fireEvent.click(next);
    expect(shownNames()).toEqual(['FX-RNG-7', 'FX-RNG-8']);
    expect(next).toBeDisabled();
    fireEvent.click(prev);
    expect(screen.getByTestId('type-scroller')).toHaveAttribute('data-page', '1');
    // Cards off the page are out of reach for keyboard and screen readers.
    expect(screen.getAllByTestId('game-tile')[0]!.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no previous/next with 3 cards or fewer; nothing when empty; skeletons while loading', () => {
    const { container, rerender } = render(<TypeScroller props={{ gameType: 'FISH' }} data={makeGames(3, 'FISH')} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    rerender(<TypeScroller props={{ gameType: 'FISH' }} data={[]} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<TypeScroller props={{ gameType: 'FISH' }} data={undefined} loading onAction={() => undefined} ctx={makeContext()} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('a swipe turns the page and does not launch the card under the finger', () => {
    const onAction = vi.fn();
    render(<TypeScroller props={{ gameType: 'RNG' }} data={makeGames(7)} loading={false} onAction={onAction} ctx={makeContext()} />);
    const tile = screen.getByText('Fortune Gems');
    fireEvent.pointerDown(tile, { clientX: 300 });
    fireEvent.pointerMove(tile, { clientX: 200 });
    fireEvent.pointerUp(tile, { clientX: 200 });
    fireEvent.click(tile);
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByTestId('type-scroller')).toHaveAttribute('data-page', '1');
  });

  it('maps every type to the route of the §2 route table that opens it', () => {
    for (const [type, to] of Object.entries(TYPE_ROUTES)) {
      expect(GAME_LIST_ROUTES[to.replace(/^\/m\//, '')], type).toBe(type);
    }
  });
});
