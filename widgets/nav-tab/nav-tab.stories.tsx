import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/NavTab',
  ...widgetStoryMeta('NavTab', { ctx: makeContext(), onAction: fn() }),
  decorators: [(Story) => <div style={{ width: 78, height: 64 }}><Story /></div>],
} satisfies Meta<WidgetStoryArgs<'NavTab'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeResetsAndIsCurrentOnHome: Story = {
  args: { label: 'routes.home', icon: 'home', action: 'home', ctx: makeContext({ path: '/index' }) },
  play: async ({ canvasElement, args }) => {
    const tab = await within(canvasElement).findByRole('button');
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tab);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'goHome' });
  },
};

export const NavigatesElsewhere: Story = {
  args: { label: 'shell.rewards', icon: 'gift', to: '/m/activity' },
  play: async ({ canvasElement, args }) => {
    const tab = await within(canvasElement).findByRole('button');
    await expect(tab).not.toHaveAttribute('aria-current');
    await userEvent.click(tab);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/activity' });
  },
};

export const OpensTheMenu: Story = {
  args: { label: 'shell.menu', icon: 'menu', action: 'menu' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button'));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'openMenu' });
  },
};
