import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import PromotionList, { openIdFrom } from './promotion-list';
import { makeCategorisedPromotions, makeContext } from '../../tests/fixtures/widgets';
import type { Announcement } from '../../schemas/content.schema';
import type { WidgetAction, WidgetContext } from '../define-widget';
import missionsLayout from '../../layouts/missions.json';

const tabs = [
  { label: 'activity.categories.welcome', categoryId: 1 },
  { label: 'activity.categories.games', categoryId: 2 },
  { label: 'activity.categories.referral', categoryId: 3 },
  { label: 'Empty category', categoryId: 9 },
];
const show = (data: Announcement[] | undefined, opts: { loading?: boolean; ctx?: Partial<WidgetContext>; allTab?: boolean; empty?: string; home?: '/m/activity' | '/m/missions' } = {}) => {
  const onAction = vi.fn<(a: WidgetAction) => void>();
  const r = render(
    <PromotionList props={{ tabs, allTab: opts.allTab ?? true, empty: opts.empty ?? 'activity.empty', ...(opts.home ? { home: opts.home } : {}) }} data={data} loading={opts.loading ?? false} onAction={onAction} ctx={makeContext({ path: '/activity', ...opts.ctx })} />,
  );
  return { ...r, onAction };
};
const titles = () => screen.getAllByTestId('promo-card').map((c) => within(c).getByRole('heading').textContent);

