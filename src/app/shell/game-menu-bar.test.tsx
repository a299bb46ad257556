import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameMenuBar } from './game-menu-bar';

// The bar's tabs are a layout; here two plain links that mark the current one as the layout's do.
vi.mock('../../runtime/renderer', () => ({
  ShellLayout: () => {
    const { pathname } = useLocation();
    return (
      <>
        {['/slot-games', '/lottery'].map((p) => (
          <a key={p} href={p} aria-current={pathname === p ? 'page' : undefined}>{p}</a>
        ))}
      </>
    );
  },
}));

describe('game menu bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('jumps to the current tab when it first shows, then glides to the tab of each new screen', async () => {
    const calls: { tab: string; behavior?: ScrollBehavior }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, o?: boolean | ScrollIntoViewOptions) {
      calls.push({ tab: this.textContent ?? '', behavior: typeof o === 'object' ? o.behavior : undefined });
    };
    render(
      <MemoryRouter initialEntries={['/slot-games']}>
        <GameMenuBar />
        <Link to="/lottery">go</Link>
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls).toEqual([{ tab: '/slot-games', behavior: 'instant' }]));
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(calls).toEqual([{ tab: '/slot-games', behavior: 'instant' }, { tab: '/lottery', behavior: 'smooth' }]));
  });
});
