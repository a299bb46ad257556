import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { widgetStoryMeta, type WidgetStoryArgs } from '../shared/story';
import { makeCategorisedPromotions, makeContext } from '../../tests/fixtures/widgets';

const tabs = [
  { label: 'activity.categories.welcome', categoryId: 1 },
  { label: 'activity.categories.games', categoryId: 2 },
  { label: 'activity.categories.referral', categoryId: 3 },
];

const meta = {
  title: 'Widgets/PromotionList',
  ...widgetStoryMeta('PromotionList', { tabs, ctx: makeContext({ path: '/activity' }), onAction: fn() }),
} satisfies Meta<WidgetStoryArgs<'PromotionList'>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('promotion-list-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('No promotions right now. Check back soon!')).toBeVisible();
    await expect(c.queryByRole('tablist')).toBeNull();
  },
};

export const Typical: Story = {
  args: { data: makeCategorisedPromotions(4) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findAllByTestId('promo-card')).toHaveLength(4);
    await userEvent.click(c.getByRole('tab', { name: 'Games' }));
    await expect(c.getAllByTestId('promo-card')).toHaveLength(2);
    await userEvent.click(c.getAllByRole('button', { name: 'View more' })[0]!);
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/activity?id=101' });
  },
};

export const DetailOpen: Story = {
  args: { data: makeCategorisedPromotions(4), ctx: makeContext({ path: '/activity', search: '?id=100' }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '100% Welcome Bonus' });
    await waitFor(() => expect(within(dialog).getByTestId('promo-detail')).toHaveTextContent('Turnover 15×.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/login' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/activity', replace: true });
  },
};

export const Long: Story = { args: { data: makeCategorisedPromotions(12) } };

export const NoAllTab: Story = { args: { data: makeCategorisedPromotions(6), tabs, allTab: false } };

export const Rtl: Story = { args: { data: makeCategorisedPromotions(4), ctx: makeContext({ language: 'AR', path: '/activity' }) }, globals: { language: 'AR' } };

/** A member whose application awaits its decision: the detail shows a disabled "Application pending". */
export const MemberPending: Story = {
  args: {
    data: makeCategorisedPromotions(4).map((p, i) => (i === 0 ? { ...p, memberStatus: 'Applying' as const, myApplication: { pending: 1, counted: 1, limit: 1, canApply: false, reason: 'pending' as const } } : p)),
    ctx: makeContext({ path: '/activity', search: '?id=100', role: 'member' }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '100% Welcome Bonus' });
    await expect(within(dialog).getByRole('button', { name: 'Application pending' })).toBeDisabled();
  },
};

/** Coming soon, closed, and a member's Claimed and Joined badges. */
export const Periods: Story = {
  args: {
    data: makeCategorisedPromotions(4).map((p, i) =>
      [{ ...p, period: 'coming' as const }, { ...p, status: 'Claim' as const, memberStatus: 'Issued' as const }, { ...p, status: 'Join' as const, memberStatus: 'Issued' as const }, { ...p, period: 'ended' as const }][i]!,
    ),
  },
  play: async ({ canvasElement }) => {
    const badges = await within(canvasElement).findAllByTestId('promo-status');
    await expect(badges.map((b) => b.textContent)).toEqual(['Coming soon', 'Claimed', 'Joined', 'Closed']);
  },
};
