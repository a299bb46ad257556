/**
 * Modal sheets on vaul (Radix Dialog underneath): a sheet from the bottom, a panel from the
 * right (§2 filter popup) and one from the top (header search). Focus moves into the sheet and
 * is trapped there, Escape, the backdrop and a downward swipe close it, the title names the
 * dialog for screen readers, the page behind is locked (ScrollLock, §4), the bottom edge clears
 * the phone's safe area. Sheets open in §9's 225 ms, or at once with prefers-reduced-motion.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from 'vaul';
import { Icon } from '../../../widgets/shared/icon';
import { POPUP_TRANSITION_MS } from '../../lib/constants';
import { ui } from '../../state/ui';
import { ScrollLock } from './scroll-lock';
import { usePrefersReducedMotion, type SheetProps, type SheetSide } from './bottom-sheet';

const PANEL: Record<SheetSide, string> = {
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl border-t',
  right: 'inset-y-0 end-0 w-[min(88vw,400px)] border-s',
  top: 'inset-x-0 top-0 h-[100dvh]',
};

/** One sheet; `side` says where it comes from. Loaded on demand through ./bottom-sheet. */
export default function SheetImpl({ side, title, open, onClose, children, footer, testId }: SheetProps & { side: SheetSide; testId?: string }) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const panel = useRef<HTMLDivElement>(null);
  /** What had focus when the sheet opened: it gets focus back on close (a sheet opened from state has no Radix trigger to return to). */
  const opener = useRef<HTMLElement | null>(null);
  // The drawer's parts mount on the first open, not before: a sheet can mount closed (see
  // ./bottom-sheet), and Radix's Presence, mounted closed, would mount the content on open from a
  // layout effect, synchronously, instead of in the opening transition's render.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!open) return;
    ui.modals++;
    return () => {
      ui.modals--;
    };
  }, [open]);
  // Inline styles win over vaul's own 500 ms; data-vaul-animate=false is vaul's switch for "no animation".
  const motion = { animationDuration: `${POPUP_TRANSITION_MS}ms` };
  const still = reduced ? { 'data-vaul-animate': 'false' } : {};
  // An RTL page's panel from the "right" comes from the reading end, which is the left.
  const direction = side === 'right' && typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'left' : side;
  return (
    <Drawer.Root open={open} onOpenChange={(o) => !o && onClose()} direction={direction} noBodyStyles autoFocus>
      {/* A container given up front: without one, Radix's portal renders nothing at first and sets
          state in a layout effect once mounted, so the whole sheet, its content included, rendered
          synchronously inside the commit — one task (~100 ms on a slow phone) instead of the
          transition's slices that yield to the browser. */}
      {opened && (
        <Drawer.Portal container={document.body}>
          {/* Not Drawer.Overlay: Radix's overlay locks the page's scroll with react-remove-scroll's style
              sheet too, which sets a custom property on <body>, so opening a sheet restyled every
              element of the page (~50 ms at 4× over a game list). ScrollLock below locks it
              without styling anything. The data attributes take vaul's fade. */}
          <div
            aria-hidden="true"
            className="fixed inset-0 z-40 bg-black/60"
            data-vaul-overlay=""
            data-vaul-snap-points="false"
            data-state={open ? 'open' : 'closed'}
            // A tap on the backdrop is a tap outside the sheet, which closes it (Radix's outside tap).
            style={motion}
            {...still}
          />
          <Drawer.Content
            ref={panel}
            aria-describedby={undefined}
            tabIndex={-1}
            onOpenAutoFocus={(e) => {
              // Focus the sheet itself, so a screen reader starts at its title, not at a button
              // (or the field the content marks with data-autofocus, e.g. the search box).
              e.preventDefault();
              opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
              // After the sheet's first frame, not now: focusing needs fresh styles and layout, and at
              // this point the whole sheet has just been added, so focus() would force both inside
              // this task, work the frame does anyway a moment later.
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const el = panel.current;
                  if (el?.isConnected && !el.contains(document.activeElement)) (el.querySelector<HTMLElement>('[data-autofocus]') ?? el).focus();
                }),
              );
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              if (opener.current?.isConnected) opener.current.focus();
              opener.current = null;
            }}
            className={`fixed z-40 mx-auto max-w-[480px] flex flex-col bg-surface border-line outline-none ${PANEL[side]}`}
            style={motion}
            data-testid={testId}
            data-side={side}
            {...still}
          >
            <ScrollLock>
              {/* display: contents, so the sheet's parts stay the panel's flex items. */}
              <div className="contents">
                {side === 'bottom' && <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-line" />}
                <div className={`flex items-center justify-between gap-2 px-4 h-14 shrink-0 border-b border-line ${side === 'top' ? 'pt-[env(safe-area-inset-top)]' : ''}`}>
                  <Drawer.Title className="font-bold truncate">{title}</Drawer.Title>
                  <Drawer.Close aria-label={t('common.close')} className="grid place-items-center size-9 -me-2 rounded-lg text-muted">
                    <Icon name="close" />
                  </Drawer.Close>
                </div>
                {/* data-vaul-no-drag: scrolling the content never drags the sheet. */}
                <div className="flex-1 min-h-0 overflow-y-auto overscroll-contain p-4" data-vaul-no-drag="">
                  {children}
                </div>
                {footer && <div className="shrink-0 p-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">{footer}</div>}
                {!footer && side !== 'top' && <div aria-hidden="true" className="shrink-0 pb-[env(safe-area-inset-bottom)]" />}
              </div>
            </ScrollLock>
          </Drawer.Content>
        </Drawer.Portal>
      )}
    </Drawer.Root>
  );
}

