/**
 * The withdraw screen when the operator requires a verified identity: a member without one is told
 * so with a link to the verification screen and cannot send the form, whether the page's data says
 * so or the server's refusal does.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawInfo } from '../../api/wallet/types';
import { session } from '../../state/session';
import { WithdrawScreen } from './withdraw-screen';

const INFO: WithdrawInfo = {
  balance: 500,
  withdrawable: 500,
  min: 100,
  max: 100_000,
  banks: [{ code: 'BDO', name: 'BDO Unibank' }],
  accounts: [{ id: 7, bankCode: 'BDO', bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumberMasked: '•••• 7890' }],
  maxAccounts: 3,
  payeeName: 'Juan Dela Cruz',
  passwordSet: true,
  identityRequired: false,
  orders: [],
};

let info: WithdrawInfo = INFO;
const posted: string[] = [];

beforeEach(() => {
  info = INFO;
  posted.length = 0;
  Object.assign(session, { token: 'tok', type: 0, userName: 'demo' });
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/wallet/withdraw') return Response.json({ success: true, value: info });
    if (path === '/api/wallet/withdrawals' && init?.method === 'POST') {
      posted.push(String(init.body));
      return Response.json({ success: false, errorCode: 'wallet.identity.required', message: 'Verify your identity before withdrawing' }, { status: 403 });
    }
    return Response.json({ success: false, errorCode: 'request.notFound', message: 'x' }, { status: 404 });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(session, { token: null, type: null, userName: null });
});

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/withdraw']}>
      <Routes>
        <Route path="/withdraw" element={<WithdrawScreen />} />
        <Route path="/member/verify" element={<p>verify page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('withdraw screen and a required identity verification', () => {
  it('tells an unverified member to verify first, links to the verification screen, and keeps the form from being sent', async () => {
    info = { ...INFO, identityRequired: true };
    renderScreen();
    const note = await screen.findByTestId('withdraw-identity');
    expect(note).toHaveTextContent('Verify your identity before withdrawing');
    expect(screen.getByRole('button', { name: 'Withdraw now' })).toBeDisabled();
    fireEvent.click(screen.getByRole('link', { name: 'Identity verification' }));
    expect(await screen.findByText('verify page')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows nothing of the kind when the setting is off, and the same note when the server refuses', async () => {
    renderScreen();
    await screen.findByTestId('withdraw-screen');
    expect(screen.queryByTestId('withdraw-identity')).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw now' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await screen.findByTestId('withdraw-identity')).toHaveTextContent('Verify your identity before withdrawing');
    expect(screen.getByRole('link', { name: 'Identity verification' })).toHaveAttribute('href', '/member/verify');
    expect(screen.getByRole('button', { name: 'Withdraw now' })).toBeDisabled();
  });
});
