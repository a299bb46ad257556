import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LayoutScreen } from './renderer';
import { clearSourceCache } from './source-cache';
import { preview } from './preview';
import { loadLayout } from './layout-store';
import { makeWinners } from '../../tests/fixtures/widgets';
import { OPERATOR_TOKEN_KEY } from '../lib/preview-protocol';
import type { TypedLayout } from '../../widgets/layout-types';

const published = { screen: 'test', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice' }] } satisfies TypedLayout;
const draft = {
  screen: 'test',
  version: 1,
  blocks: [
    { id: 'winners', widget: 'WinnerBoard', source: { name: 'winners.top' }, when: { roles: ['member'] } },
    { id: 'rg', widget: 'RgNotice', props: { helpTag: 'limits' } },
    { id: 'note', widget: 'InfoNote', props: { text: 'Draft note' } },
  ],
} satisfies TypedLayout;

function serve() {
  const fetch = vi.fn(async (url: string) => {
    const u = new URL(String(url), 'http://x');
    const value = u.pathname === '/api/layouts/test' ? { layout: u.searchParams.get('preview') === 'tok' ? draft : published } : { list: makeWinners(4) };
    return new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('preview mode', () => {
  beforeEach(() => {
    clearSourceCache();
    localStorage.clear();
    Object.assign(preview, { token: null, layouts: {}, overrides: {}, selected: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Object.assign(preview, { token: null, layouts: {}, overrides: {}, selected: null });
  });

  it('without a token, players get the published layout and never ask for a draft', async () => {
    const fetch = serve();
    const l = await loadLayout('test', { layout: () => null, props: () => null, params: () => null });
    expect(l.layout.blocks.map((b) => b.id)).toEqual(['rg']);
    expect(fetch.mock.calls.every(([u]) => !String(u).includes('preview='))).toBe(true);
  });

  it('with a token, loads the saved draft through it and keeps it out of the last-good cache', async () => {
    serve();
    preview.token = 'tok';
    const l = await loadLayout('test', { layout: () => null, props: () => null, params: () => null });
    expect(l.origin).toBe('preview');
    expect(l.layout.blocks.map((b) => b.id)).toEqual(['winners', 'rg', 'note']);
    expect(localStorage.getItem('LAYOUT_test')).toBeNull();
  });

  it("asks for the draft with the console's operator session, which the server binds the token to", async () => {
    const fetch = serve();
    sessionStorage.setItem(OPERATOR_TOKEN_KEY, 'operator-session');
    try {
      preview.token = 'tok';
      await loadLayout('test', { layout: () => null, props: () => null, params: () => null });
      const call = fetch.mock.calls.find(([u]) => String(u).includes('preview=tok')) as unknown as [string, RequestInit] | undefined;
      expect(new Headers(call?.[1].headers).get('Authorization')).toBe('Bearer operator-session');
    } finally {
      sessionStorage.removeItem(OPERATOR_TOKEN_KEY);
    }
  });

  it('renders a draft the console pushes, with the audience switches applied to conditions', async () => {
    serve();
    render(
      <MemoryRouter>
        <LayoutScreen screen="test" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('21+')).toBeInTheDocument();
    act(() => {
      preview.layouts.test = { raw: draft, rev: 1 };
    });
    expect(await screen.findByText('Draft note')).toBeInTheDocument();
    // The winner board is for members only: hidden for the real (visitor) viewer…
    expect(screen.queryByTestId('winner-board')).toBeNull();
    // …and shown when the console previews as a member.
    act(() => {
      preview.overrides = { role: 'member' };
    });
    await waitFor(() => expect(screen.getByTestId('winner-board')).toBeInTheDocument());
  });
});
