/**
 * The identity verification screen in its states: nothing sent (upload with progress, then under
 * review), rejected (the operator's reason, and a new upload), verified (the member's picture, no
 * upload), a refused file, a failed load with retry, and the refusals for visitors and trial players.
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberVerification } from '../../../schemas/verification.schema';
import { session } from '../../state/session';
import { dismissToast, toasts } from '../../state/toasts';
import { VerifyScreen } from './verify-screen';
import { routeOf, screenComponent } from '../routes';

// jsdom decodes no pictures: the browser-side re-encoding is compress-picture's own tests' business.
vi.mock('../../lib/compress-picture', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/compress-picture')>()),
  preparePicture: async (file: File) => file,
  pictureDataUrl: async () => 'data:image/png;base64,iVBORw0KGgo=',
}));

const NONE: MemberVerification = { status: 'none', submittedAt: null, decidedAt: null, reason: null, pictureUrl: null };
const PENDING: MemberVerification = { status: 'pending', submittedAt: '2026-11-20T10:00:00.000Z', decidedAt: null, reason: null, pictureUrl: '/api/member/uploads/0123456789abcdef0123456789abcdef.png' };
const VERIFIED: MemberVerification = { ...PENDING, status: 'verified', decidedAt: '2026-11-21T10:00:00.000Z' };
const REJECTED: MemberVerification = { ...PENDING, status: 'rejected', decidedAt: '2026-11-21T10:00:00.000Z', reason: 'The picture is blurred.' };

let current: MemberVerification | 'fail' = NONE;
const fetched: string[] = [];

/** The upload: held until the test answers it, so the progress can be seen on the way. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  current = NONE;
  fetched.length = 0;
  FakeXhr.last = null;
  Object.assign(session, { token: 'tok', type: 0, userName: 'demo' });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const path = String(input);
    fetched.push(path);
    if (path === '/api/member/verification') {
      if (current === 'fail') throw new TypeError('Failed to fetch');
      return Response.json({ success: true, value: current });
    }
    if (path.startsWith('/api/member/uploads/')) return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
    return Response.json({ success: false, errorCode: 'request.notFound', message: 'x' }, { status: 404 });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of [...toasts.list]) dismissToast(t.id);
  Object.assign(session, { token: null, type: null, userName: null });
});

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/member/verify']}>
      <Routes>
        <Route path="/member/verify" element={<VerifyScreen />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
const toastKeys = () => toasts.list.map((t) => t.key);
/**
 * The submit button once the chosen picture is ready: it stays disabled while the picture is read
 * and prepared, and a click before then does nothing (on a busy machine that takes seconds).
 */
async function submitWhenReady() {
  const button = await screen.findByTestId('verify-submit');
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'id.png', { type: 'image/png' });

