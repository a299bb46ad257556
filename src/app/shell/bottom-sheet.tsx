/**
 * Modal sheets: a sheet from the bottom, a panel from the right (§2 filter popup) and one from the
 * top (header search). The implementation (./sheet-impl on vaul, with Radix Dialog underneath) is
 * about a quarter of the player's first-load JavaScript, and no first screen opens a sheet, so it
 * loads on demand: when a sheet first opens, or earlier when the browser is idle (preloadSheets).
 * Once loaded it stays mounted, so closing animates like opening.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { preloadable } from '../../runtime/preloadable';

export type SheetSide = 'bottom' | 'right' | 'top';

export interface SheetProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** Whether the player asked the system for less motion (re-exported for the sheets). */
export { usePrefersReducedMotion } from '../../lib/motion';

// Preloadable, not plain lazy: once its code is here a sheet opens in one render. A lazy one
// suspended first, and its content then appeared through a Suspense reveal, whose effects run in
// the commit that reveals it.
let implLoaded = false;
const SheetImpl = preloadable(() =>
  import('./sheet-impl').then((m) => {
    implLoaded = true;
    return m;
  }),
);

/** Fetches the sheet implementation ahead of the first tap (called once the first screen is up). */
export function preloadSheets(): Promise<unknown> {
  return SheetImpl.preload();
}

/**
 * One sheet; `side` says where it comes from. Renders nothing until it first opens, unless its
 * code is already here: then its drawer mounts closed at once, so opening it later is an update,
 * not a mount (vaul's root reads the page's scroll position as it mounts, a forced layout that
 * was part of the tap's task on a slow phone).
 */
export function Sheet(props: SheetProps & { side: SheetSide; testId?: string }) {
  const [used, setUsed] = useState(props.open || implLoaded);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SheetImpl {...props} />
    </Suspense>
  );
}

/** A modal sheet from the bottom. */
export function BottomSheet(props: SheetProps) {
  return <Sheet side="bottom" {...props} />;
}

/** A modal panel that slides in from the right (the reading end in RTL). */
export function SidePanel(props: SheetProps & { testId?: string }) {
  return <Sheet side="right" {...props} />;
}
