import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RetryBox } from './retry-box';

describe('RetryBox (§8 "Loading failed, click to retry")', () => {
  it('retries on a click', () => {
    const onRetry = vi.fn();
    render(<RetryBox onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Loading failed, click to retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries on its own, once, when the browser comes back online', () => {
    const onRetry = vi.fn();
    render(<RetryBox onRetry={onRetry} />);
    expect(onRetry).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses the latest retry it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<RetryBox onRetry={first} />);
    rerender(<RetryBox onRetry={second} />);
    window.dispatchEvent(new Event('online'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('a box that has gone does not retry', () => {
    const onRetry = vi.fn();
    const { unmount } = render(<RetryBox onRetry={onRetry} />);
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('retries at once, once, when the browser came back online before the box was there to hear it', () => {
    const onRetry = vi.fn();
    render(<RetryBox onRetry={onRetry} reconnectedSince={() => true} />);
    expect(onRetry).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('without a reconnection since its attempt began, waits for one', () => {
    const onRetry = vi.fn();
    render(<RetryBox onRetry={onRetry} reconnectedSince={() => false} />);
    expect(onRetry).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
