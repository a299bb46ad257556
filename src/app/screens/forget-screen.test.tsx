/** §8 SMS feedback on the forgot-password screen: "sending" while the code goes out, then that it was sent. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REGISTER_SETTINGS } from '../../../schemas/register.schema';
import type { Settings } from '../../../schemas/settings.schema';
import { settings } from '../../state/settings';
import { ForgetScreen } from './forget-screen';

let release: (() => void) | null = null;
const sent: Record<string, unknown>[] = [];

describe('forgot password by mobile', () => {
  beforeEach(() => {
    sent.length = 0;
    settings.settings = { whitelabel: { PSWCHANGEVERIFY: true }, currency: { code: 'PHP', symbol: '₱' } } as unknown as Settings;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).split('?')[0]!;
      if (path === '/api/auth/sms') {
        sent.push(JSON.parse(String(init?.body)));
        await new Promise<void>((r) => (release = r));
        return new Response(JSON.stringify({ success: true, value: { expirationTime: Date.now() + 60_000 } }));
      }
      if (path === '/api/register/settings') return new Response(JSON.stringify({ success: true, value: DEFAULT_REGISTER_SETTINGS }));
      return new Response(JSON.stringify({ success: true, value: { list: [] } }));
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    settings.settings = null;
  });

  it('says "sending" while the code goes out (the button cannot be pressed again), then that it was sent', async () => {
    render(
      <MemoryRouter>
        <ForgetScreen />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    fireEvent.click(sending);
    expect(sent).toEqual([expect.objectContaining({ mobileNum: '9171234567', purpose: 'password' })]);
    release!();
    expect(await screen.findByRole('status')).toHaveTextContent('Code sent');
  });
});
