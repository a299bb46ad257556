import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadable', () => {
  it('once preloaded, renders at once: no fallback, not even for a tick', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = preloadable(load);
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="ana" />
      </Suspense>,
    );
    expect(screen.getByText('hello ana')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('without a preload, suspends like React.lazy, then renders', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="bo" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello bo')).toBeTruthy();
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const Lazy = preloadable(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello })));
    await expect(Lazy.preload()).rejects.toThrow('offline');
    fail = false;
    await act(async () => {
      await Lazy.preload();
    });
    render(<Lazy name="cy" />);
    expect(screen.getByText('hello cy')).toBeTruthy();
  });
});
