/**
 * Locks the page behind an open dialog (§4: a side menu or a modal locks scrolling) by cancelling
 * the wheel and touch moves that would scroll it — react-remove-scroll, the lock Radix's dialogs
 * are built on — rather than by styling the page. `overflow: hidden` on <body> reaches the
 * viewport, and taking it off again repainted the whole page as the dialog closed (35–80 ms at 4×
 * over a long list). The library's style part is off for the same reason: its style sheet hides
 * the scroll bar and sets a custom property on <body>, which restyled every element. Scrolling
 * inside the dialog's own scrollers still works and stops at their ends instead of moving the page.
 */
import type { ReactElement, Ref } from 'react';
import { RemoveScroll } from 'react-remove-scroll';

/** Wraps the dialog's outermost element (its ref is handed through). */
export function ScrollLock({ children, ref }: { children: ReactElement; ref?: Ref<HTMLElement> }) {
  return (
    <RemoveScroll ref={ref} forwardProps removeScrollBar={false} allowPinchZoom>
      {children}
    </RemoveScroll>
  );
}
