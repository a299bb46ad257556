/** A sign-in returns the player to the page that sent them to it, never to another site. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../schemas/settings.schema';
import { signOut } from '../../state/session';
import { settings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { LoginScreen } from './login-screen';

const meta: RouteMeta = { path: 'login', shell: 'page', screen: 'login', title: 'routes.login' };

function show(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginScreen meta={meta} />} />
        <Route path="/home" element={<p>home page</p>} />
        <Route path="/slot-games" element={<p>slot games</p>} />
        <Route path="/activity" element={<p>promotions</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signInAsDemo() {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'demo' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login returns the player where they were', () => {
  beforeEach(() => {
    settings.settings = { whitelabel: {}, currency: { code: 'PHP', symbol: '₱' } } as unknown as Settings;
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const path = String(url).split('?')[0]!;
      if (path === '/api/auth/login') return new Response(JSON.stringify({ success: true, value: { token: 't'.repeat(43), userName: 'demo', type: 0, firstTimeLogin: false } }));
      if (path === '/api/auth/oidc/providers') return new Response(JSON.stringify({ success: true, value: { providers: [] } }));
      return new Response(JSON.stringify({ success: true, value: { games: [], pageNum: 1, totalPages: 0, totalCount: 0 } }));
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    signOut();
    settings.settings = null;
  });

  it('back to the game list a guest tapped a game on', async () => {
    show(`/login?redirect=${encodeURIComponent('/m/slot-games')}`);
    await signInAsDemo();
    expect(await screen.findByText('slot games')).toBeVisible();
  });

  it('back to the promotion, with its query', async () => {
    show(`/login?redirect=${encodeURIComponent('/m/activity?id=3')}`);
    await signInAsDemo();
    expect(await screen.findByText('promotions')).toBeVisible();
  });

  it('home when the redirect is another site or not under /m', async () => {
    for (const evil of ['https://evil.example/m/slot-games', '//evil.example', '/admin']) {
      const view = show(`/login?redirect=${encodeURIComponent(evil)}`);
      await signInAsDemo();
      expect(await screen.findByText('home page')).toBeVisible();
      view.unmount();
      signOut();
    }
  });
});
