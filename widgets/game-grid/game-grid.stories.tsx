import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, within } from 'storybook/test';
import def from './index';
import GameGrid from './game-grid';
import { renderWidget, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';
import type { WidgetAction } from '../define-widget';

const meta = {
  title: 'Widgets/GameGrid',
  render: renderWidget(def as never),
  args: { props: {}, ctx: makeContext() },
} satisfies Meta<WidgetStoryArgs>;
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

/** 10,000 games, paged in as the reader scrolls: the bench scrolls this story and counts mounted tiles. */
function Paged() {
  const all = useMemo(() => makeGames(TOTAL), []);
  const [shown, setShown] = useState(36);
  const onAction = useCallback((a: WidgetAction) => a.type === 'loadMore' && setShown((n) => Math.min(TOTAL, n + 360)), []);
  return (
    <GameGrid
      props={{ columns: 3, highlightEvery: 7 }}
      data={{ games: all.slice(0, shown), hasMore: shown < TOTAL }}
      loading={false}
      onAction={onAction}
      ctx={makeContext()}
    />
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
