/**
 * The login screen's social block and its return from a provider, and the
 * time-out / self-exclusion message, against a
 * stubbed API.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../schemas/settings.schema';
import { session, signOut } from '../../state/session';
import { settings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { LoginScreen } from './login-screen';

const meta = (path: string): RouteMeta => ({ path, shell: 'page', screen: 'login', title: 'routes.login' });

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer>;
const calls: { url: string; body?: unknown }[] = [];

function stubApi() {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url).split('?')[0]!;
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = answers[path] ?? { status: 404, body: { success: false, errorCode: 'request.notFound', message: 'x' } };
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
  }));
}

function show(entry: string, path = 'login') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={`/${path}`} element={<LoginScreen meta={meta(path)} />} />
        <Route path="/home" element={<p>home page</p>} />
        <Route path="/agent/home" element={<p>agent home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('login screen: social sign-in and exclusions', () => {
  beforeEach(() => {
    calls.length = 0;
    settings.settings = { whitelabel: {}, currency: { code: 'PHP', symbol: '₱' } } as unknown as Settings;
    answers = {
      '/api/auth/oidc/providers': { body: { success: true, value: { providers: [{ id: 'line', name: 'LINE' }, { id: 'google', name: 'Google' }] } } },
    };
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    signOut();
    settings.settings = null;
  });

  it('offers the providers the server lists, and none on the agent login', async () => {
    const member = show('/login');
    expect(await screen.findByRole('button', { name: 'Continue with LINE' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    member.unmount();
    calls.length = 0;
    show('/agent', 'agent');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /Continue with/ })).toHaveLength(0);
    expect(calls.filter((c) => c.url === '/api/auth/oidc/providers')).toHaveLength(0);
  });

  it('shows nothing when no provider is offered', async () => {
    answers['/api/auth/oidc/providers'] = { body: { success: true, value: { providers: [] } } };
    show('/login');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/oidc/providers')).toBe(true));
    expect(screen.queryByTestId('social-sign-in')).toBeNull();
  });

  it('starts at the server with a binding secret the tab keeps', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    show('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const url = new URL(String(assign.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/auth/oidc/google/start');
    expect(url.searchParams.get('platform')).toBe('H5');
    const binding = url.searchParams.get('binding');
    expect(binding).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(sessionStorage.getItem('SOCIAL_BINDING')!)).toBe(binding);
  });

  it('trades the one-time code and the binding for a session and goes home', async () => {
    sessionStorage.setItem('SOCIAL_BINDING', JSON.stringify('b'.repeat(43)));
    answers['/api/auth/oidc/exchange'] = { body: { success: true, value: { token: 't0k3n', userName: 'google_ab12', type: 0, firstTimeLogin: true } } };
    show('/login?social=one-time-code-0123456789');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/auth/oidc/exchange').map((c) => c.body)).toEqual([{ code: 'one-time-code-0123456789', binding: 'b'.repeat(43) }]);
    expect(session.token).toBe('t0k3n');
    expect(session.userName).toBe('google_ab12');
    // The binding is spent with the code.
    expect(sessionStorage.getItem('SOCIAL_BINDING')).toBeNull();
  });

  it('refuses a code this tab did not start (login CSRF)', async () => {
    show('/login?social=one-time-code-0123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in could not be verified. Please try again');
    expect(calls.some((c) => c.url === '/api/auth/oidc/exchange')).toBe(false);
    expect(session.token).toBeNull();
  });

  it('says why a social sign-in failed', async () => {
    show('/login?socialError=auth.social.denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in was cancelled');
    expect(session.token).toBeNull();
  });

  it('tells an excluded member until when, from a social return or a password login', async () => {
    show('/login?socialError=auth.selfExcluded&until=2031-05-04T10:00:00.000Z');
    expect(await screen.findByRole('alert')).toHaveTextContent(/You cannot sign in until .*2031/);
  });

  it('shows the end date a refused password login carries', async () => {
    answers['/api/auth/login'] = { status: 403, body: { success: false, errorCode: 'auth.selfExcluded', message: 'x', value: { until: '2029-01-02T03:04:05.000Z', kind: 'selfExclusion' } } };
    show('/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'someone' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/You cannot sign in until .*2029/);
    expect(session.token).toBeNull();
  });

  it('shows the captcha when a code request asks for it, and sends its answer with the next request', async () => {
    settings.settings = { whitelabel: { MOBILEVERCODELOGIN3: true }, currency: { code: 'PHP', symbol: '₱' } } as unknown as Settings;
    answers['/api/auth/sms'] = { status: 400, body: { success: false, errorCode: 'auth.captcha.required', message: 'x', value: { captcha: true } } };
    answers['/api/auth/captcha'] = { body: { success: true, value: { captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' } } };
    show('/login');
    fireEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByTestId('sms-captcha')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the verification code');
    // Without an answer, nothing is sent.
    const sends = () => calls.filter((c) => c.url === '/api/auth/sms');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(sends()).toHaveLength(1);
    answers['/api/auth/sms'] = { body: { success: true, value: { expirationTime: Date.now() + 60_000 } } };
    fireEvent.change(screen.getAllByLabelText('Verification code').at(-1)!, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]!.body).toEqual({ mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'login', captchaId: 'cap-1', captcha: '1234' });
    await waitFor(() => expect(screen.queryByTestId('sms-captcha')).toBeNull());
  });
});
