import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenBoundary, ScreenPlaceholder, screenErrors } from './screen-boundary';

describe('a lazy screen that fails to load (§8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the error and keeps the loading placeholder with "Loading failed, click to retry"; retry retries', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy<ComponentType>(() => Promise.reject(new Error('Failed to fetch dynamically imported module: /m/assets/help-screen-1.js')));
    const retry = vi.fn();
    render(
      <ScreenBoundary screen="help" onRetry={retry}>
        <Suspense fallback={<ScreenPlaceholder />}>
          <Broken />
        </Suspense>
      </ScreenBoundary>,
    );
    expect(screen.getByTestId('screen-loading')).toHaveAttribute('aria-busy', 'true');
    const box = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(screen.getByTestId('screen-failed')).toBeInTheDocument();
    expect(logged.mock.calls.some((c) => String(c[0]).startsWith('[screen] help: Failed to fetch dynamically imported module'))).toBe(true);
    expect(screenErrors.at(-1)).toEqual({ screen: 'help', reason: expect.stringContaining('help-screen-1.js') });
    fireEvent.click(box);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('a screen that loads renders as usual', async () => {
    const Fine = lazy(async () => ({ default: () => <h1>Help</h1> }));
    render(
      <ScreenBoundary screen="help">
        <Suspense fallback={<ScreenPlaceholder />}>
          <Fine />
        </Suspense>
      </ScreenBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByTestId('screen-failed')).toBeNull();
  });
});
