/**
 * §2 reward centre `/m/rewardCenter` (§6 flag REWCEN3): the member's reward
 * applications and how each stands. With the flag off, §8 "Please contact
 * customer service" (2 s) instead.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/client';
import { getRewards, type RewardApplication } from '../../api/member/get-rewards';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { Refusal } from '../member/member-gate';
import { MemberIcon } from '../member/member-icon';
import { formatDate, warmUpDates } from '../../lib/format-date';
import { arriving } from '../../lib/arriving';
import { ScreenSkeleton } from '../shell/screen-boundary';

// Rewards write their dates on the first render.
warmUpDates();

const STATUS_STYLE: Record<RewardApplication['status'], string> = {
  Applying: 'bg-brand/15 text-brand',
  Issued: 'bg-success/15 text-success',
  Rejected: 'bg-danger/15 text-danger',
};

export function RewardCenterScreen() {
  return <RewardCenter />;
}

function RewardCenter() {
  const { t } = useTranslation();
  const { settings, language } = useSettings();
  const enabled = !!settings?.whitelabel.REWCEN3;
  const [list, setList] = useState<RewardApplication[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    setError(null);
    getRewards().then(arriving((v) => setList(v.list)), (e: ApiError) => setError(e.errorCode));
  };
  useEffect(() => {
    if (!enabled) {
      toast('errors.activity.customerService', 'normal');
      return;
    }
    load();
  }, [enabled]);

  if (!enabled || error === 'activity.customerService') return <Refusal messageKey="errors.activity.customerService" />;
  if (error) return error.startsWith('network.') ? <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" /> : <Refusal messageKey={errorMessageKey(error)} />;
  if (!list) return <ScreenSkeleton className="m-4 h-64" />;
  const date = (iso: string) => formatDate(new Date(iso), languageByCode(language)?.bcp47 ?? 'en', 'day');
  return (
    <div className="px-4 py-4 space-y-3" data-testid="reward-center-screen">
      {!list.length ? (
        <div className="py-12 text-center space-y-4">
          <span className="mx-auto grid place-items-center size-16 rounded-2xl bg-surface-2 text-brand">
            <MemberIcon name="gift" className="size-8" />
          </span>
          <p className="text-sm text-muted">{t('member.rewardsEmpty')}</p>
        </div>
      ) : (
        <ul className="space-y-2">
          {list.map((r) => (
            <li key={r.id} className="card flex items-center gap-3 p-3">
              {r.imageUrl ? <img src={r.imageUrl} alt="" className="size-14 rounded-lg object-cover shrink-0" /> : <MemberIcon name="gift" className="size-8 text-brand" />}
              <div className="flex-1 min-w-0">
                <div className="text-sm font-semibold truncate">{r.title}</div>
                <div className="text-[11px] text-muted">{date(r.createdAt)}</div>
                {r.remarks && <div className="text-xs text-muted truncate">{r.remarks}</div>}
              </div>
              <span className={`shrink-0 rounded-full px-2.5 py-1 text-[11px] font-bold ${STATUS_STYLE[r.status]}`} data-status={r.status}>{t(`member.rewardStatus.${r.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/activity" className="btn-primary w-full h-12 gap-2">
        <MemberIcon name="gift" className="size-5" />
        {t('member.seePromotions')}
      </Link>
    </div>
  );
}
