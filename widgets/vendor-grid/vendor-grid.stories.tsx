import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeVendors } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/VendorGrid',
  ...widgetStoryMeta('VendorGrid', { title: 'games.providers.RNG', moreTo: '/m/slot-games', ctx: makeContext() }),
} satisfies Meta<WidgetStoryArgs<'VendorGrid'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByTestId('vendor-grid')).toBeNull(),
};
export const ThreeVendors: Story = {
  args: { data: makeVendors(3) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('vendor-grid');
    await expect(within(canvasElement).queryByTestId('vendor-nav')).toBeNull();
  },
};
export const Eleven: Story = {
  args: { data: makeVendors(11) },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByTestId('vendor-nav')).toBeInTheDocument(),
};
export const Rtl: Story = { args: { data: makeVendors(5), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
