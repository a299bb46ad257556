/**
 * Keeps keyboard focus inside an open dialog and gives it back to what opened it on close — the
 * dialogs not built on vaul (whose Radix base does this itself). focus-trap is loaded when a
 * dialog first opens, so the players' first load does not carry it.
 */
import { useEffect, type RefObject } from 'react';

export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    // The element that opened the dialog, taken now: by the time the module loads, focus may move.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let trap: { deactivate: (o?: { returnFocus?: boolean }) => unknown } | undefined;
    let cancelled = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      const el = container.current;
      if (cancelled || !el) return;
      trap = createFocusTrap(el, {
        // The dialog's own Escape and outside-click handlers close it; the trap only holds focus.
        escapeDeactivates: false,
        allowOutsideClick: true,
        initialFocus: () => el.querySelector<HTMLElement>('[data-autofocus]') ?? el,
        fallbackFocus: el,
        returnFocusOnDeactivate: false,
      }).activate();
    });
    return () => {
      cancelled = true;
      trap?.deactivate();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, container]);
}
