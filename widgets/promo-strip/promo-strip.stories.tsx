import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makePromotions } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/PromoStrip',
  ...widgetStoryMeta('PromoStrip', { ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'PromoStrip'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByTestId('promo-strip')).toBeNull(),
};
export const Typical: Story = {
  args: { data: makePromotions(3) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByText('Refer a Friend'));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/activity?id=102' });
  },
};
export const Long: Story = { args: { data: makePromotions(8) } };
export const Rtl: Story = { args: { data: makePromotions(3), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
