/**
 * One past round of Parlor Studio, /m/play/round/:roundId, opened from the betting record: what was
 * bet and won, the balance after, the seeds it was played with, and a "verify" that recomputes it
 * here in the browser from the revealed server seed (the same derivation and engines the server
 * uses, loaded when asked). Until the member changes seeds on the game's page the seed is still in
 * use, so it is not revealed and the page says how to reveal it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getRound, type GameKind, type RoundRecord } from '../../api/play/play';
import type { ApiError } from '../../api/client';
import { formatDate, warmUpDates } from '../../lib/format-date';
import { languageByCode } from '../../lib/languages';
import { useSettings } from '../../state/settings';
import { formatBalance } from '../../../widgets/shared/format';
import { RetryBox } from '../../../widgets/shared/retry-box';
import type { RoundParams } from '../play/verify-round';
import { arriving } from '../../lib/arriving';
import { ScreenSkeleton } from '../shell/screen-boundary';

// A round writes its time on the first render.
warmUpDates();

type Verdict = 'checking' | 'verified' | 'mismatch';

export function PlayRoundScreen() {
  const { t } = useTranslation();
  const { roundId = '' } = useParams();
  const [round, setRound] = useState<RoundRecord | null>(null);
  const [failure, setFailure] = useState<'missing' | 'failed' | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    getRound(roundId).then(arriving(setRound), (e: ApiError) => setFailure(e.status === 404 ? 'missing' : 'failed'));
  }, [roundId]);
  useEffect(load, [load]);

  if (failure === 'missing') {
    return (
      <p role="alert" className="px-6 py-16 text-center text-sm text-muted" data-testid="round-missing">
        {t('play.roundNotFound')}
      </p>
    );
  }
  if (failure) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!round) return <ScreenSkeleton className="m-4 h-72" />;
  return <Round round={round} />;
}

function Round({ round }: { round: RoundRecord }) {
  const { t } = useTranslation();
  const { settings, language } = useSettings();
  const money = (n: number) => formatBalance(n, settings?.currency.symbol ?? '', language);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const f = round.fairness;
  const outcome = round.outcome;
  const canVerify = !!(f?.serverSeed && f.clientSeed !== null && f.nonce !== null && outcome && round.kind);

  const verify = async () => {
    if (!canVerify) return;
    setVerdict('checking');
    const { verifyRound } = await import('../play/verify-round');
    const ok = await verifyRound(round.kind as GameKind, Math.round(round.bet * 100), outcome.params as RoundParams, { serverSeed: f.serverSeed!, serverSeedHash: f.serverSeedHash, clientSeed: f.clientSeed!, nonce: f.nonce! }, outcome.result);
    setVerdict(ok ? 'verified' : 'mismatch');
  };

  const rows: [string, string][] = [
    ['member.bet', money(round.bet)],
    ['member.win', money(round.win)],
    ...(round.balanceAfter === null ? [] : [['member.balanceAfter', money(round.balanceAfter)] as [string, string]]),
  ];
  return (
    <section className="p-4 space-y-4 max-w-md mx-auto" data-testid="round-screen">
      <div className="card p-3 space-y-2">
        <div className="flex items-center gap-2">
          <h2 className="flex-1 min-w-0 truncate font-bold">{round.gameName ?? round.gameId}</h2>
          <span className="shrink-0 text-xs text-muted tabular-nums">{formatDate(new Date(round.createdAt), languageByCode(language)?.bcp47 ?? 'en', 'dayTime')}</span>
        </div>
        <OutcomeLine round={round} />
        <dl className="grid grid-cols-3 gap-2 text-xs" data-testid="round-amounts">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="text-muted">{t(k)}</dt>
              <dd className="font-semibold tabular-nums">{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      {f && (
        <div className="card p-3 space-y-3" data-testid="round-fairness">
          <h3 className="font-semibold">{t('play.fairness')}</h3>
          <dl className="space-y-1 text-xs">
            {(
              [
                ['play.serverSeedHash', f.serverSeedHash],
                ['play.clientSeed', f.clientSeed],
                ['play.nonce', f.nonce === null ? null : String(f.nonce)],
                ['play.revealed', f.serverSeed],
              ] as const
            ).map(([k, v]) =>
              v === null ? null : (
                <div key={k}>
                  <dt className="text-muted">{t(k)}</dt>
                  <dd className="font-mono break-all">{v}</dd>
                </div>
              ),
            )}
          </dl>
          {!f.serverSeed ? (
            <p className="text-xs text-muted" data-testid="seed-in-use">{t('play.seedInUse')}</p>
          ) : verdict === 'verified' || verdict === 'mismatch' ? (
            <p role="status" className={`text-sm font-semibold ${verdict === 'verified' ? 'text-success' : 'text-danger'}`}>
              {t(`play.${verdict}`)}
            </p>
          ) : (
            canVerify && (
              <button type="button" className="btn-primary w-full h-10" disabled={verdict === 'checking'} onClick={() => void verify()}>
                {t('play.verify')}
              </button>
            )
          )}
        </div>
      )}
    </section>
  );
}

/** The round's result in a line: the roll, the crash point and cash-out, or the slot's winning lines. */
function OutcomeLine({ round }: { round: RoundRecord }) {
  const { t } = useTranslation();
  const r = round.outcome?.result as Record<string, unknown> | undefined;
  if (!r) return null;
  let text: string | null = null;
  if (round.kind === 'dice' && typeof r.roll === 'number') text = t('play.rolled', { n: (r.roll / 100).toFixed(2) });
  else if (round.kind === 'crash' && typeof r.crashPoint === 'number') {
    text = t('play.crashedAt', { x: (r.crashPoint / 100).toFixed(2) });
    const at = typeof r.cashOutAt === 'number' ? r.cashOutAt : r.target;
    if (r.cashedOut && typeof at === 'number') text += ` · ${t('play.cashedOutAt', { x: (at / 100).toFixed(2) })}`;
  } else if (round.kind === 'slot' && r.base && typeof r.base === 'object') {
    const lines = (r.base as { lines?: unknown[] }).lines?.length ?? 0;
    const free = Array.isArray(r.freeSpins) ? r.freeSpins.length : 0;
    text = [t('play.linesWon', { n: lines }), free > 0 ? t('play.freeSpins', { n: free }) : null].filter(Boolean).join(' · ');
  }
  return text ? <p className="text-sm tabular-nums" data-testid="round-outcome">{text}</p> : null;
}
