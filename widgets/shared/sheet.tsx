/**
 * A modal sheet for widgets that open a detail (the promotion pop-up). The app hands in its own
 * sheet (focus trap, swipe to close, scroll lock, its look) through WidgetSheetProvider, so
 * widgets keep importing nothing from src/app; without a provider (Storybook, unit tests) a plain
 * accessible dialog stands in.
 */
import { useContext, useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { SheetHost, type WidgetSheetProps } from './sheet-host';

export function WidgetSheet(props: WidgetSheetProps) {
  const Host = useContext(SheetHost) ?? PlainSheet;
  // The provider's value is one component for the app's lifetime (or the stand-in), not created per render.
  // eslint-disable-next-line react-hooks/static-components
  return <Host {...props} />;
}

function PlainSheet({ title, open, onClose, children, footer }: WidgetSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-black/60" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="w-full max-w-[480px] max-h-[85dvh] flex flex-col rounded-t-3xl border-t border-line bg-surface">
        <div className="flex items-center justify-between gap-2 px-4 h-14 shrink-0 border-b border-line">
          <h2 id={titleId} className="font-bold truncate">{title}</h2>
          <button type="button" onClick={onClose} aria-label={t('common.close')} className="grid place-items-center size-9 -me-2 rounded-lg text-muted">
            <Icon name="close" />
          </button>
        </div>
        <div className="flex-1 min-h-0 overflow-y-auto p-4">{children}</div>
        {footer && <div className="shrink-0 p-4 pt-2">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