describe('identity verification screen', () => {
  it('with nothing sent: a picture is chosen, goes up with progress, and the screen then says it is under review', async () => {
    renderScreen();
    expect(screen.getByTestId('verify-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('verify-screen')).toHaveAttribute('data-status', 'none');
    expect(screen.getByTestId('verify-badge')).toHaveTextContent('Not verified');
    expect(screen.getByTestId('verify-submit')).toBeDisabled();
    // Nothing to replace yet: "Choose another" appears only with a chosen picture.
    expect(screen.queryByTestId('verify-change')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose another' })).toBeNull();

    fireEvent.change(screen.getByTestId('verify-input'), { target: { files: [png()] } });
    expect(await screen.findByTestId('verify-preview')).toBeInTheDocument();
    expect(screen.getByTestId('verify-submit')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose another' })).toBeEnabled();
    fireEvent.click(screen.getByTestId('verify-submit'));

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/member/verification');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body!.get('picture') as File).name).toBe('id.png');
    act(() => xhr.progress(0.4));
    expect(screen.getByTestId('verify-uploading')).toHaveTextContent('Uploading your picture…');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('verify-submit')).toBeDisabled();

    act(() => xhr.answer(200, { success: true, value: PENDING }));
    await waitFor(() => expect(screen.getByTestId('verify-screen')).toHaveAttribute('data-status', 'pending'));
    expect(screen.getByTestId('verify-badge')).toHaveTextContent('Pending review');
    expect(screen.getByTestId('verify-status')).toHaveTextContent('We are reviewing your ID picture.');
    expect(screen.queryByTestId('verify-input')).toBeNull();
    expect(toastKeys()).toContain('verify.sent');
  });

  it('rejected: shows the operator’s reason and lets the member send a new picture', async () => {
    current = REJECTED;
    renderScreen();
    expect(await screen.findByTestId('verify-screen')).toHaveAttribute('data-status', 'rejected');
    expect(screen.getByTestId('verify-badge')).toHaveTextContent('Not approved');
    expect(screen.getByTestId('verify-reason')).toHaveTextContent('Reason: The picture is blurred.');
    fireEvent.change(screen.getByTestId('verify-input'), { target: { files: [png()] } });
    fireEvent.click(await submitWhenReady());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(200, { success: true, value: { ...PENDING, submittedAt: new Date().toISOString() } }));
    await waitFor(() => expect(screen.getByTestId('verify-screen')).toHaveAttribute('data-status', 'pending'));
    expect(screen.queryByTestId('verify-reason')).toBeNull();
  });

  it('verified: shows the member’s own picture and no upload', async () => {
    current = VERIFIED;
    renderScreen();
    expect(await screen.findByTestId('verify-screen')).toHaveAttribute('data-status', 'verified');
    expect(screen.getByTestId('verify-badge')).toHaveTextContent('Verified');
    expect(await screen.findByTestId('verify-picture')).toHaveAttribute('src', expect.stringMatching(/^data:image\//));
    expect(fetched).toContain(VERIFIED.pictureUrl);
    expect(screen.queryByTestId('verify-input')).toBeNull();
    expect(screen.queryByTestId('verify-submit')).toBeNull();
  });

  it('refuses a file that is not a picture with its translated message, and sends nothing', async () => {
    renderScreen();
    await screen.findByTestId('verify-screen');
    fireEvent.change(screen.getByTestId('verify-input'), { target: { files: [new File(['%PDF'], 'id.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(toastKeys()).toContain('errors.activity_image_type'));
    expect(screen.queryByTestId('verify-preview')).toBeNull();
    expect(screen.getByTestId('verify-submit')).toBeDisabled();
    expect(FakeXhr.last).toBeNull();
  });

  it('keeps the chosen picture when the server refuses it, with the server’s reason translated', async () => {
    renderScreen();
    await screen.findByTestId('verify-screen');
    fireEvent.change(screen.getByTestId('verify-input'), { target: { files: [png()] } });
    fireEvent.click(await submitWhenReady());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.answer(400, { success: false, errorCode: 'activity.imageUnreadable', message: 'x' }));
    await waitFor(() => expect(toastKeys()).toContain('errors.activity.imageUnreadable'));
    expect(screen.getByTestId('verify-screen')).toHaveAttribute('data-status', 'none');
    expect(screen.getByTestId('verify-preview')).toBeInTheDocument();
    expect(screen.getByTestId('verify-submit')).toBeEnabled();
  });

  it('a failed load offers a retry that loads the state', async () => {
    current = 'fail';
    renderScreen();
    const retry = await screen.findByTestId('block-retry');
    current = PENDING;
    fireEvent.click(retry);
    expect(await screen.findByTestId('verify-screen')).toHaveAttribute('data-status', 'pending');
  });

  it('sends a visitor to sign in and refuses a trial player', async () => {
    // The gate is the screen's declaration's (platform/screens.ts), put around it by the router.
    const Declared = screenComponent('verify');
    const renderDeclared = () =>
      render(
        <MemoryRouter initialEntries={['/member/verify']}>
          <Routes>
            <Route path="/member/verify" element={<Suspense fallback={null}><Declared meta={routeOf('/member/verify')!} /></Suspense>} />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
        </MemoryRouter>,
      );
    Object.assign(session, { token: null, type: null, userName: null });
    const { unmount } = renderDeclared();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    unmount();
    Object.assign(session, { token: 'trial', type: 4, userName: 'guest' });
    renderDeclared();
    expect(await screen.findByTestId('member-refusal')).toHaveTextContent('Please log in to a real account to use this function');
    expect(fetched).toEqual([]);
  });
});

describe('member home row', () => {
  it.each([
    [VERIFIED, 'Verified'],
    [REJECTED, 'Not approved'],
    [NONE, 'Not verified'],
  ] as const)('shows the state ($status) and opens the verify screen', async (state, label) => {
    current = state;
    const { VerificationRow } = await import('../member/verification-status');
    render(
      <MemoryRouter>
        <VerificationRow />
      </MemoryRouter>,
    );
    const row = screen.getByTestId('verify-row');
    expect(row).toHaveAttribute('data-status', 'loading');
    await waitFor(() => expect(row).toHaveAttribute('data-status', state.status));
    expect(screen.getByTestId('verify-badge')).toHaveTextContent(label);
    expect(row).toHaveAttribute('href', '/member/verify');
  });
});
