/**
 * Identity verification `/m/member/verify`: where the member's verification stands, and the
 * upload of an ID picture when there is none under review and they are not verified yet (first
 * time, or after a rejection, whose reason shows). The picture follows the reward pictures' rules
 * in the browser (type and size checked, large photos re-encoded smaller) and goes up with a
 * progress bar. Real members only: visitors sign in, trial players are refused.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { getOwnPicture, getVerification, submitVerification, type MemberVerification } from '../../api/member/verification';
import { pictureDataUrl, preparePicture, PictureUnreadable } from '../../lib/compress-picture';
import { REWARD_PICTURE_MAX_BYTES } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { pictureRefusal } from '../../lib/reward';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { Refusal } from '../member/member-gate';
import { MemberIcon } from '../member/member-icon';
import { VerificationBadge } from '../member/verification-status';
import { formatDate, warmUpDates } from '../../lib/format-date';
import { arriving } from '../../lib/arriving';

// The verification states write their dates on the first render.
warmUpDates();

export function VerifyScreen() {
  return <Verify />;
}

function Verify() {
  const [state, setState] = useState<MemberVerification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    setError(null);
    getVerification().then(arriving(setState), (e: ApiError) => setError(e.errorCode ?? 'network.failed'));
  };
  useEffect(load, []);

  if (error) return error.startsWith('network.') ? <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" /> : <Refusal messageKey={errorMessageKey(error)} />;
  if (!state) {
    return (
      <div className="p-4 space-y-4" aria-busy="true" data-testid="verify-loading">
        <div className="skeleton h-24" />
        <div className="skeleton h-56" />
      </div>
    );
  }
  return (
    <section className="p-4 space-y-4" data-testid="verify-screen" data-status={state.status}>
      <StatusCard state={state} />
      {state.status === 'none' || state.status === 'rejected' ? <UploadForm onSent={setState} /> : state.pictureUrl && <OwnPicture url={state.pictureUrl} />}
    </section>
  );
}

function StatusCard({ state }: { state: MemberVerification }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const date = (iso: string | null) => (iso ? formatDate(new Date(iso), languageByCode(language)?.bcp47 ?? 'en', 'day') : '');
  const text =
    state.status === 'pending' ? t('verify.pendingText', { date: date(state.submittedAt) })
    : state.status === 'verified' ? t('verify.verifiedText', { date: date(state.decidedAt) })
    : state.status === 'rejected' ? t('verify.rejectedText')
    : t('verify.intro');
  return (
    <div className="card p-4 space-y-2" data-testid="verify-status">
      <div className="flex items-center gap-3">
        <span className={`grid place-items-center size-10 shrink-0 rounded-xl ${state.status === 'verified' ? 'bg-success/15 text-success' : 'bg-brand/15 text-brand'}`}>
          <MemberIcon name={state.status === 'verified' ? 'check' : 'shield'} className="size-6" />
        </span>
        <h2 className="flex-1 font-bold">{t('verify.title')}</h2>
        <VerificationBadge status={state.status} />
      </div>
      <p className="text-sm text-muted">{text}</p>
      {state.status === 'rejected' && state.reason && (
        <p className="rounded-xl bg-danger/10 border border-danger/30 px-3 py-2 text-sm" data-testid="verify-reason">
          {t('verify.reason', { reason: state.reason })}
        </p>
      )}
      {state.status === 'rejected' && <p className="text-sm text-muted">{t('verify.intro')}</p>}
    </div>
  );
}

/** The picture under review or verified: the member's own, read with their session. */
function OwnPicture({ url }: { url: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getOwnPicture(url).then(pictureDataUrl).then(setSrc, () => setFailed(true));
  };
  useEffect(load, [url]);
  return (
    <figure className="card p-3 space-y-2">
      <figcaption className="text-sm font-semibold">{t('verify.yourPicture')}</figcaption>
      {failed ? (
        <RetryBox onRetry={load} className="w-full" />
      ) : src ? (
        <img src={src} alt={t('verify.yourPicture')} className="w-full max-h-72 rounded-xl object-contain bg-surface-2" data-testid="verify-picture" />
      ) : (
        <div className="skeleton h-48" aria-busy="true" />
      )}
    </figure>
  );
}

function UploadForm({ onSent }: { onSent: (v: MemberVerification) => void }) {
  const { t } = useTranslation();
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const refusal = pictureRefusal(file, 0);
    if (refusal) {
      // A wrong type shows for 1.5 s, a size refusal for the normal 2 s (as for reward pictures).
      toast(`errors.${refusal}`, refusal === 'activity_image_type' ? 'tiny' : 'normal');
      return;
    }
    setPreparing(true);
    try {
      const ready = await preparePicture(file);
      setPicture({ file: ready, preview: await pictureDataUrl(ready) });
    } catch (err) {
      toast(err instanceof PictureUnreadable ? 'errors.activity.imageUnreadable' : 'errors.system.unknown', 'normal');
    } finally {
      setPreparing(false);
    }
  };

  const submit = async () => {
    if (!picture || busy) return;
    setBusy(true);
    setProgress(0);
    try {
      const next = await submitVerification(picture.file, setProgress);
      toast('verify.sent', 'normal');
      onSent(next);
    } catch (err) {
      // The picture stays chosen, so a failed send is one tap to retry.
      toast(errorMessageKey((err as ApiError).errorCode), 'short');
    } finally {
      setBusy(false);
    }
  };

  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy || preparing}
        className="relative block w-full aspect-[16/10] rounded-2xl border border-dashed border-line bg-surface/60 overflow-hidden"
        data-testid="verify-pick"
      >
        {preparing ? (
          <span className="skeleton absolute inset-0" aria-label={t('apply.preparing')} />
        ) : picture ? (
          <img src={picture.preview} alt={t('verify.yourPicture')} className="size-full object-contain" data-testid="verify-preview" />
        ) : (
          <span className="flex size-full flex-col items-center justify-center gap-2 text-sm text-muted">
            <MemberIcon name="shield" className="size-9 text-brand" />
            {t('verify.choose')}
          </span>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/jpg,image/png,.jpg,.jpeg,.png"
        onChange={pick}
        className="sr-only"
        aria-label={t('verify.choose')}
        data-testid="verify-input"
        tabIndex={-1}
      />
      <p className="text-[11px] text-muted">{t('verify.hint', { size: REWARD_PICTURE_MAX_BYTES / 1_048_576 })}</p>
      {busy && (
        <div role="status" aria-live="polite" data-testid="verify-uploading">
          <p className="text-sm font-semibold">{t('verify.uploading')}</p>
          <div className="mt-2 h-2 rounded-full bg-surface-2 overflow-hidden" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('apply.uploading')}>
            <div className="h-full bg-brand transition-[width] duration-200" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-[11px] text-muted tabular-nums">{percent}%</p>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3">
        {/* Nothing to replace before a first picture: the frame above is the way to choose one. */}
        {picture && (
          <button type="button" onClick={() => input.current?.click()} disabled={busy || preparing} className="btn-ghost h-11 disabled:opacity-50" data-testid="verify-change">
            {t('verify.change')}
          </button>
        )}
        <button type="button" onClick={submit} disabled={!picture || busy || preparing} className={`btn-primary h-11 disabled:opacity-40 disabled:shadow-none ${picture ? '' : 'col-span-2'}`} data-testid="verify-submit">
          {t('verify.submit')}
        </button>
      </div>
    </div>
  );
}
