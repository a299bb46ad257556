/** My account: the password form checks the creation policy before sending, and sends the current and the new password. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPage, newPasswordProblem } from './account-page';

describe('the console\u2019s own password change', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names what is wrong with a new password', () => {
    expect(newPasswordProblem('Old-pass-1', 'short', 'short')).toMatch(/8–72/);
    expect(newPasswordProblem('Old-pass-1', 'ümlaut-pass1', 'ümlaut-pass1')).toMatch(/keyboard symbols/);
    expect(newPasswordProblem('Old-pass-1', 'Old-pass-1', 'Old-pass-1')).toMatch(/differ from the current/);
    expect(newPasswordProblem('Old-pass-1', 'New-pass-2', 'New-pass-3')).toMatch(/differ/);
    expect(newPasswordProblem('Old-pass-1', 'New-pass-2', 'New-pass-2')).toBeNull();
  });

  it('sends the current and the new password and says the other sessions ended', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      bodies.push([url, init?.method, init?.body ? JSON.parse(String(init.body)) : undefined]);
      return new Response(JSON.stringify({ success: true, value: { changed: true } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    render(<AccountPage />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Old-pass-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'New-pass-2' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'New-pass-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByTestId('password-changed')).toBeTruthy());
    expect(bodies).toEqual([['/api/admin/password', 'POST', { currentPassword: 'Old-pass-1', newPassword: 'New-pass-2' }]]);
  });
});
