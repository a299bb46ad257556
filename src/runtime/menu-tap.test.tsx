/**
 * The runtime's side of a menu entry: the `menu` action (§6/§8 checks, then route, link or app
 * action) and the two sources menu entries bind to (site.resource, member.unread).
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useActionHandler } from './actions';
import { registerMenuActions } from './menu-actions';
import { pickResource, sources } from './sources';
import { session, signIn, signOut } from '../state/session';
import { settings } from '../state/settings';
import { toasts } from '../state/toasts';
import type { Settings } from '../../schemas/settings.schema';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/member/home']}>{children}</MemoryRouter>;

function handler() {
  return renderHook(() => ({ act: useActionHandler(), where: useLocation().pathname }), { wrapper });
}

function useFlags(whitelabel: Record<string, boolean>) {
  settings.settings = { whitelabel } as unknown as Settings;
}

describe('the menu action', () => {
  beforeEach(() => {
    toasts.list.splice(0);
    useFlags({ REWCEN3: true });
  });
  afterEach(() => signOut());
  afterAll(() => {
    settings.settings = null;
  });

  it('navigates to the route for a member', () => {
    signIn({ token: 't', userName: 'demo', type: 0, firstTimeLogin: false });
    const { result, rerender } = handler();
    result.current.act({ type: 'menu', to: '/m/gameRecord', realOnly: true });
    rerender();
    expect(result.current.where).toBe('/gameRecord');
  });

  it('refuses a trial player with the §6 message and stays put', () => {
    signIn({ token: 't', userName: 'trial1', type: 4, firstTimeLogin: false });
    const { result, rerender } = handler();
    result.current.act({ type: 'menu', to: '/m/voucherCenter', realOnly: true });
    rerender();
    expect(result.current.where).toBe('/member/home');
    expect(toasts.list.map((t) => t.key)).toEqual(['errors.auth.trialRefused']);
  });

  it('shows a gate’s message while its flag is off', () => {
    signIn({ token: 't', userName: 'demo', type: 0, firstTimeLogin: false });
    useFlags({ REWCEN3: false });
    const { result } = handler();
    result.current.act({ type: 'menu', to: '/m/rewardCenter', gate: { flag: 'REWCEN3', message: 'errors.activity.customerService' } });
    expect(toasts.list.map((t) => t.key)).toEqual(['errors.activity.customerService']);
  });

  it('forwards an app action to the handler the app registered', () => {
    const invite = vi.fn();
    const off = registerMenuActions({ invite });
    try {
      const { result } = handler();
      result.current.act({ type: 'menu', action: 'invite' });
      expect(invite).toHaveBeenCalledTimes(1);
      expect(typeof invite.mock.calls[0]![0].navigate).toBe('function');
    } finally {
      off();
    }
  });

  it('opens an operator link in a new window, its opener cut', () => {
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const { result } = handler();
    result.current.act({ type: 'menu', url: 'https://t.me/parlor_official' });
    expect(open).toHaveBeenCalledWith('https://t.me/parlor_official', '_blank');
    expect(opened.opener).toBeNull();
    open.mockRestore();
  });

  it('a new window the browser blocks says "Popup blocked" (§8)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { result } = handler();
    result.current.act({ type: 'menu', url: 'https://t.me/parlor_official' });
    expect(toasts.list.map((t) => t.key)).toContain('errors.system.popupBlocked');
    open.mockRestore();
  });
});

describe('menu sources', () => {
  const answer = {
    downloads: [
      { resourceType: 'IOS', url: 'https://apps.example/ios' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/download' },
    ],
    channels: [
      { resourceType: 'telegram', url: 'https://t.me/channel' },
      { resourceType: 'FACEBOOK', url: 'javascript:alert(1)' },
      { resourceType: 'FBGROUP', url: '/groups/parlor' },
    ],
  };

  it('site.resource: download links before channels, any case; unsafe links count as none', () => {
    expect(pickResource(answer, 'TELEGRAM')).toEqual({ resourceType: 'TELEGRAM', url: 'https://t.me/download' });
    expect(pickResource({ downloads: [], channels: answer.channels }, 'Telegram')).toEqual({ resourceType: 'telegram', url: 'https://t.me/channel' });
    expect(pickResource(answer, 'FACEBOOK')).toBeNull();
    expect(pickResource(answer, 'FBGROUP')).toEqual({ resourceType: 'FBGROUP', url: '/groups/parlor' });
    expect(pickResource(answer, 'CUSTOMERSERVICE')).toBeNull();
  });

  describe('site.resource: the chat link and its unread count', () => {
    let chat: { unReadCount: number } | undefined;
    const fetchMock = vi.fn(async (url: string) => {
      const path = String(url).split('?')[0];
      const value = path === '/api/downloads'
        ? { downloads: [{ resourceType: 'CHAT', url: 'https://chat.parlor.example/room', labelNameEn: 'Live chat' }], channels: [] }
        : { inbox: 0, announcements: 0, ...(chat ? { chat } : {}) };
      return new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
    });
    beforeEach(() => {
      fetchMock.mockClear();
      vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      signOut();
    });
    const resource = () => sources['site.resource']({ type: 'CHAT' }, { language: 'en', token: session.token }, new AbortController().signal);
    const unreadAsked = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/member/unread')).length;

    it('carries the member\'s unread chat count the provider gave; none when it gave none; never asked for visitors or trial players', async () => {
      signIn({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
      chat = { unReadCount: 5 };
      await expect(resource()).resolves.toEqual({ resourceType: 'CHAT', url: 'https://chat.parlor.example/room', unread: 5 });
      chat = undefined;
      await expect(resource()).resolves.toEqual({ resourceType: 'CHAT', url: 'https://chat.parlor.example/room' });
      signOut();
      const before = unreadAsked();
      await expect(resource()).resolves.toEqual({ resourceType: 'CHAT', url: 'https://chat.parlor.example/room' });
      signIn({ token: 'tok', userName: 'trial1', type: 4, firstTimeLogin: false });
      await expect(resource()).resolves.toEqual({ resourceType: 'CHAT', url: 'https://chat.parlor.example/room' });
      expect(unreadAsked()).toBe(before);
    });
  });

  describe('member.unread', () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { inbox: 3, announcements: 120, chat: { unReadCount: 0 } } }), { headers: { 'content-type': 'application/json' } }));
    beforeEach(() => {
      fetchMock.mockClear();
      vi.stubGlobal('fetch', fetchMock);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      signOut();
    });
    const ctx = () => ({ language: 'en', token: session.token });

    it('answers the counts for a member', async () => {
      signIn({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
      await expect(sources['member.unread']({}, ctx(), new AbortController().signal)).resolves.toEqual({ inbox: 3, announcements: 120 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('§6: answers null without asking for visitors and trial players', async () => {
      await expect(sources['member.unread']({}, ctx(), new AbortController().signal)).resolves.toBeNull();
      signIn({ token: 'tok', userName: 'trial1', type: 4, firstTimeLogin: false });
      await expect(sources['member.unread']({}, ctx(), new AbortController().signal)).resolves.toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('answers null when the counts cannot be had (the entry shows, without a badge)', async () => {
      signIn({ token: 'tok', userName: 'demo', type: 0, firstTimeLogin: false });
      fetchMock.mockImplementationOnce(async () => new Response('{"success":false,"errorCode":"auth.required","message":"x"}', { status: 401, headers: { 'content-type': 'application/json' } }));
      await expect(sources['member.unread']({}, ctx(), new AbortController().signal)).resolves.toBeNull();
    });
  });
});
