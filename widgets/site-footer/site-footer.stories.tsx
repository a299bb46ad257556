import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext, makeFooter } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/SiteFooter',
  ...widgetStoryMeta('SiteFooter', { ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'SiteFooter'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: { help: [], channels: [] } } };
export const Typical: Story = {
  args: { data: makeFooter() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByText('Terms and conditions'));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/help?tag=terms' });
  },
};
export const Long: Story = { args: { data: { ...makeFooter(), help: [...makeFooter().help, ...makeFooter().help.map((h) => ({ ...h, id: h.id + 10 }))] } } };
export const Rtl: Story = { args: { data: makeFooter(), ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
