/** §2/§5/§8 login details: the field rules the server applies, SMS "sending" and "sent", and what the agent login keeps. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import tl from '../../../locales/tl-ph.json';
import { loginBodySchema } from '../../../schemas/auth.schema';
import type { Settings } from '../../../schemas/settings.schema';
import { signOut } from '../../state/session';
import { settings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { LoginScreen } from './login-screen';

const meta = (path: string): RouteMeta => ({ path, shell: 'page', screen: 'login', title: 'routes.login' });
let release: (() => void) | null = null;
const posted: string[] = [];

function show(path = 'login') {
  return render(
    <MemoryRouter initialEntries={[`/${path}`]}>
      <Routes>
        <Route path={`/${path}`} element={<LoginScreen meta={meta(path)} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('login field rules and SMS feedback', () => {
  beforeEach(() => {
    posted.length = 0;
    settings.settings = { whitelabel: { MOBILEVERCODELOGIN3: true, PSWCHANGEMAIL: true }, currency: { code: 'PHP', symbol: '₱' } } as unknown as Settings;
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      const path = String(url).split('?')[0]!;
      posted.push(path);
      if (path === '/api/auth/sms') {
        await new Promise<void>((r) => (release = r));
        return new Response(JSON.stringify({ success: true, value: { expirationTime: Date.now() + 60_000 } }));
      }
      return new Response(JSON.stringify({ success: true, value: { providers: [] } }));
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
    settings.settings = null;
  });

  it('takes at most what the server\'s login accepts for a username (40) and a password (128)', () => {
    show();
    const { username, password } = loginBodySchema.properties;
    expect(screen.getByLabelText('Username')).toHaveAttribute('maxLength', String(username.maxLength));
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', String(password.maxLength));
    expect([username.maxLength, password.maxLength]).toEqual([40, 128]);
  });

  it('takes 7–15 digits for a mobile (what the server can send a code to)', async () => {
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    const mobile = screen.getByLabelText('Mobile number');
    fireEvent.change(mobile, { target: { value: '91712345678901234567' } });
    expect(mobile).toHaveValue('917123456789012');
    fireEvent.change(mobile, { target: { value: '917123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid mobile number');
    expect(posted).not.toContain('/api/auth/sms');
  });

  it('says "sending" while the code goes out, then that it was sent', async () => {
    show();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release!();
    expect(await screen.findByRole('status')).toHaveTextContent('Code sent');
  });

  it('its message follows a language change at once, as it is kept as a key and not as text', async () => {
    i18next.addResourceBundle('fil-PH', 'translation', tl, true, true);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the username and password');
    try {
      await act(() => i18next.changeLanguage('fil-PH'));
      expect(screen.getByRole('alert')).toHaveTextContent('Pakilagay ang username at password');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('the agent login keeps the SMS method, the forgot and the sign-up links; only the social block goes', async () => {
    show('agent');
    expect(screen.getByRole('tab', { name: 'SMS code' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });
});
