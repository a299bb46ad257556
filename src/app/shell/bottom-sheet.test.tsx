import { afterEach, describe, expect, it, vi } from 'vitest';
import { Profiler, useLayoutEffect } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import SheetImpl from './sheet-impl';
import { BottomSheet, SidePanel } from './bottom-sheet';
import { ui } from '../../state/ui';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener: () => undefined, removeEventListener: () => undefined }));
}
afterEach(() => vi.unstubAllGlobals());

describe('BottomSheet and SidePanel (vaul)', () => {
  it('renders nothing and loads no code until it first opens', () => {
    const { container } = render(<BottomSheet title="Later" open={false} onClose={() => undefined}>x</BottomSheet>);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a dialog named by its title, focused on open, locking the page while open', async () => {
    mockReducedMotion(false);
    const before = ui.modals;
    const { rerender } = render(<BottomSheet title="Providers" open onClose={() => undefined} footer={<button type="button">Confirm</button>}><p>body</p></BottomSheet>);
    const dialog = await screen.findByRole('dialog', { name: 'Providers' });
    // Focus follows the sheet's first frame (not inside the open, where it would force a style recalculation).
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveAttribute('data-side', 'bottom');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(ui.modals).toBe(before + 1);
    rerender(<BottomSheet title="Providers" open={false} onClose={() => undefined}><p>body</p></BottomSheet>);
    expect(ui.modals).toBe(before);
  });

  it('Escape and the close button ask to close', async () => {
    mockReducedMotion(false);
    const onClose = vi.fn();
    render(<SidePanel title="Filters" open onClose={onClose}><input aria-label="name" /></SidePanel>);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toHaveAttribute('data-side', 'right');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens in 225 ms, and without animation for prefers-reduced-motion', async () => {
    mockReducedMotion(false);
    const { unmount } = render(<BottomSheet title="A" open onClose={() => undefined}>x</BottomSheet>);
    expect((await screen.findByRole('dialog')).style.animationDuration).toBe('225ms');
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-vaul-animate', 'false');
    unmount();
    mockReducedMotion(true);
    render(<BottomSheet title="B" open onClose={() => undefined}>x</BottomSheet>);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-vaul-animate', 'false');
  });

  it('moves focus to a field marked data-autofocus', async () => {
    mockReducedMotion(false);
    render(<SidePanel title="Search" open onClose={() => undefined}><input aria-label="q" data-autofocus /></SidePanel>);
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByLabelText('q')).toHaveFocus());
  });

  /** The sheet around a child that notes how many commits came before the one that mounted it. */
  function probedSheet() {
    let commits = 0;
    let mountedAfter = -1;
    function Probe() {
      useLayoutEffect(() => {
        mountedAfter = commits;
      }, []);
      return <p>content</p>;
    }
    const sheet = (open: boolean) => (
      <Profiler id="sheet" onRender={() => commits++}>
        <SheetImpl side="bottom" title="Member" open={open} onClose={() => undefined}>
          <Probe />
        </SheetImpl>
      </Profiler>
    );
    return { sheet, commits: () => commits, mountedAfter: () => mountedAfter };
  }

  it("mounts its content in the sheet's own first commit, not in a synchronous re-render after it", async () => {
    // A portal that mounts itself from a layout effect renders the whole sheet again, synchronously,
    // inside the commit: on a slow phone one long task instead of the transition's slices.
    mockReducedMotion(false);
    const probe = probedSheet();
    render(probe.sheet(true));
    expect(await screen.findByRole('dialog', { name: 'Member' })).toHaveTextContent('content');
    expect(probe.mountedAfter()).toBe(0);
  });

  it('mounted closed, opens with its content mounted in the opening commit', async () => {
    mockReducedMotion(false);
    const probe = probedSheet();
    const { rerender } = render(probe.sheet(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    const before = probe.commits();
    rerender(probe.sheet(true));
    expect(await screen.findByRole('dialog', { name: 'Member' })).toHaveTextContent('content');
    expect(probe.mountedAfter()).toBe(before);
  });
});
