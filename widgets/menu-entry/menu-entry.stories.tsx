import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeContext } from '../../tests/fixtures/widgets';

const meta = {
  title: 'Widgets/MenuEntry',
  // No `to` here: a story's args are laid over these one by one, and an entry that runs an action
  // or opens its source's link must not also have a route.
  ...widgetStoryMeta('MenuEntry', { label: 'routes.event', icon: 'calendar', ctx: makeContext({ role: 'member' }), onAction: fn() }),
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
} satisfies Meta<WidgetStoryArgs<'MenuEntry'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RouteRow: Story = {
  args: { to: '/m/event' },
  play: async ({ canvasElement, args }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Events' });
    await expect(link).toHaveAttribute('href', '/m/event');
    await userEvent.click(link);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'menu', to: '/m/event' });
  },
};

export const QuickActionTile: Story = {
  args: { label: 'routes.deposit', icon: 'deposit', to: '/m/voucherCenter', variant: 'tile', realOnly: true },
  decorators: [(Story) => <div style={{ width: 84 }}><Story /></div>],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'Deposit' }));
    // The runtime refuses trial players (§6); the tile only says it needs a real account.
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'menu', to: '/m/voucherCenter', realOnly: true });
  },
};

export const SignOut: Story = {
  args: { label: 'logout.signOut', icon: 'logout', action: 'logout' },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Sign out' });
    await expect(button).toHaveClass(/text-danger/);
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'menu', action: 'logout' });
  },
};

export const GatedRewardCentre: Story = {
  args: { label: 'routes.rewardCenter', icon: 'gift', to: '/m/rewardCenter', gate: { flag: 'REWCEN3', message: 'errors.activity.customerService' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'Reward center' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'menu', to: '/m/rewardCenter', gate: { flag: 'REWCEN3', message: 'errors.activity.customerService' } });
  },
};

export const OperatorLink: Story = {
  args: { label: 'member.telegram', icon: 'send', data: { resourceType: 'TELEGRAM', url: 'https://t.me/parlor_official' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Telegram' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'menu', url: 'https://t.me/parlor_official' });
  },
};

export const LinkLoading: Story = {
  args: { label: 'member.telegram', icon: 'send', loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-entry]')).toBeNull();
  },
};

export const NoLinkConfigured: Story = {
  args: { label: 'member.customerService', icon: 'headset', data: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-entry]')).toBeNull();
  },
};

export const UnreadBadge: Story = {
  args: { label: 'routes.inbox', icon: 'mail', to: '/m/member/inbox', badge: 'inbox', data: { inbox: 150, announcements: 3 } },
  globals: { role: 'member' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('badge-inbox')).toHaveTextContent('99+');
  },
};

export const NoBadgeForTrial: Story = {
  args: { label: 'routes.inbox', icon: 'mail', to: '/m/member/inbox', badge: 'inbox', data: { inbox: 5, announcements: 0 }, ctx: makeContext({ role: 'trial' }) },
  globals: { role: 'trial' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Inbox' });
    await expect(within(canvasElement).queryByTestId('badge-inbox')).toBeNull();
  },
};

export const ComingSoon: Story = {
  args: { label: 'shell.gcashClub', icon: 'wallet', soon: true },
  play: async ({ canvasElement, args }) => {
    const entry = await within(canvasElement).findByRole('button', { name: /GCash Club/ });
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
    await expect(entry).toHaveTextContent('Soon');
    await userEvent.click(entry);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const LanguageShowsTheCurrentOne: Story = {
  args: { label: 'member.language', icon: 'globe', action: 'language', ctx: makeContext({ language: 'TY' }) },
  globals: { language: 'TY' },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: /Tagalog/ });
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'menu', action: 'language' });
  },
};

export const LongLabel: Story = {
  args: { label: 'A long operator label that is cut off before it pushes the chevron off the row', icon: 'star', to: '/m/activity' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link');
    // Cut off on one line for the eye (truncate), whole for screen readers.
    await expect(link).toHaveAccessibleName('A long operator label that is cut off before it pushes the chevron off the row');
    await expect(link.querySelector('.truncate')).toHaveTextContent(/^A long operator label/);
  },
};

export const Rtl: Story = { args: { to: '/m/event', ctx: makeContext({ role: 'member', language: 'AR' }) }, globals: { language: 'AR' } };
