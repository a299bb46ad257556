import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ui } from '../../state/ui';
import { signOutEverywhere } from '../member/session-actions';

/** The reminder itself: how long the member has played, and three ways on (§4 logout for Sign out). */
export function ReminderDialog({ minutes, onClose }: { minutes: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    ui.modals++;
    return () => {
      ui.modals--;
    };
  }, []);
  const signOut = async () => {
    setLeaving(true);
    await signOutEverywhere();
    onClose();
    navigate('/home');
  };
  const setLimits = () => {
    onClose();
    navigate('/member/responsible');
  };
  return (
    <div className="fixed inset-0 z-50 grid place-items-center p-6">
      <div className="absolute inset-0 bg-black/60 animate-[fade_.2s]" aria-hidden="true" />
      <div role="alertdialog" aria-modal="true" aria-labelledby="rg-reminder-title" aria-describedby="rg-reminder-text" className="relative w-full max-w-[320px] card p-5 text-center animate-[fade_.2s]" data-testid="session-reminder">
        <span className="mx-auto grid place-items-center size-12 rounded-full bg-brand/15 text-brand" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2" />
          </svg>
        </span>
        <h2 id="rg-reminder-title" className="mt-3 font-bold">{t('responsible.reminderDialogTitle')}</h2>
        <p id="rg-reminder-text" className="mt-1 text-sm text-muted">{t('responsible.reminderText', { minutes })}</p>
        <div className="mt-5 grid gap-2">
          <button type="button" className="btn-primary h-11" onClick={onClose} disabled={leaving} autoFocus>{t('responsible.continue')}</button>
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="btn-ghost h-10 text-sm" onClick={setLimits} disabled={leaving}>{t('responsible.setLimits')}</button>
            <button type="button" className="btn-ghost h-10 text-sm text-danger" onClick={signOut} disabled={leaving} aria-busy={leaving || undefined}>
              {leaving ? t('logout.leaving') : t('logout.signOut')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
