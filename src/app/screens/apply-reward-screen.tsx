/**
 * §2/§4/§5 reward application (/m/applyReward?id=): without a session or an id the player goes
 * back to /m/activity. The remarks box and the picture upload show per the promotion's flags;
 * Submit is enabled exactly by the §4 rule table (src/lib/reward.ts, the same rule the server
 * applies). Large pictures are re-encoded in the browser before upload, with a progress bar.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { applyReward } from '../../api/content/apply-reward';
import { getPromotion, type PromotionDetail } from '../../api/content/get-promotion';
import { pictureDataUrl, preparePicture, PictureUnreadable } from '../../lib/compress-picture';
import { REWARD_LOADING_MS, REWARD_PICTURE_MAX_BYTES, REWARD_PICTURES_MAX, REWARD_REMARKS_MAX } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { pictureRefusal, remarksLength, rewardNeedsMet } from '../../lib/reward';
import { roleOf, useSession } from '../../state/session';
import { toast } from '../../state/toasts';
import { Icon } from '../../../widgets/shared/icon';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { applyAction } from '../../../widgets/shared/promotion';
import { forgetSource } from '../../runtime/source-cache';
import { BrandIcon } from '../shell/brand-icons';
import { promoDates } from './activity-screen';
import { arriving } from '../../lib/arriving';

interface Picture {
  key: number;
  file: File;
  preview: string;
}

let pictureSeq = 0;

export function ApplyRewardScreen() {
  const s = useSession();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  // §2: without a session or an id, back to the promotions.
  if (!s.token || !Number.isInteger(id) || id < 1) return <Navigate to="/activity" replace />;
  return <ApplyRewardForm id={id} trial={roleOf(s) === 'trial'} />;
}

function ApplyRewardForm({ id, trial }: { id: number; trial: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [promo, setPromo] = useState<PromotionDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [busy, setBusy] = useState(false);
  const [loadingShown, setLoadingShown] = useState(false);
  const [progress, setProgress] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const picturesRef = useRef(pictures);
  picturesRef.current = pictures;

  const load = () => {
    setLoadError(null);
    getPromotion(id).then(arriving(setPromo), (e: ApiError) => setLoadError(e.errorCode ?? 'network.failed'));
  };
  useEffect(load, [id]);

  if (loadError === 'request.notFound') {
    return <Notice text={t('activity.notAvailable')} action={t('routes.activity')} onAction={() => navigate('/activity')} />;
  }
  if (loadError) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!promo) return <div className="m-4 space-y-3" aria-busy="true"><div className="skeleton h-28" /><div className="skeleton h-40" /></div>;

  // §3: a closed or settling promotion takes nothing; one not started yet, or whose limits this
  // member has met (an application pending, or as many as it allows), says so on the Submit button.
  const action = applyAction(promo);
  const closed = action.kind === 'none';
  const blocked = action.kind === 'blocked' ? action : null;
  const needsImage = promo.imageRequired === 'Y';
  const needsRemark = promo.remarkRequired === 'Y';
  const canSubmit = !busy && action.kind === 'apply' && !trial && preparing === 0 && rewardNeedsMet(promo.imageRequired, promo.remarkRequired, remarks, pictures.length);
  const needsKey = needsImage && needsRemark ? 'apply.needs.both' : needsImage ? 'apply.needs.image' : needsRemark ? 'apply.needs.remark' : 'apply.needs.none';

  const addFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    let count = picturesRef.current.length + preparing;
    for (const file of files) {
      const refusal = pictureRefusal(file, count);
      if (refusal) {
        // §5: a wrong type shows for 1.5 s; the count and size messages for the normal 2 s.
        toast(`errors.${refusal}`, refusal === 'activity_image_type' ? 'tiny' : 'normal');
        if (refusal === 'activity_apply_remark_limit4') break;
        continue;
      }
      count++;
      setPreparing((n) => n + 1);
      try {
        const ready = await preparePicture(file);
        const preview = await pictureDataUrl(ready);
        setPictures((list) => [...list, { key: ++pictureSeq, file: ready, preview }]);
      } catch (err) {
        count--;
        toast(err instanceof PictureUnreadable ? 'errors.activity.imageUnreadable' : 'errors.system.unknown', 'normal');
      } finally {
        setPreparing((n) => n - 1);
      }
    }
  };

  const remove = (key: number) => setPictures((list) => list.filter((p) => p.key !== key));

  // §4: Cancel clears the remarks and the pictures.
  const cancel = () => {
    setPictures([]);
    setRemarks('');
  };

  const submit = async () => {
    if (!canSubmit) return;
    setBusy(true);
    setProgress(0);
    setLoadingShown(true);
    // §4: the loading shows for at most 10 s, whatever the request does.
    const hide = setTimeout(() => setLoadingShown(false), REWARD_LOADING_MS);
    try {
      await applyReward({ promotionId: promo.id, remarks: remarks.trim(), pictures: pictures.map((p) => p.file) }, setProgress);
      toast('apply.success', 'normal');
      // The promotions' lists now tell this member their application is pending: fetch them anew.
      forgetSource('promotions.list');
      navigate('/activity');
    } catch (err) {
      // §8: a failed submission hides the loading and keeps what the player entered.
      toast(errorMessageKey((err as ApiError).errorCode), 'short');
    } finally {
      clearTimeout(hide);
      setLoadingShown(false);
      setBusy(false);
    }
  };

  const cover = promo.announcementImages?.find((i) => i.sequence === 1) ?? promo.announcementImages?.[0];
  return (
    <section className="p-4 space-y-4" data-testid="apply-reward">
      <header className="card overflow-hidden">
        {cover && <img src={cover.url} alt="" width={750} height={300} className="block w-full aspect-[5/2] object-cover" />}
        <div className="px-3 py-2.5">
          <h2 className="font-bold leading-snug" data-testid="apply-title">{promo.title}</h2>
          <p className="mt-0.5 text-[11px] text-muted">{promoDates(promo, t('activity.longTerm'))}</p>
        </div>
      </header>

      <p className="flex items-start gap-2 rounded-xl bg-surface-2/70 border border-line px-3 py-2.5 text-sm" data-testid="apply-needs">
        <Icon name="gift" className="size-4 mt-0.5 shrink-0 text-brand" />
        {t(needsKey)}
      </p>
      {closed && <p role="alert" className="text-sm text-danger">{t('errors.activity.closed')}</p>}
      {trial && <p role="alert" className="text-sm text-danger">{t('errors.auth.trialRefused')}</p>}

      {needsRemark && (
        <label className="block">
          <span className="flex items-baseline justify-between text-sm font-semibold">
            {t('apply.remarks')}
            <span className={`text-[11px] font-normal tabular-nums ${remarksLength(remarks) >= REWARD_REMARKS_MAX ? 'text-brand' : 'text-muted'}`} data-testid="remarks-count">
              {remarksLength(remarks)}/{REWARD_REMARKS_MAX}
            </span>
          </span>
          <textarea
            value={remarks}
            onChange={(e) => setRemarks([...e.target.value].slice(0, REWARD_REMARKS_MAX).join(''))}
            placeholder={t('apply.remarksPlaceholder')}
            rows={4}
            disabled={busy}
            className="mt-1.5 w-full rounded-xl bg-surface border border-line px-3 py-2.5 text-sm outline-none focus:border-brand placeholder:text-muted resize-none"
          />
        </label>
      )}

      {needsImage && (
        <div>
          <p className="flex items-baseline justify-between text-sm font-semibold">
            {t('apply.pictures')}
            <span className="text-[11px] font-normal text-muted tabular-nums" data-testid="pictures-count">{pictures.length}/{REWARD_PICTURES_MAX}</span>
          </p>
          <ul className="mt-1.5 grid grid-cols-3 gap-2" aria-label={t('apply.pictures')}>
            {pictures.map((p, i) => (
              <li key={p.key} className="relative aspect-square rounded-xl overflow-hidden border border-line bg-surface" data-testid="picture">
                <img src={p.preview} alt={t('apply.pictureN', { n: i + 1 })} className="size-full object-cover" />
                <button
                  type="button"
                  onClick={() => remove(p.key)}
                  disabled={busy}
                  aria-label={t('apply.removePicture', { n: i + 1 })}
                  className="absolute top-1 end-1 grid place-items-center size-6 rounded-full bg-black/70 text-white"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              </li>
            ))}
            {Array.from({ length: preparing }, (_, i) => <li key={`p${i}`} className="skeleton aspect-square" aria-label={t('apply.preparing')} />)}
            {pictures.length + preparing < REWARD_PICTURES_MAX && (
              <li>
                <button
                  type="button"
                  onClick={() => fileInput.current?.click()}
                  disabled={busy}
                  className="size-full aspect-square flex flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-line bg-surface/60 text-muted text-xs"
                >
                  <BrandIcon name="plus" className="size-6 text-brand" />
                  {t('apply.addPicture')}
                </button>
              </li>
            )}
          </ul>
          {/* Always in the DOM, so a fourth picture can still be picked and refused with its message. */}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/jpg,image/png,.jpg,.jpeg,.png"
            multiple
            onChange={addFiles}
            className="sr-only"
            aria-hidden="true"
            data-testid="picture-input"
            tabIndex={-1}
          />
          <p className="mt-1.5 text-[11px] text-muted">{t('apply.pictureHint', { size: REWARD_PICTURE_MAX_BYTES / 1_048_576, count: REWARD_PICTURES_MAX })}</p>
        </div>
      )}

      <div className="grid grid-cols-2 gap-3 pt-1">
        <button type="button" onClick={cancel} disabled={busy} className="btn-ghost h-11 disabled:opacity-50">{t('common.cancel')}</button>
        {blocked ? (
          <button type="button" disabled className="btn-primary h-11 opacity-40 shadow-none" data-testid="apply-blocked" data-reason={blocked.reason}>{t(blocked.label)}</button>
        ) : (
          <button type="button" onClick={submit} disabled={!canSubmit} className="btn-primary h-11 disabled:opacity-40 disabled:shadow-none">{t('apply.submit')}</button>
        )}
      </div>

      {loadingShown && (
        <div className="fixed inset-0 z-50 grid place-items-center bg-black/60" role="status" aria-live="polite" data-testid="apply-loading">
          <div className="w-60 rounded-2xl bg-surface border border-line p-5 text-center">
            <Icon name="refresh" className="size-7 mx-auto text-brand animate-spin" />
            <p className="mt-3 text-sm font-semibold">{t('apply.submitting')}</p>
            {pictures.length > 0 && (
              <>
                <div className="mt-3 h-2 rounded-full bg-surface-2 overflow-hidden" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} aria-label={t('apply.uploading')}>
                  <div className="h-full bg-brand transition-[width] duration-200" style={{ width: `${Math.round(progress * 100)}%` }} />
                </div>
                <p className="mt-1.5 text-[11px] text-muted tabular-nums">{Math.round(progress * 100)}%</p>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function Notice({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <p className="text-sm text-muted">{text}</p>
      <button type="button" onClick={onAction} className="btn-primary h-10 px-6">{action}</button>
    </div>
  );
}
