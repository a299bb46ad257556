/**
 * §2 VIP benefits `/m/member/benefits`: the member's VIP label and rank
 * progress (§3: completed/total, 1 with no label, a whole percent), the
 * conditions still to meet, and the operator's VIP terms when the help centre
 * has an entry tagged `vip`.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getHelp, type HelpEntry } from '../../api/content/get-help';
import { getRank, type RankProgress } from '../../api/member/get-rank';
import { useSettings } from '../../state/settings';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { MemberIcon } from '../member/member-icon';
import { vipPercent, VipProgress } from '../member/vip-progress';
import { SafeHtml } from '../shell/safe-html';
import { arriving } from '../../lib/arriving';
import { ScreenSkeleton } from '../shell/screen-boundary';

export function BenefitsScreen() {
  return <Benefits />;
}

function Benefits() {
  const { t } = useTranslation();
  const { language } = useSettings();
  const [rank, setRank] = useState<RankProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const [terms, setTerms] = useState<HelpEntry | null>(null);
  const load = () => {
    setFailed(false);
    getRank().then(arriving(setRank), () => setFailed(true));
  };
  useEffect(load, []);
  useEffect(() => {
    const ac = new AbortController();
    getHelp(language.toLowerCase(), ac.signal).then(arriving((list) => setTerms(list.find((e) => e.tag === 'vip') ?? null)), () => undefined);
    return () => ac.abort();
  }, [language]);

  if (failed) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!rank) return <ScreenSkeleton className="m-4 h-64" />;
  const { completedConditions: done, totalExpectedConditions: total } = rank.currentProgress;
  const label = rank.playerRankProgress.labelId;
  const percent = vipPercent(rank);
  const left = label ? Math.max(0, total - done) : 0;
  return (
    <div className="px-4 py-4 space-y-4" data-testid="benefits-screen">
      <section className="card relative overflow-hidden p-5 text-center bg-[radial-gradient(100%_100%_at_50%_0%,color-mix(in_oklab,var(--color-brand)_35%,transparent),transparent_70%)]">
        <span className="mx-auto grid place-items-center size-16 rounded-2xl bg-gradient-to-br from-amber-300 to-brand text-brand-ink shadow-lg">
          <MemberIcon name="crown" className="size-9" />
        </span>
        <div className="mt-3 text-xs uppercase tracking-widest text-muted">{t('member.currentLevel')}</div>
        <div className="text-3xl font-black text-brand" data-testid="vip-label">{label ?? t('member.vipTop')}</div>
        <div className="mt-1 text-5xl font-black tabular-nums" data-testid="benefits-percent">{t('member.vipPercent', { percent })}</div>
      </section>
      <section className="card p-4 space-y-3">
        <VipProgress rank={rank} />
        <dl className="grid grid-cols-2 gap-2 text-center">
          <div className="rounded-xl bg-bg/40 p-3">
            <dt className="text-xs text-muted">{t('member.conditionsDone')}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="conditions-done">{label ? `${done} / ${total}` : '—'}</dd>
          </div>
          <div className="rounded-xl bg-bg/40 p-3">
            <dt className="text-xs text-muted">{t('member.conditionsLeft')}</dt>
            <dd className="text-xl font-bold tabular-nums">{left}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted">{label ? (left ? t('member.vipKeepGoing', { n: left }) : t('member.vipReady')) : t('member.vipMax')}</p>
      </section>
      {terms && (
        <section className="card p-4" aria-label={terms.title}>
          <h2 className="font-bold mb-1">{terms.title}</h2>
          <SafeHtml html={terms.content} className="prose-parlor" />
        </section>
      )}
      <Link to="/activity" className="btn-primary w-full h-12 gap-2">
        <MemberIcon name="gift" className="size-5" />
        {t('member.seePromotions')}
      </Link>
    </div>
  );
}
