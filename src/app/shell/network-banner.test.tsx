import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../../lib/constants';
import { network } from '../../state/network';
import { NetworkBanner } from './network-banner';

describe('network notices (§8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    network.online = true;
    network.slowRequests = 0;
  });

  it('shows nothing while online and fast', () => {
    render(<NetworkBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"No Internet" for as long as the browser is offline, gone once back online', async () => {
    render(<NetworkBanner />);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('No Internet');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('No Internet');
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Slow Connection" for a short toast (3 s) each time a request runs long', async () => {
    render(<NetworkBanner />);
    await act(async () => void network.slowRequests++);
    expect(screen.getByRole('alert')).toHaveTextContent('Slow Connection');
    await act(async () => vi.advanceTimersByTime(TOAST_MS.short - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Slow Connection');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
