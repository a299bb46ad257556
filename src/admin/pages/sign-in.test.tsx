/** The console's sign-in asks for the authenticator app's code when the operator turned two-step sign-in on. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operator } from '../session';
import { SignIn } from './sign-in';

describe('console sign-in with two-step sign-in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the code field when the server asks for it, and sends the code with the password', async () => {
    const bodies: Record<string, unknown>[] = [];
    const answers = [
      { status: 401, body: { success: false, errorCode: 'admin.totp.required', message: 'Enter the code from your authenticator app', value: { totp: true, captcha: false } } },
      { status: 200, body: { success: true, value: { token: 'op-token', username: 'alice', role: 'admin', expiresAt: Date.now() + 1000 } } },
      { status: 200, body: { success: true, value: { username: 'alice', role: 'admin', totp: { on: true, since: '2026-11-26T10:00:00.000Z' } } } },
    ];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      const a = answers.shift()!;
      return new Response(JSON.stringify(a.body), { status: a.status });
    }));
    render(<SignIn />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Right-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the code from your authenticator app');
    fireEvent.change(code, { target: { value: '12a3456' } });
    expect(code).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(operator.username).toBe('alice'));
    expect(bodies[0]).toEqual({ username: 'alice', password: 'Right-pass-1' });
    expect(bodies[1]).toEqual({ username: 'alice', password: 'Right-pass-1', totp: '123456' });
    await waitFor(() => expect(operator.totp.on).toBe(true));
  });
});
