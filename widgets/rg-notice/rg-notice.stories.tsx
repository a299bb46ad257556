import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/RgNotice',
  ...widgetStoryMeta('RgNotice', { ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'RgNotice'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Philippines: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('21+')).toBeVisible();
    await userEvent.click(c.getByRole('button'));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/help?tag=responsible' });
  },
};

export const Eighteen: Story = {
  args: { ctx: makeContext({ minimumAge: 18 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('18+')).toBeVisible();
  },
};

export const Rtl: Story = { args: { ctx: makeContext({ language: 'AR' }) }, globals: { language: 'AR' } };
