/**
 * §2 betting record `/m/gameRecord`: the member's bets of a period (today, 7
 * or 30 days), newest first, with the period's totals, a page at a time.
 * Amounts show 2 decimals with the currency symbol (§9). Trial players have
 * no real bets (§6). A bet that settled a round of ours shows the balance after it, and a provably
 * fair one links to its verify view (/m/play/round/:roundId).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getGameRecords, type GameRecordPage } from '../../api/member/get-game-records';
import { GAME_RECORD_PERIODS } from '../../lib/constants';
import { languageByCode } from '../../lib/languages';
import { useSettings } from '../../state/settings';
import { formatBalance } from '../../../widgets/shared/format';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { MemberIcon } from '../member/member-icon';
import { formatDate, warmUpDates } from '../../lib/format-date';

// Record rows write their times on the first render.
warmUpDates();

type Period = (typeof GAME_RECORD_PERIODS)[number];

export function GameRecordScreen() {
  return <GameRecords />;
}

function GameRecords() {
  const { t } = useTranslation();
  const { settings, language } = useSettings();
  const symbol = settings?.currency.symbol ?? '';
  const [days, setDays] = useState<Period>(GAME_RECORD_PERIODS[0]);
  const [data, setData] = useState<GameRecordPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const load = useCallback((period: Period, pageNo: number) => {
    const id = ++request.current;
    setFailed(false);
    setLoading(true);
    getGameRecords({ days: period, pageNo }).then(
      (p) => {
        if (id !== request.current) return;
        setData((prev) => (pageNo === 1 || !prev ? p : { ...p, list: [...prev.list, ...p.list.filter((r) => !prev.list.some((x) => x.id === r.id))] }));
      },
      () => id === request.current && setFailed(true),
    ).finally(() => id === request.current && setLoading(false));
  }, []);

  useEffect(() => {
    setData(null);
    load(days, 1);
  }, [days, load]);

  const money = (n: number) => formatBalance(n, symbol, language);
  const signed = (n: number) => (n < 0 ? '-' : n > 0 ? '+' : '') + money(Math.abs(n));
  const when = (iso: string) => formatDate(new Date(iso), languageByCode(language)?.bcp47 ?? 'en', 'dayTime');

  return (
    <div className="px-4 py-4 space-y-3" data-testid="game-record-screen">
      <div role="tablist" aria-label={t('member.period')} className="grid grid-cols-3 gap-2">
        {GAME_RECORD_PERIODS.map((p) => (
          <button key={p} type="button" role="tab" aria-selected={days === p} onClick={() => setDays(p)} className={`h-9 rounded-full text-sm font-semibold ${days === p ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'}`}>
            {p === 1 ? t('member.today') : t('member.lastDays', { n: p })}
          </button>
        ))}
      </div>
      {failed && !data ? (
        <RetryBox onRetry={() => load(days, 1)} className="w-full" />
      ) : !data ? (
        <div className="skeleton h-72" aria-busy="true" />
      ) : (
        <>
          <dl className="card grid grid-cols-3 divide-x divide-line/70 rtl:divide-x-reverse text-center py-3" data-testid="record-summary">
            <div>
              <dt className="text-[11px] text-muted">{t('member.totalBets')}</dt>
              <dd className="text-sm font-bold tabular-nums">{money(data.summary.betAmount)}</dd>
            </div>
            <div>
              <dt className="text-[11px] text-muted">{t('member.totalWins')}</dt>
              <dd className="text-sm font-bold tabular-nums">{money(data.summary.winAmount)}</dd>
            </div>
            <div>
              <dt className="text-[11px] text-muted">{t('member.profit')}</dt>
              <dd className={`text-sm font-bold tabular-nums ${data.summary.profit >= 0 ? 'text-success' : 'text-danger'}`}>{signed(data.summary.profit)}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted" data-testid="record-count">{t('member.recordCount', { shown: data.list.length, total: data.totalCount })}</p>
          {!data.list.length ? (
            <div className="py-12 text-center space-y-3">
              <span className="mx-auto grid place-items-center size-14 rounded-2xl bg-surface-2 text-muted">
                <MemberIcon name="record" className="size-7" />
              </span>
              <p className="text-sm text-muted">{t('member.recordsEmpty')}</p>
            </div>
          ) : (
            <ul className="space-y-2" data-testid="record-list">
              {data.list.map((r) => {
                const net = r.winAmount - r.betAmount;
                return (
                  <li key={r.id} className="card p-3" data-record={r.id}>
                    <div className="flex items-center gap-2">
                      <span className="flex-1 min-w-0 truncate text-sm font-semibold">{r.gameName}</span>
                      <span className={`shrink-0 rounded-full px-2 py-0.5 text-[10px] font-bold ${r.status === 'settled' ? 'bg-surface-2 text-muted' : r.status === 'unsettled' ? 'bg-brand/15 text-brand' : 'bg-danger/15 text-danger'}`}>{t(`member.recordStatus.${r.status}`)}</span>
                    </div>
                    <div className="mt-0.5 flex items-center gap-2 text-[11px] text-muted">
                      <span className="truncate">{r.vassalage} · {t(`games.types.${r.gameType}`, { defaultValue: r.gameType })}</span>
                      <span className="ms-auto shrink-0 tabular-nums">{when(r.betTime)}</span>
                    </div>
                    <div className="mt-2 grid grid-cols-3 text-xs">
                      <span><span className="text-muted">{t('member.bet')} </span><span className="tabular-nums">{money(r.betAmount)}</span></span>
                      <span><span className="text-muted">{t('member.win')} </span><span className="tabular-nums">{money(r.winAmount)}</span></span>
                      {r.status === 'settled' && <span className={`text-end font-semibold tabular-nums ${net >= 0 ? 'text-success' : 'text-danger'}`}>{signed(net)}</span>}
                    </div>
                    {(r.balanceAfter !== null || r.verifyRoundId) && (
                      <div className="mt-1.5 flex items-center gap-2 text-xs">
                        {r.balanceAfter !== null && (
                          <span>
                            <span className="text-muted">{t('member.balanceAfter')} </span>
                            <span className="tabular-nums">{money(r.balanceAfter)}</span>
                          </span>
                        )}
                        {r.verifyRoundId && (
                          <Link to={`/play/round/${encodeURIComponent(r.verifyRoundId)}`} className="ms-auto font-semibold text-brand underline-offset-2 hover:underline" data-testid="record-verify">
                            {t('play.verify')}
                          </Link>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {data.pageNum < data.totalPages && (
            <button type="button" onClick={() => load(days, data.pageNum + 1)} disabled={loading} className="btn-ghost w-full h-10 text-sm disabled:opacity-60">
              {loading ? t('member.loading') : t('common.loadMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
