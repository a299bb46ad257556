import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/InfoNote',
  ...widgetStoryMeta('InfoNote', { text: 'activity.trialNotice', ctx: makeContext({ role: 'trial' }), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'InfoNote'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('info-note')).toHaveTextContent('Promotions are for real accounts');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithLink: Story = {
  args: { text: 'activity.trialNotice', icon: 'user', link: { label: 'routes.login', to: '/m/login' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Log in' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/login' });
  },
};

export const Long: Story = { args: { text: 'Operators may type plain text here too: a longer message wraps over several lines and stays centred under its icon.' } };

export const Rtl: Story = { args: { ctx: makeContext({ language: 'AR', role: 'trial' }) }, globals: { language: 'AR' } };
