import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { getRealityCheck, type RealityCheckValue } from '../../api/member/get-reality-check';
import { useSettings } from '../../state/settings';
import { formatBalance } from '../../../widgets/shared/format';
import { signOutEverywhere } from '../member/session-actions';
import { ModalFrame } from '../shell/modal-frame';

/**
 * The reminder itself, a reality check: how long the member has been signed
 * in and, once they have played for real, how long this playing session has
 * lasted and its net result across every game, with a way to stop playing
 * (back to the home screen, out of any game), to set limits, or to sign out
 * (§4 logout). While it shows, a game's autoplay stops (it watches ui.modals).
 */
export function ReminderDialog({ minutes, onClose }: { minutes: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onGamePage = useLocation().pathname.startsWith('/play/');
  const { language } = useSettings();
  const [leaving, setLeaving] = useState(false);
  const [play, setPlay] = useState<RealityCheckValue | null>(null);
  useEffect(() => {
    const ac = new AbortController();
    getRealityCheck(ac.signal).then(setPlay, () => undefined);
    return () => ac.abort();
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
  const stop = () => {
    onClose();
    navigate('/home');
  };
  const playing = play?.playing ? play : null;
  const net = playing?.net ?? 0;
  const signed = (n: number) => (n > 0 ? '+' : n < 0 ? '−' : '') + formatBalance(Math.abs(n), playing?.currency.symbol ?? '', language);
  return (
    <ModalFrame>
      <div role="alertdialog" aria-modal="true" aria-labelledby="rg-reminder-title" aria-describedby="rg-reminder-text" className="relative w-full max-w-[320px] card p-5 text-center animate-[fade_.2s]" data-testid="session-reminder">
        <span className="mx-auto grid place-items-center size-12 rounded-full bg-brand/15 text-brand" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2" />
          </svg>
        </span>
        <h2 id="rg-reminder-title" className="mt-3 font-bold">{t('responsible.reminderDialogTitle')}</h2>
        <div id="rg-reminder-text">
          <p className="mt-1 text-sm text-muted">{t('responsible.reminderText', { minutes })}</p>
          {playing && (
            <dl className="mt-3 grid grid-cols-2 gap-2 text-start" data-testid="reality-check">
              <div className="rounded-xl bg-surface-2 px-3 py-2">
                <dt className="text-xs text-muted">{t('responsible.timePlayed')}</dt>
                <dd className="font-bold tabular-nums">{t('responsible.minutesShort', { minutes: playing.minutes ?? 0 })}</dd>
              </div>
              <div className="rounded-xl bg-surface-2 px-3 py-2">
                <dt className="text-xs text-muted">{t('responsible.netResult')}</dt>
                <dd className={`font-bold tabular-nums ${net < 0 ? 'text-danger' : net > 0 ? 'text-success' : ''}`} data-testid="reality-net">{signed(net)}</dd>
              </div>
            </dl>
          )}
        </div>
        <div className="mt-5 grid gap-2">
          <button type="button" className="btn-primary h-11" onClick={onClose} disabled={leaving} autoFocus>{t('responsible.continue')}</button>
          {(playing || onGamePage) && (
            <button type="button" className="btn-ghost h-11" onClick={stop} disabled={leaving}>{t('responsible.stopPlaying')}</button>
          )}
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className="btn-ghost h-10 text-sm" onClick={setLimits} disabled={leaving}>{t('responsible.setLimits')}</button>
            <button type="button" className="btn-ghost h-10 text-sm text-danger" onClick={signOut} disabled={leaving} aria-busy={leaving || undefined}>
              {leaving ? t('logout.leaving') : t('logout.signOut')}
            </button>
          </div>
        </div>
      </div>
    </ModalFrame>
  );
}
