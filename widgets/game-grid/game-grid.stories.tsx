import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useRef, useState } from 'react';
import { expect, within } from 'storybook/test';
import GameGrid from './game-grid';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';
import type { WidgetAction } from '../define-widget';

const meta = {
  title: 'Widgets/GameGrid',
  ...widgetStoryMeta('GameGrid', { ctx: makeContext() }),
} satisfies Meta<WidgetStoryArgs<'GameGrid'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No games found')).toBeInTheDocument();
  },
};

export const Typical: Story = {
  args: { data: makeGames(36) },
  play: async ({ canvasElement }) => {
    const tiles = await within(canvasElement).findAllByTestId('game-tile');
    await expect(tiles[6]!.dataset.highlight).toBe('true');
    await expect(tiles[5]!.dataset.highlight).toBeUndefined();
  },
};

const TOTAL = 10_000;
/** Games per page-in: ten of the product's pages of 36, so a scroll reaches game 10,000 in a minute. */
const PAGE_IN = 360;

/**
 * 10,000 games, paged in as the reader scrolls, the way the product gets them:
 * the grid asks for a page and it arrives in a later task of its own (there,
 * the API's answer), built only then, so no games are held before they are
 * paged in. The ctx is kept, as the product's runtime keeps it. The bench
 * scrolls this story and counts mounted tiles.
 */
function Paged() {
  const [games, setGames] = useState(() => makeGames(36));
  const count = useRef(36);
  const ctx = useMemo(() => makeContext(), []);
  const onAction = useCallback((a: WidgetAction) => {
    if (a.type !== 'loadMore') return;
    setTimeout(() => {
      const from = count.current;
      if (from >= TOTAL) return;
      const page = makeGames(Math.min(PAGE_IN, TOTAL - from), 'RNG', from);
      count.current = from + page.length;
      setGames((g) => g.concat(page));
    });
  }, []);
  return (
    <GameGrid props={{ columns: 3, highlightEvery: 7 }} data={{ games, hasMore: games.length < TOTAL }} loading={false} onAction={onAction} ctx={ctx} />
  );
}

export const TenThousand: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const tiles = await within(canvasElement).findAllByTestId('game-tile');
    await expect(tiles.length).toBeLessThanOrEqual(80);
  },
};

export const Rtl: Story = { args: { data: makeGames(12), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
