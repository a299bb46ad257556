import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/TypeScroller',
  ...widgetStoryMeta('TypeScroller', { gameType: 'JACKPOT', ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'TypeScroller'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('type-scroller')).toBeNull();
  },
};

export const Typical: Story = {
  args: { data: makeGames(8) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const scroller = await c.findByTestId('type-scroller');
    await expect(c.getByRole('heading', { name: 'Jackpots' })).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Next' }));
    await expect(scroller).toHaveAttribute('data-page', '1');
    await userEvent.click(c.getByRole('button', { name: 'More' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/jackpots' });
  },
};

export const Long: Story = { args: { data: makeGames(16), gameType: 'BINGO' } };

export const OnePage: Story = {
  args: { data: makeGames(3, 'FISH'), gameType: 'FISH' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('type-scroller');
    await expect(within(canvasElement).queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

export const Rtl: Story = { args: { data: makeGames(8), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
