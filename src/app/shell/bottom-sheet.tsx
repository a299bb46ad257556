import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../widgets/shared/icon';
import { ui } from '../../state/ui';

/** A modal sheet from the bottom: focus moves in, Escape and the backdrop close it, page scroll is locked. */
export function BottomSheet({ title, open, onClose, children, footer }: { title: string; open: boolean; onClose: () => void; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    ui.modals++;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      ui.modals--;
      window.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40" role="dialog" aria-modal="true" aria-label={title}>
      <button type="button" aria-label={t('common.close')} className="absolute inset-0 bg-black/60 animate-[fade_.2s]" onClick={onClose} />
      <div ref={panel} tabIndex={-1} className="absolute inset-x-0 bottom-0 mx-auto max-w-[480px] max-h-[80dvh] flex flex-col rounded-t-3xl bg-surface border-t border-line animate-[sheet-up_.225s_ease-out] outline-none">
        <div className="flex items-center justify-between px-4 h-14 border-b border-line">
          <h2 className="font-bold">{title}</h2>
          <button type="button" onClick={onClose} aria-label={t('common.close')} className="text-muted"><Icon name="close" /></button>
        </div>
        <div className="overflow-y-auto p-4">{children}</div>
        {footer && <div className="p-4 pt-0 pb-[max(1rem,env(safe-area-inset-bottom))]">{footer}</div>}
      </div>
    </div>
  );
}
