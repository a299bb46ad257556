import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeBanners, makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/ImageList',
  ...widgetStoryMeta('ImageList', { ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'ImageList'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('image-list-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('image-list-empty')).toHaveTextContent('No events right now');
  },
};

export const Typical: Story = {
  args: { data: makeBanners(3) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findAllByTestId('image-list-item')).toHaveLength(3);
    await userEvent.click(c.getByRole('button', { name: 'DAILY CASHBACK 1.2%' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/slot-games' });
  },
};

export const BrokenImageHidden: Story = {
  args: { data: [...makeBanners(2), { id: 99, groupName: 'm_event', title: 'BROKEN', url: '/does-not-exist.png', linkage: { type: 'none' } }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryAllByTestId('image-list-item')).toHaveLength(2));
  },
};

export const Long: Story = { args: { data: makeBanners(8), aspect: '2/1' } };

export const Rtl: Story = { args: { data: makeBanners(3), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
