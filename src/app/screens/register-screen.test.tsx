/**
 * The registration form against a stubbed API: the captcha when the settings ask for it, the mobile
 * number of the username method with its rule, what is sent, and the page's links.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REGISTER_SETTINGS, type RegisterSettings } from '../../../schemas/register.schema';
import { adultBirthdayParts } from '../../../tests/fixtures/members';
import type { Settings } from '../../../schemas/settings.schema';
import { signOut } from '../../state/session';
import { settings } from '../../state/settings';
import { RegisterScreen } from './register-screen';

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer | (() => Answer)>;
const calls: { url: string; method: string; body?: Record<string, unknown> }[] = [];
let captchas = 0;

const okay = (value: unknown): Answer => ({ body: { success: true, value } });

function stubApi(register: RegisterSettings) {
  answers = {
    '/api/register/settings': okay(register),
    '/api/auth/captcha': () => okay({ captchaId: `cid${++captchas}`, image: `data:image/svg+xml;base64,${btoa(`img${captchas}`)}` }),
    '/api/auth/oidc/providers': okay({ providers: [{ id: 'line', name: 'LINE' }] }),
    '/api/members': okay({ token: 't'.repeat(43), userName: 'x', type: 0, firstTimeLogin: true }),
    '/api/auth/sms': okay({ expirationTime: Date.now() + 60_000 }),
    '/api/affiliates/check': okay({ success: true, code: 0 }),
  };
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url).split('?')[0]!;
    calls.push({ url: path, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(new URL(String(url), 'http://x').searchParams) });
    const a = answers[path];
    const answer = typeof a === 'function' ? a() : (a ?? { status: 404, body: { success: false, errorCode: 'request.notFound', message: 'x' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }));
}

function show(entry = '/register') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const confirmAll = () => {
  for (const name of [/years old or older/, /government official/, /armed forces/, /licence holder/, /agree to all/]) fireEvent.click(screen.getByRole('checkbox', { name }));
};
// §5: a new site checks the age, so a sign-up needs a birthday old enough.
const pickAdultBirthday = () => {
  const picker = screen.getByRole('group', { name: 'Birthday' });
  const { year, month, day } = adultBirthdayParts();
  fireEvent.change(within(picker).getByRole('combobox', { name: 'Year' }), { target: { value: year } });
  fireEvent.change(within(picker).getByRole('combobox', { name: 'Month' }), { target: { value: month } });
  fireEvent.change(within(picker).getByRole('combobox', { name: 'Day' }), { target: { value: day } });
};
const registration = () => calls.filter((c) => c.url === '/api/members' && c.method === 'PUT').at(-1)?.body;

// Every role query walks the whole form, the birthday's 170-odd options included: slow in jsdom on a busy machine.
describe('registration form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    calls.length = 0;
    captchas = 0;
    settings.settings = { whitelabel: { PSWCHANGEMAIL: true }, currency: { code: 'PHP', symbol: '₱' } } as unknown as Settings;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
    settings.settings = null;
  });

  it('shows a refreshable captcha image when the settings ask for one, and sends its answer', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'], captcha: true });
    show();
    const refresh = await screen.findByRole('button', { name: 'Show another code' });
    const image = () => refresh.querySelector('img')!.getAttribute('src');
    await waitFor(() => expect(image()).toContain(btoa('img1')));
    fill(/^Verification code/, '12');
    fireEvent.click(refresh);
    await waitFor(() => expect(image()).toContain(btoa('img2')));
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('');

    fill(/^Username/, 'captcha1');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    pickAdultBirthday();
    confirmAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // Required before anything is sent.
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveFocus());
    expect(registration()).toBeUndefined();
    fill(/^Verification code/, '4321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('home page');
    expect(registration()).toMatchObject({ captchaId: 'cid2', captcha: '4321' });
  });

  it('a refused captcha answer is shown at the captcha, with a new image', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'], captcha: true });
    answers['/api/members'] = { status: 400, body: { success: false, errorCode: 'auth.captcha.invalid', message: 'x', value: { captcha: true } } };
    show();
    await screen.findByRole('button', { name: 'Show another code' });
    fill(/^Username/, 'captcha2');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    fill(/^Verification code/, '9999');
    pickAdultBirthday();
    confirmAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Verification code error')).toBeVisible();
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByLabelText(/^Verification code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a required mobile number of the username method is shown, highlighted and focused when missing', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'], rules: { ...DEFAULT_REGISTER_SETTINGS.rules, mobileNum: { enabled: true, required: true, minLength: 7, maxLength: 15, patternId: 'digits' } } });
    show();
    fill(await screen.findByLabelText(/^Username/).then(() => /^Username/), 'mobile01');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    expect(screen.getByText('Mobile number')).toBeVisible();
    expect(screen.queryByText(/Mobile number.*optional/)).toBeNull();
    confirmAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const mobile = screen.getByLabelText(/^Mobile number/);
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(registration()).toBeUndefined();
  });

  it('an optional mobile number asks for its code only once typed, and the code is sent with it', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'] });
    show();
    await screen.findByLabelText(/^Mobile number/);
    expect(screen.queryByLabelText(/^SMS code/)).toBeNull();
    fill(/^Mobile number/, '9171234567');
    expect(screen.getByLabelText(/^SMS code/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Code sent');
    fill(/^Username/, 'mobile02');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    fill(/^SMS code/, '123456');
    pickAdultBirthday();
    confirmAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('home page');
    expect(registration()).toMatchObject({ method: 'username', mobileNum: '9171234567', verificationCode: '123456' });
  });

  it('a number typed on the mobile tab is not sent with the username method; no referrer field', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, rules: { ...DEFAULT_REGISTER_SETTINGS.rules, recommenderId: { enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 'username' } } });
    show();
    fill(await screen.findByLabelText(/^Mobile number/).then(() => /^Mobile number/), '9170000001');
    fireEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.queryByLabelText(/^Referrer ID/)).toBeNull();
    fill(/^Username/, 'tabswitch1');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    pickAdultBirthday();
    confirmAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('home page');
    // §3: the optional fields on screen go as "" when left empty; the number from the other tab is not among them.
    expect(registration()).toMatchObject({ method: 'username', mobileNum: '', email: '', nickname: '' });
    expect(registration()).not.toHaveProperty('recommenderId');
  });

  it('says a taken username at its field when the player leaves it; a free one is not flagged', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'] });
    answers['/api/register/username'] = () => okay({ available: calls.at(-1)?.body?.u !== 'takenname' });
    show();
    const field = await screen.findByLabelText(/^Username/);
    fill(/^Username/, 'takenname');
    fireEvent.blur(field);
    expect(await screen.findByText('Sorry, the username already exists')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === '/api/register/username').map((c) => c.body)).toEqual([{ u: 'takenname' }]);
    fill(/^Username/, 'freename1');
    fireEvent.blur(field);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/register/username')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Sorry, the username already exists')).toBeNull());
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('re-checks the confirmation when the password changes, toggles visibility, and links to forgot and social sign-in', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'] });
    show();
    fill(await screen.findByLabelText(/^Password/).then(() => /^Password/), 'secret12');
    fill(/^Confirm password/, 'secret12');
    fireEvent.blur(screen.getByLabelText(/^Confirm password/));
    fill(/^Password/, 'secret13');
    expect(await screen.findByText('Confirmation password not matched')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget');
    expect(await screen.findByRole('button', { name: 'Continue with LINE' })).toBeVisible();
  });

  it('checks an invitation code by code and domain before registering; a refused one stays at its field', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'] });
    answers['/api/affiliates/check'] = okay({ success: false, code: 1 });
    show('/register?affiliateCode=NOPE99');
    fill(await screen.findByLabelText(/^Username/).then(() => /^Username/), 'invited01');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    pickAdultBirthday();
    confirmAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Invalid invitation code')).toBeVisible();
    expect(screen.getByLabelText(/^Invitation code/)).toHaveFocus();
    expect(calls.find((c) => c.url === '/api/affiliates/check')?.body).toEqual({ code: 'NOPE99', domain: location.hostname });
    expect(registration()).toBeUndefined();

    answers['/api/affiliates/check'] = okay({ success: true, code: 0 });
    fill(/^Invitation code/, 'PARLOR8');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('home page');
    expect(registration()).toMatchObject({ affiliateCode: 'PARLOR8' });
    const order = calls.filter((c) => c.url === '/api/affiliates/check' || c.url === '/api/members').map((c) => c.url);
    expect(order.slice(-2)).toEqual(['/api/affiliates/check', '/api/members']);
  });

  it('picks the birthday as year, month and day: the days follow the month, a partial date or one under the minimum age is refused, a full one is sent', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'], ageCheck: true, minimumAge: 21 });
    show();
    const picker = await screen.findByRole('group', { name: 'Birthday' });
    const year = within(picker).getByRole('combobox', { name: 'Year' });
    const month = within(picker).getByRole('combobox', { name: 'Month' });
    const day = within(picker).getByRole('combobox', { name: 'Day' });
    const thisYear = new Date().getFullYear();
    // §5: from this year back to 1900.
    const years = within(year).getAllByRole('option').slice(1).map((o) => Number(o.getAttribute('value')));
    expect(years[0]).toBe(thisYear);
    expect(years.at(-1)).toBe(1900);
    expect(within(month).getAllByRole('option')).toHaveLength(13);
    fireEvent.change(day, { target: { value: '31' } });
    fireEvent.change(year, { target: { value: '2001' } });
    fireEvent.change(month, { target: { value: '2' } });
    // February 2001 has 28 days: the 31st became the 28th.
    expect(within(day).getAllByRole('option')).toHaveLength(29);
    expect(day).toHaveValue('28');

    fill(/^Username/, 'birthday1');
    fill(/^Password/, 'secret12');
    fill(/^Confirm password/, 'secret12');
    confirmAll();
    // Too young: the minimum age is said, and the year is focused.
    fireEvent.change(year, { target: { value: String(thisYear - 20) } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You must be 21 or older to register')).toBeVisible();
    await waitFor(() => expect(year).toHaveFocus());
    // Only part of a date: incomplete.
    fireEvent.change(day, { target: { value: '' } });
    fireEvent.change(year, { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Choose a valid date')).toBeVisible();
    expect(registration()).toBeUndefined();

    fireEvent.change(day, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('home page');
    expect(registration()).toMatchObject({ birthday: '1990-02-09' });
  });

  it('shows the register banners the announcements API serves (type B, the register group), and none when there are none', async () => {
    stubApi({ ...DEFAULT_REGISTER_SETTINGS, methods: ['username'] });
    answers['/api/announcements'] = okay({ banners: [{ id: 90, groupName: 'm_register', title: 'JOIN TODAY', url: '/media/join.svg', linkage: { type: 'none' } }], player: [], popup: [], promotion: [], hot: [] });
    const { unmount } = show();
    const banner = await screen.findByRole('button', { name: 'JOIN TODAY' });
    expect(banner.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/media/join.svg'));
    expect(calls.find((c) => c.url === '/api/announcements')?.body).toMatchObject({ types: 'B', groupName: 'm_register' });
    unmount();

    answers['/api/announcements'] = okay({ banners: [], player: [], popup: [], promotion: [], hot: [] });
    show();
    await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(screen.queryByTestId('register-banner')).toBeNull());
  });
});
