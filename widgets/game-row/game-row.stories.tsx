import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/GameRow',
  ...widgetStoryMeta('GameRow', { title: 'games.types.RNG', moreTo: '/m/slot-games', ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'GameRow'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('game-row')).toBeNull();
  },
};

export const Typical: Story = {
  args: { data: makeGames(8) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByText('More'));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/slot-games' });
  },
};

export const TwoRowsLong: Story = { args: { data: makeGames(16), title: 'games.types.HOT', icon: 'flame', rows: 2, moreTo: undefined } };

export const LotteryHasNoStars: Story = {
  args: { data: makeGames(4, 'LOTT'), title: 'games.types.LOTT', icon: 'ticket', moreTo: undefined },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('game-tile');
    await expect(within(canvasElement).queryAllByRole('button', { name: /favorites/ })).toHaveLength(0);
  },
};

export const Rtl: Story = { args: { data: makeGames(6), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
