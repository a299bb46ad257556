/** Issue #20 items 19 and 21: the image CDNs of the settings are used for the site's images (§9: one at random, with a fallback). */
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import GameRow from '../../widgets/game-row/game-row';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';
import { cdnUrl, pageImageCdn, pickImageCdn } from './image-cdn';

describe('image CDN (§9)', () => {
  it('picks one of the https hosts at random, and none without a usable one', () => {
    const list = ['https://img1.example.com/', 'https://img2.example.com', 'http://plain.example.com', 'javascript:alert(1)'];
    expect(pickImageCdn(list, () => 0)).toBe('https://img1.example.com');
    expect(pickImageCdn(list, () => 0.99)).toBe('https://img2.example.com');
    expect(pickImageCdn(['http://plain.example.com'])).toBe('');
    expect(pickImageCdn([])).toBe('');
    expect(pickImageCdn(undefined)).toBe('');
    const random = vi.fn(() => 0.5);
    pickImageCdn(list, random);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('serves the site\'s own paths from it, and anything else as it is', () => {
    expect(cdnUrl('/media/game-1.svg', 'https://img.example.com')).toBe('https://img.example.com/media/game-1.svg');
    expect(cdnUrl('https://other.example.com/a.png', 'https://img.example.com')).toBe('https://other.example.com/a.png');
    expect(cdnUrl('//other.example.com/a.png', 'https://img.example.com')).toBe('//other.example.com/a.png');
    expect(cdnUrl('data:image/png;base64,AAAA', 'https://img.example.com')).toBe('data:image/png;base64,AAAA');
    expect(cdnUrl('/media/a.png', '')).toBe('/media/a.png');
  });

  it('keeps one host for the page until the list changes', () => {
    const list = ['https://a.example.com', 'https://b.example.com', 'https://c.example.com'];
    const first = pageImageCdn(list);
    for (let i = 0; i < 20; i++) expect(pageImageCdn([...list])).toBe(first);
    expect(pageImageCdn(['https://d.example.com'])).toBe('https://d.example.com');
  });

  it('a game tile\'s picture comes from the CDN, and from this site when the CDN fails', () => {
    const games = makeGames(1).map((g) => ({ ...g, iconUrl: '/media/fx-1.svg' }));
    render(createElement(GameRow, { props: { title: 'games.types.RNG', icon: 'dice', rows: 1 }, data: games, loading: false, onAction: () => undefined, ctx: makeContext({ imageCdn: 'https://img.example.com' }) }));
    const img = screen.getByTestId('game-tile').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://img.example.com/media/fx-1.svg');
    fireEvent.error(img);
    expect(screen.getByTestId('game-tile').querySelector('img')!.getAttribute('src')).toBe('/media/fx-1.svg');
  });
});
