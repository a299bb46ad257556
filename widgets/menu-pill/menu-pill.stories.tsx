import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/MenuPill',
  ...widgetStoryMeta('MenuPill', { label: 'games.types.RNG', to: '/m/slot-games', ctx: makeContext(), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'MenuPill'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentOnItsRoute: Story = {
  args: { ctx: makeContext({ path: '/slot-games' }) },
  play: async ({ canvasElement, args }) => {
    const pill = await within(canvasElement).findByRole('link');
    await expect(pill).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pill);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/slot-games' });
  },
};

export const HomeOnAnyHomePath: Story = {
  args: { label: 'routes.home', to: '/m/home', home: true, ctx: makeContext({ path: '/' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

export const Elsewhere: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link')).not.toHaveAttribute('aria-current');
  },
};
