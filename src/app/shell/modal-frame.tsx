/**
 * A centred modal dialog's frame (§4): the page behind is dimmed and locked (ScrollLock), and the
 * dialog counts in `ui.modals` while it is mounted (a game's autoplay pauses). `onBackdrop` makes
 * the dimmed page a button that closes it (named by `closeLabel`); `null` keeps the button but
 * lets the tap do nothing (while the dialog is busy); without it, a tap outside does nothing.
 */
import { useEffect, type ReactNode } from 'react';
import { ui } from '../../state/ui';
import { ScrollLock } from './scroll-lock';

const BACKDROP = 'absolute inset-0 bg-black/60 animate-[fade_.2s]';

export function ModalFrame({ children, onBackdrop, closeLabel }: { children: ReactNode; onBackdrop?: (() => void) | null; closeLabel?: string }) {
  useEffect(() => {
    ui.modals++;
    return () => {
      ui.modals--;
    };
  }, []);
  return (
    <ScrollLock>
      <div className="fixed inset-0 z-50 grid place-items-center p-6">
        {onBackdrop === undefined ? (
          <div aria-hidden="true" className={BACKDROP} />
        ) : (
          <button type="button" aria-label={closeLabel} className={BACKDROP} onClick={onBackdrop ?? undefined} />
        )}
        {children}
      </div>
    </ScrollLock>
  );
}
