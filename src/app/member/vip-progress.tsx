/** §3 VIP progress: the label and completed/total as a whole percent (100 % with no label). */
import { useTranslation } from 'react-i18next';
import { rankPercent } from '../../lib/member';
import type { RankProgress } from '../../api/member/get-rank';

export function vipPercent(rank: RankProgress): number {
  return rankPercent(rank.currentProgress.completedConditions, rank.currentProgress.totalExpectedConditions, rank.playerRankProgress.labelId);
}

export function VipProgress({ rank, label }: { rank: RankProgress; label?: string | null }) {
  const { t } = useTranslation();
  const percent = vipPercent(rank);
  const name = rank.playerRankProgress.labelId ?? label ?? t('member.vipTop');
  return (
    <div data-testid="vip-progress">
      <div className="flex items-baseline justify-between text-xs">
        <span className="font-bold text-brand">{name}</span>
        <span className="text-muted tabular-nums" data-testid="vip-percent">{t('member.vipPercent', { percent })}</span>
      </div>
      <div role="progressbar" aria-label={t('member.vipProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-1.5 h-2 rounded-full bg-bg/60 overflow-hidden">
        <div className="h-full rounded-full bg-gradient-to-r from-accent to-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
