import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import Ajv from 'ajv';
import MenuEntry, { entryBadge, type MenuEntryData } from './menu-entry';
import { menuEntrySchema, type MenuEntryProps } from './schema';
import { makeContext } from '../../tests/fixtures/widgets';
import { withDefaultProps, type WidgetContext } from '../define-widget';

/** Props as a layout writes them: the defaulted ones may be left out. */
type EntryInput = Omit<MenuEntryProps, 'variant' | 'realOnly' | 'soon'> & Partial<Pick<MenuEntryProps, 'variant' | 'realOnly' | 'soon'>>;

function show(props: EntryInput, data?: MenuEntryData, opts: { loading?: boolean; ctx?: Partial<WidgetContext> } = {}) {
  const onAction = vi.fn();
  const view = render(<MenuEntry props={withDefaultProps('MenuEntry', props) as MenuEntryProps} data={data} loading={opts.loading ?? false} onAction={onAction} ctx={makeContext({ role: 'member', ...opts.ctx })} />);
  return { onAction, ...view };
}

describe('MenuEntry badge (§9 unread counts, §6 never for trial players)', () => {
  const counts = { inbox: 150, announcements: 99 };
  it('shows 99+ above 99 and the count itself up to 99', () => {
    expect(entryBadge('inbox', counts, 'member')).toBe('99+');
    expect(entryBadge('announcements', counts, 'agent')).toBe('99');
    expect(entryBadge('inbox', { inbox: 100, announcements: 0 }, 'member')).toBe('99+');
    expect(entryBadge('inbox', { inbox: 1, announcements: 0 }, 'member')).toBe('1');
  });

  it('shows nothing for nothing unread, for visitors and trial players, or without counts', () => {
    expect(entryBadge('inbox', { inbox: 0, announcements: 4 }, 'member')).toBe('');
    expect(entryBadge('inbox', counts, 'trial')).toBe('');
    expect(entryBadge('inbox', counts, 'visitor')).toBe('');
    expect(entryBadge('inbox', null, 'member')).toBe('');
    expect(entryBadge(undefined, counts, 'member')).toBe('');
  });

  it('a link entry (the chat) shows its provider\'s unread count, for members only, and no badge when the provider gave none', () => {
    const chat = { resourceType: 'CHAT', url: 'https://chat.parlor.example/room' };
    expect(entryBadge(undefined, { ...chat, unread: 7 }, 'member')).toBe('7');
    expect(entryBadge(undefined, { ...chat, unread: 0 }, 'member')).toBe('');
    expect(entryBadge(undefined, chat, 'member')).toBe('');
    expect(entryBadge(undefined, { ...chat, unread: 7 }, 'visitor')).toBe('');
    expect(entryBadge(undefined, { ...chat, unread: 7 }, 'trial')).toBe('');
    const { onAction, unmount } = show({ label: 'member.chat', icon: 'chat' }, { ...chat, unread: 120 });
    expect(screen.getByTestId('badge-chat')).toHaveTextContent('99+');
    fireEvent.click(screen.getByRole('button', { name: /Live chat/ }));
    expect(onAction).toHaveBeenCalledWith({ type: 'menu', url: 'https://chat.parlor.example/room' });
    unmount();
    show({ label: 'member.chat', icon: 'chat' }, chat);
    expect(screen.getByRole('button', { name: /Live chat/ })).toBeVisible();
    expect(screen.queryByTestId('badge-chat')).toBeNull();
  });

  it('renders the badge with its count and an accessible name', () => {
    show({ label: 'routes.inbox', icon: 'mail', to: '/m/member/inbox', badge: 'inbox' }, { inbox: 250, announcements: 0 });
    expect(screen.getByTestId('badge-inbox')).toHaveTextContent('99+');
    expect(screen.getByLabelText('99+ unread')).toBeInTheDocument();
  });
});

describe('MenuEntry taps', () => {
  it('a route is a link that hands the runtime the route with its §6/§8 checks', () => {
    const { onAction } = show({ label: 'routes.rewardCenter', icon: 'gift', to: '/m/rewardCenter', realOnly: true, gate: { flag: 'REWCEN3', message: 'errors.activity.customerService' } });
    const link = screen.getByRole('link', { name: 'Reward center' });
    expect(link).toHaveAttribute('href', '/m/rewardCenter');
    fireEvent.click(link);
    expect(onAction).toHaveBeenCalledWith({ type: 'menu', to: '/m/rewardCenter', realOnly: true, gate: { flag: 'REWCEN3', message: 'errors.activity.customerService' } });
  });

  it('an app action is a button that asks for that action', () => {
    const { onAction } = show({ label: 'member.freePlay', icon: 'play', action: 'freePlay' });
    fireEvent.click(screen.getByRole('button', { name: 'Free play' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'menu', action: 'freePlay' });
  });

  it('a link entry holds its place while its resource loads, hides without one, and opens it once known', () => {
    const props = { label: 'member.telegram', icon: 'send' } as const;
    const loading = show(props, undefined, { loading: true });
    // A row-sized placeholder, hidden from assistive technology and nothing to press.
    expect(loading.getByTestId('entry-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(loading.getByTestId('entry-placeholder')).toHaveClass('h-12');
    expect(loading.queryByRole('button')).toBeNull();
    expect(loading.queryByRole('link')).toBeNull();
    loading.unmount();
    const none = show(props, null);
    expect(none.container).toBeEmptyDOMElement();
    none.unmount();
    const { onAction } = show(props, { resourceType: 'TELEGRAM', url: 'https://t.me/parlor_official' });
    fireEvent.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'menu', url: 'https://t.me/parlor_official' });
  });

  it('an entry marked soon does nothing', () => {
    const { onAction } = show({ label: 'shell.gcashClub', icon: 'wallet', soon: true });
    const entry = screen.getByRole('button', { name: /GCash Club/ });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).toHaveTextContent('Soon');
    fireEvent.click(entry);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('the language entry names the current language', () => {
    show({ label: 'member.language', icon: 'globe', action: 'language' }, undefined, { ctx: { language: 'TY' } });
    expect(screen.getByRole('button', { name: /Language.*Tagalog/ })).toBeInTheDocument();
  });
});

describe('MenuEntry schema', () => {
  const validate = new Ajv({ strict: false }).compile(menuEntrySchema);
  it('accepts a route, an action, or neither (a link bound to site.resource)', () => {
    expect(validate({ label: 'x', icon: 'home', to: '/m/home' })).toBe(true);
    expect(validate({ label: 'x', icon: 'logout', action: 'logout' })).toBe(true);
    expect(validate({ label: 'x', icon: 'send' })).toBe(true);
  });

  it('rejects an entry that does two things, an unknown action or icon, a half gate and a route off /m', () => {
    expect(validate({ label: 'x', icon: 'home', to: '/m/home', action: 'logout' })).toBe(false);
    expect(validate({ label: 'x', icon: 'home', action: 'format-disk' })).toBe(false);
    expect(validate({ label: 'x', icon: 'no-such-icon', to: '/m/home' })).toBe(false);
    expect(validate({ label: 'x', icon: 'gift', to: '/m/rewardCenter', gate: { flag: 'REWCEN3' } })).toBe(false);
    expect(validate({ label: 'x', icon: 'home', to: 'https://evil.example' })).toBe(false);
  });

  it('keeps `to` and `action` out of the defaults, which are merged under every block', () => {
    expect(withDefaultProps('MenuEntry', {})).not.toHaveProperty('to');
    expect(withDefaultProps('MenuEntry', {})).not.toHaveProperty('action');
  });
});
