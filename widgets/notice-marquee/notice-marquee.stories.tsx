import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeNotices } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/NoticeMarquee',
  ...widgetStoryMeta('NoticeMarquee', { ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'NoticeMarquee'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const EmptyShowsPlaceholder: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(/Welcome!/)).length).toBeGreaterThan(0);
  },
};

export const Typical: Story = {
  args: { data: makeNotices(3) },
  play: async ({ canvasElement, args }) => {
    const [second] = await within(canvasElement).findAllByText(/Notice 2:/);
    await userEvent.click(second!);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/notice?index=1' });
  },
};

export const Long: Story = { args: { data: makeNotices(8, true), speed: 80 } };

export const Rtl: Story = { args: { data: makeNotices(3), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
