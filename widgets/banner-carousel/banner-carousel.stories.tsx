import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeBanners, makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/BannerCarousel',
  ...widgetStoryMeta('BannerCarousel', { ctx: makeContext() }),
} satisfies Meta<WidgetStoryArgs<'BannerCarousel'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('banner-carousel')).toBeNull();
  },
};

export const Single: Story = {
  args: { data: makeBanners(1) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('banner-carousel');
    await expect(within(canvasElement).queryAllByRole('tab')).toHaveLength(0);
  },
};

export const Five: Story = {
  args: { data: makeBanners(5) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('tab')).toHaveLength(5);
  },
};

export const BrokenImageHidden: Story = {
  args: { data: [...makeBanners(2), { id: 99, groupName: 'm_home', url: '/does-not-exist.png', linkage: { type: 'none' } }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.queryAllByRole('tab')).toHaveLength(2));
  },
};

export const Rtl: Story = { args: { data: makeBanners(3), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
