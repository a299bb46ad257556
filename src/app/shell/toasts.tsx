import { useTranslation } from 'react-i18next';
import { useToasts } from '../../state/toasts';

/** The toast stack (src/state/toasts.ts): centred, above everything, read out politely. */
export function Toasts() {
  const list = useToasts();
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 top-1/3 z-50 flex flex-col items-center gap-2 pointer-events-none" role="status" aria-live="polite">
      {list.map((x) => (
        <div key={x.id} data-testid="toast" className="max-w-[80%] rounded-xl bg-black/80 px-4 py-2 text-center text-sm text-white shadow-lg">
          {t(x.key)}
        </div>
      ))}
    </div>
  );
}