describe('PromotionList (§2 promotions)', () => {
  it('shows skeletons while loading and a message when there is none', () => {
    const { unmount } = show(undefined, { loading: true });
    expect(screen.getByTestId('promotion-list-loading')).toHaveAttribute('aria-busy', 'true');
    unmount();
    show([]);
    expect(screen.getByText('No promotions right now. Check back soon!')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('says what its layout asks for when empty (the missions screen: no missions)', () => {
    show([], { empty: 'missions.empty' });
    expect(screen.getByTestId('promotion-list-empty')).toHaveTextContent('No missions right now. Check back soon!');
  });

  it('cards: image, title, §9 dates (YYYY/MM/DD, "Long term" without expiry), plain-text summary, view more', () => {
    const { onAction } = show(makeCategorisedPromotions(2));
    const [first, second] = screen.getAllByTestId('promo-card');
    expect(within(first!).getByRole('heading')).toHaveTextContent('100% Welcome Bonus');
    expect(first).toHaveTextContent('2026/11/01 – Long term');
    expect(second).toHaveTextContent('2026/11/01 – 2026/12/31');
    expect(first).toHaveTextContent('100% Welcome Bonus: terms and details. Turnover 15×.');
    expect(first!.querySelector('b')).toBeNull();
    expect(first!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    fireEvent.click(within(second!).getByRole('button', { name: 'View more' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/activity?id=101' });
  });

  it('badges each card with its §3 status', () => {
    show(makeCategorisedPromotions(4));
    expect(screen.getAllByTestId('promo-status').map((b) => [b.dataset.status, b.textContent])).toEqual([
      ['Join', 'Join now'],
      ['Join', 'Join now'],
      ['Applying', 'In progress'],
      ['Close', 'Closed'],
    ]);
  });

  it('category tabs filter the cards; a category with no promotion gets no tab', () => {
    show(makeCategorisedPromotions(4));
    const tabNames = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabNames).toEqual(['All', 'Welcome', 'Games', 'Referral']);
    expect(titles()).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: 'Games' }));
    expect(screen.getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
    expect(titles()).toEqual(['Daily Slot Cashback 1.2%', 'Weekend Fishing Tournament']);
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(titles()).toHaveLength(4);
  });

  it('without the "All" tab the first category is selected at start', () => {
    show(makeCategorisedPromotions(4), { allTab: false });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Welcome', 'Games', 'Referral']);
    expect(titles()).toEqual(['100% Welcome Bonus']);
  });

  it('?id opens that promotion in a dialog with its sanitised HTML; closing returns to /m/activity, replacing the entry', async () => {
    const { onAction } = show(makeCategorisedPromotions(4).map((p) => ({ ...p, content: `${p.content}<img src=x onerror="window.__x=1">` })), { ctx: { search: '?id=102' } });
    const dialog = screen.getByRole('dialog', { name: 'Refer a Friend' });
    const detail = within(dialog).getByTestId('promo-detail');
    await waitFor(() => expect(detail.querySelector('.prose-parlor b')).toHaveTextContent('Turnover 15×.'));
    expect(detail.querySelector('.prose-parlor img')).not.toHaveAttribute('onerror');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/activity', replace: true });
  });

  it('on the missions screen a detail opens and closes on /m/missions, never on the promotions route', () => {
    const shipped = missionsLayout.blocks.find((b) => b.widget === 'PromotionList')!;
    expect(shipped.props).toMatchObject({ home: '/m/missions' });
    const { onAction, unmount } = show(makeCategorisedPromotions(2), { home: '/m/missions', ctx: { path: '/missions' } });
    fireEvent.click(within(screen.getAllByTestId('promo-card')[1]!).getByRole('button', { name: 'View more' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/missions?id=101' });
    unmount();
    const opened = show(makeCategorisedPromotions(2), { home: '/m/missions', ctx: { path: '/missions', search: '?id=101' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(opened.onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/missions', replace: true });
    opened.unmount();
    // A missions layout published before `home` existed stays on the screen it is shown on.
    const older = show(makeCategorisedPromotions(2), { ctx: { path: '/missions' } });
    fireEvent.click(within(screen.getAllByTestId('promo-card')[0]!).getByRole('button', { name: 'View more' }));
    expect(older.onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/missions?id=100' });
  });

  it('the detail offers Apply while the promotion takes applications: visitors to log in, players to the form', () => {
    const { onAction, unmount } = show(makeCategorisedPromotions(4), { ctx: { search: '?id=100' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/login' });
    unmount();
    const member = show(makeCategorisedPromotions(4), { ctx: { search: '?id=102', role: 'member' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply now' }));
    expect(member.onAction).toHaveBeenLastCalledWith({ type: 'navigate', to: '/m/applyReward?id=102' });
    member.unmount();
    show(makeCategorisedPromotions(4), { ctx: { search: '?id=103', role: 'member' } });
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('an unknown or malformed id opens nothing', () => {
    show(makeCategorisedPromotions(2), { ctx: { search: '?id=999' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openIdFrom('?id=abc')).toBeNull();
    expect(openIdFrom('?id=-3')).toBeNull();
    expect(openIdFrom('?id=12&x=1')).toBe(12);
    expect(openIdFrom(undefined)).toBeNull();
  });
});

describe('PromotionList: statuses and categories from the data', () => {
  const promo = (id: number, extra: Partial<Announcement>): Announcement => ({ id, title: `Promo ${id}`, content: '<p>x</p>', startDate: '2026-11-01', noExpiry: 1, read: false, ...extra });

  it('shows every activity status with its label, the member\'s own before the promotion\'s', () => {
    const statuses: [Partial<Announcement>, string][] = [
      [{ status: 'Join' }, 'Join now'],
      [{ status: 'Claim' }, 'Claim now'],
      [{ status: 'Applying' }, 'In progress'],
      [{ status: 'Process' }, 'Processing'],
      [{ status: 'Close' }, 'Closed'],
      [{ status: 'Applying', memberStatus: 'Issued' }, 'Issued'],
      [{ status: 'Join', memberStatus: 'Rejected' }, 'Rejected'],
      // A reward issued answers the promotion's call: "Claim now" → Claimed, "Join now" → Joined.
      [{ status: 'Claim', memberStatus: 'Issued' }, 'Claimed'],
      [{ status: 'Join', memberStatus: 'Issued' }, 'Joined'],
      [{ status: 'Join', period: 'coming' }, 'Coming soon'],
      [{ status: 'Join', period: 'ended' }, 'Closed'],
      [{ status: 'Join', period: 'running' }, 'Join now'],
    ];
    render(<PromotionList props={{ tabs: [], allTab: true, empty: 'activity.empty' }} data={statuses.map(([s], i) => promo(i + 1, s))} loading={false} onAction={() => undefined} ctx={makeContext({ path: '/activity' })} />);
    expect(screen.getAllByTestId('promo-status').map((b) => b.textContent)).toEqual(statuses.map(([, label]) => label));
  });

  const detailFooter = (p: Partial<Announcement>, role: WidgetContext['role'] = 'member') => {
    const onAction = vi.fn<(a: WidgetAction) => void>();
    render(<PromotionList props={{ tabs: [], allTab: true, empty: 'activity.empty' }} data={[promo(5, { status: 'Join', period: 'running', ...p })]} loading={false} onAction={onAction} ctx={makeContext({ path: '/activity', search: '?id=5', role })} />);
    return { dialog: within(screen.getByRole('dialog')), onAction };
  };
  const state = (extra: { pending?: number; counted?: number; limit?: number; canApply: boolean; reason?: 'pending' | 'limit' }) => ({ pending: 0, counted: 0, limit: 1, ...extra });

  it('the detail says "Application pending" instead of a live Apply while the member\'s application awaits its decision', () => {
    const { dialog, onAction } = detailFooter({ memberStatus: 'Applying', myApplication: state({ pending: 1, counted: 1, canApply: false, reason: 'pending' }) });
    const button = dialog.getByRole('button', { name: 'Application pending' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onAction).not.toHaveBeenCalled();
    expect(dialog.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('the detail says "Already applied" once the member has reached the promotion\'s limit', () => {
    const { dialog } = detailFooter({ memberStatus: 'Issued', myApplication: state({ counted: 1, canApply: false, reason: 'limit' }) });
    expect(dialog.getByRole('button', { name: 'Already applied' })).toBeDisabled();
    expect(dialog.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('the detail keeps a live Apply when the member may apply again (a rejected one, or none yet)', () => {
    const { dialog, onAction } = detailFooter({ memberStatus: 'Rejected', myApplication: state({ canApply: true }) });
    fireEvent.click(dialog.getByRole('button', { name: 'Apply now' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'navigate', to: '/m/applyReward?id=5' });
  });

  it('a coming promotion shows "Coming soon" with Apply disabled, even to visitors; a closed one offers nothing', () => {
    const { dialog } = detailFooter({ period: 'coming' }, 'visitor');
    expect(dialog.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    cleanup();
    const ended = detailFooter({ period: 'ended', myApplication: state({ canApply: true }) });
    expect(ended.dialog.queryByRole('button', { name: /Apply now|Coming soon|Application pending|Already applied/ })).toBeNull();
    expect(ended.dialog.getByTestId('promo-status')).toHaveTextContent('Closed');
  });

  it('takes its category tabs, labels and order from the promotions\' data when the layout names none', () => {
    const cats = { welcome: { id: 7, label: 'activity.categories.welcome', sort: 1 }, vip: { id: 4, label: 'VIP only', sort: 0 } };
    const data = [promo(1, { promoAnnouncementCategoryIds: [7], categories: [cats.welcome] }), promo(2, { promoAnnouncementCategoryIds: [4, 7], categories: [cats.vip, cats.welcome] })];
    render(<PromotionList props={{ tabs: [], allTab: true, empty: 'activity.empty' }} data={data} loading={false} onAction={() => undefined} ctx={makeContext({ path: '/activity' })} />);
    expect(within(screen.getByTestId('promotion-tabs')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'VIP only', 'Welcome']);
    fireEvent.click(screen.getByRole('tab', { name: 'VIP only' }));
    expect(titles()).toEqual(['Promo 2']);
  });
});
