import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOutEverywhere } from './session-actions';
import { ModalFrame } from '../shell/modal-frame';

/**
 * §4 logout: asks for confirmation, shows the loading state while the server
 * logs out, clears the session and goes to /m/home.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!open) return null;
  const confirm = async () => {
    setLeaving(true);
    await signOutEverywhere();
    setLeaving(false);
    onClose();
    navigate('/home');
  };
  return (
    <ModalFrame onBackdrop={leaving ? null : onClose} closeLabel={t('common.close')}>
      <div role="alertdialog" aria-modal="true" aria-label={t('logout.confirm')} className="relative w-full max-w-[320px] card p-5 text-center animate-[fade_.2s]">
        <p className="font-semibold">{t('logout.confirm')}</p>
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button type="button" className="btn-ghost h-10" onClick={onClose} disabled={leaving}>{t('common.cancel')}</button>
          <button type="button" className="btn-primary h-10" onClick={confirm} disabled={leaving} aria-busy={leaving || undefined}>
            {leaving ? t('logout.leaving') : t('logout.signOut')}
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
