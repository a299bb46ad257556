import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import GameRow from './game-row';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';

const props = { title: 'games.types.RNG', icon: 'dice' as const, rows: 1 as const, moreTo: '/m/slot-games' };

describe('GameRow and GameTile (§2)', () => {
  it('launches a game on tile click and toggles a favourite on the star', () => {
    const onAction = vi.fn();
    render(<GameRow props={props} data={makeGames(3)} loading={false} onAction={onAction} ctx={makeContext()} />);
    fireEvent.click(screen.getByText('Fortune Gems'));
    expect(onAction).toHaveBeenCalledWith({ type: 'launchGame', nodeId: 'FX-RNG-1', gameType: 'RNG' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Fortune Gems to favorites' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'toggleFavourite', nodeId: 'FX-RNG-1', gameType: 'RNG' });
  });

  it('hides the favourite star for LOTT and ELOTT', () => {
    for (const type of ['LOTT', 'ELOTT']) {
      const { unmount } = render(<GameRow props={props} data={makeGames(2, type)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
      expect(screen.getAllByTestId('game-tile')).toHaveLength(2);
      expect(screen.queryAllByRole('button', { name: /favorites/ })).toHaveLength(0);
      unmount();
    }
  });

  it('shows a favourite as pressed', () => {
    render(<GameRow props={props} data={makeGames(1)} loading={false} onAction={() => undefined} ctx={makeContext({ favourites: new Set(['FX-RNG-1']) })} />);
    expect(screen.getByRole('button', { name: 'Remove Fortune Gems from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders nothing for an empty list and skeletons while loading', () => {
    const { container, rerender } = render(<GameRow props={props} data={[]} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<GameRow props={props} data={undefined} loading onAction={() => undefined} ctx={makeContext()} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('draws the tiles in view first and the rest of the row a frame later', async () => {
    render(<GameRow props={{ ...props, rows: 2 }} data={makeGames(16)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    // 3.4 tiles across, two rows: five columns in the first frame.
    expect(screen.getAllByTestId('game-tile')).toHaveLength(10);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(16));
    expect(screen.getAllByTestId('game-tile')[15]).toHaveTextContent(makeGames(16)[15]!.gameName);
  });

  it('loads the pictures of the tiles in view at once, first, in a row of the first screen; elsewhere as the reader nears them', async () => {
    const imgs = (c: HTMLElement) => [...c.querySelectorAll('img')].map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority')]);
    const { container, rerender } = render(<GameRow props={props} data={makeGames(6)} firstScreen loading={false} onAction={() => undefined} ctx={makeContext()} />);
    await waitFor(() => expect(imgs(container)).toHaveLength(6));
    expect(imgs(container)).toEqual([...Array(4).fill(['eager', 'high']), ...Array(2).fill(['lazy', null])]);
    rerender(<GameRow props={props} data={makeGames(6)} loading={false} onAction={() => undefined} ctx={makeContext()} />);
    expect(imgs(container)).toEqual(Array(6).fill(['lazy', null]));
  });
});
