import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeWinners } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/WinnerBoard',
  ...widgetStoryMeta('WinnerBoard', { ctx: makeContext() }),
} satisfies Meta<WidgetStoryArgs<'WinnerBoard'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('winner-board')).toBeNull();
  },
};

export const ThreeWinners: Story = {
  args: { data: makeWinners(3) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('winner-podium')).toBeInTheDocument();
    await expect(c.queryByTestId('winner-strip')).toBeNull();
  },
};

export const ThirtyWinners: Story = {
  args: { data: makeWinners(30) },
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByTestId('winner-strip');
    await expect(strip.dataset.looping).toBe('true');
  },
};

export const Rtl: Story = { args: { data: makeWinners(8), ctx: makeContext({ language: 'AR', currencySymbol: 'ر.س' }) }, globals: { language: 'AR' } };
