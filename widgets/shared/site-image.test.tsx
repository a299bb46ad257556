/** The site's images come from the page's image CDN, and from this site when the CDN fails (§9). */
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import GameRow from '../game-row/game-row';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';
import { SiteImage } from './site-image';

it('a game tile\'s picture comes from the CDN, and from this site when the CDN fails', () => {
  const games = makeGames(1).map((g) => ({ ...g, iconUrl: '/media/fx-1.svg' }));
  render(<GameRow props={{ title: 'games.types.RNG', icon: 'dice', rows: 1 }} data={games} loading={false} onAction={() => undefined} ctx={makeContext({ imageCdn: 'https://img.example.com' })} />);
  const img = () => screen.getByTestId('game-tile').querySelector('img')!;
  expect(img().getAttribute('src')).toBe('https://img.example.com/media/fx-1.svg');
  fireEvent.error(img());
  expect(img().getAttribute('src')).toBe('/media/fx-1.svg');
});

it('tells the caller of a failure only once this site failed too; without a CDN at once', () => {
  const onError = vi.fn();
  const { rerender } = render(<SiteImage src="/media/b.png" cdn="https://img.example.com" alt="" onError={onError} />);
  fireEvent.error(screen.getByRole('presentation'));
  expect(onError).not.toHaveBeenCalled();
  fireEvent.error(screen.getByRole('presentation'));
  expect(onError).toHaveBeenCalledTimes(1);
  rerender(<SiteImage src="/media/c.png" alt="" onError={onError} />);
  expect(screen.getByRole('presentation').getAttribute('src')).toBe('/media/c.png');
  fireEvent.error(screen.getByRole('presentation'));
  expect(onError).toHaveBeenCalledTimes(2);
});
