/** The settings screen's feedback form: the length rule before sending, the message sent trimmed, thanks, and a refusal said. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../state/session';
import { dismissToast, toasts } from '../../state/toasts';
import { SettingsScreen } from './settings-screen';

const sent: unknown[] = [];
let refuse = false;

beforeEach(() => {
  sent.length = 0;
  refuse = false;
  Object.assign(session, { token: 'tok', type: 0, userName: 'demo' });
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    if (path === '/api/member/feedback' && init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      return refuse
        ? Response.json({ success: false, errorCode: 'request.tooMany', message: 'x' }, { status: 429 })
        : Response.json({ success: true, value: null });
    }
    return Response.json({ success: false, errorCode: 'request.notFound', message: 'x' }, { status: 404 });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of [...toasts.list]) dismissToast(t.id);
  Object.assign(session, { token: null, type: null, userName: null });
});

const show = () => render(<MemoryRouter><SettingsScreen /></MemoryRouter>);

describe('settings: feedback to the operator', () => {
  it('asks for 5 characters at least, sends the message trimmed, thanks the member and clears the box', async () => {
    show();
    const box = screen.getByLabelText('Send us feedback');
    fireEvent.change(box, { target: { value: '  hey  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write at least 5 characters');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    fireEvent.change(box, { target: { value: '  Withdrawals could be faster.  ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(sent).toEqual([{ content: 'Withdrawals could be faster.' }]));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(toasts.list.map((t) => t.key)).toContain('member.feedback.sent');
  });

  it('says why the server refused it and keeps the text', async () => {
    refuse = true;
    show();
    const box = screen.getByLabelText('Send us feedback');
    fireEvent.change(box, { target: { value: 'Please add more fishing games.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(box).toHaveValue('Please add more fishing games.');
  });

  it('is not offered to visitors or trial players', () => {
    Object.assign(session, { token: null, type: null, userName: null });
    const { unmount } = show();
    expect(screen.queryByTestId('feedback-form')).toBeNull();
    unmount();
    Object.assign(session, { token: 'tok', type: 4, userName: 'trial' });
    show();
    expect(screen.queryByTestId('feedback-form')).toBeNull();
  });
});
