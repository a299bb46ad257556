import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/MenuHeading',
  ...widgetStoryMeta('MenuHeading', { label: 'shell.gameMenu', ctx: makeContext() }),
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<WidgetStoryArgs<'MenuHeading'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TranslatedTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Game categories' })).toBeVisible();
  },
};

export const PlainText: Story = {
  args: { label: 'VIP corner' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'VIP corner' })).toBeVisible();
  },
};
