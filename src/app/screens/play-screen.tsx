/**
 * Parlor Studio's game pages, /m/play/slot|crash|dice/:id?t=<launch token>.
 * The launch token is exchanged once for a game session, kept in session
 * storage so a reload keeps playing (src/app/play/launch.ts); rounds are played on the server, and a
 * past round is verified here by recomputing it from the revealed server seed
 * with the same derivation and engines the server uses (Web Crypto), loaded
 * when the fairness panel opens.
 * Amounts are in the site's currency format; the published return to player
 * shows on the page; a refused bet says why (responsible gaming's reasons
 * with their figures). Animations are motion-safe only (reduced motion gets
 * none).
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { getRound, playRound as playOnServer, rotateSeeds, type GameKind, type PlayedRound, type PlaySession } from '../../api/play/play';
import { errorMessageKey } from '../../lib/errors';
import { useSettings } from '../../state/settings';
import { formatBalance } from '../../../widgets/shared/format';
import { CrashGame } from '../play/crash-game';
import { gameSession, keptSession, LAUNCH_PARAM } from '../play/launch';
import { SlotGame } from '../play/slot-game';
import { TableNotice, type Refusal } from '../play/table-notice';
import type { RoundParams } from '../play/verify-round';
import { ScreenSkeleton } from '../shell/screen-boundary';

const HISTORY_MAX = 20;

type Verdict = 'verified' | 'mismatch' | 'hidden';

/** The verify view's engines (src/app/play/verify-round.ts): loaded when the fairness panel opens, not with the page. */
const loadVerifier = () => import('../play/verify-round');

export function PlayScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const kind = useLocation().pathname.split('/').at(-2) as GameKind;
  const [params, setParams] = useSearchParams();
  // Started as the app started (src/app/play/launch.ts), the exchange has most often answered by
  // the time this screen first renders: the game then shows in that render, with no skeleton first.
  const [session, setSession] = useState(() => keptSession(id, params.get(LAUNCH_PARAM)));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const launch = params.get(LAUNCH_PARAM);
    // Strict mode runs this twice: each run gets the same session and the token goes out once.
    let gone = false;
    (session ? Promise.resolve(session) : gameSession(id, launch)).then(
      (s) => {
        if (gone) return;
        setSession(s);
        // The token is spent: a reload uses the kept session instead.
        if (launch) setParams({}, { replace: true });
      },
      (e: { errorCode?: string }) => !gone && setError(e.errorCode ?? 'system.unknown'),
    );
    return () => {
      gone = true;
    };
    // Once per page: the token works once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (error) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center" data-testid="play-error">
        <p role="alert" className="text-sm text-muted">{t(errorMessageKey(error))}</p>
        <Link to="/home" className="btn-primary h-10 px-6">{t('common.backHome')}</Link>
      </div>
    );
  }
  if (!session) return <ScreenSkeleton className="m-4 h-72" />;
  if (session.game.kind !== kind || session.game.id !== id) return null;
  return <Game session={session} onBalance={(balance) => setSession({ ...session, balance })} />;
}

function Game({ session, onBalance }: { session: PlaySession; onBalance: (b: number) => void }) {
  const { t } = useTranslation();
  const { settings, language } = useSettings();
  const symbol = settings?.currency.symbol ?? '';
  const money = useCallback((n: number) => formatBalance(n, symbol, language), [symbol, language]);
  const [history, setHistory] = useState<PlayedRound[]>([]);
  const [last, setLast] = useState<PlayedRound | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [seed, setSeed] = useState(session.seed);
  const rules = session.rules;

  const settled = useCallback(
    (r: PlayedRound) => {
      setLast(r);
      setHistory((h) => [r, ...h].slice(0, HISTORY_MAX));
      setSeed({ ...r.fairness, nonce: r.fairness.nonce + 1 });
      onBalance(r.balance);
    },
    [onBalance],
  );
  const refused = useCallback((e: { errorCode?: string; value?: unknown }) => setRefusal({ code: e.errorCode ?? 'system.unknown', value: e.value }), []);

  /** One round on the server: the round, or null when it was refused (the reason shows). */
  const play = useCallback(
    async (body: Parameters<typeof playOnServer>[2]): Promise<PlayedRound | null> => {
      setBusy(true);
      setRefusal(null);
      try {
        const r = await playOnServer(session.sessionToken, session.game.id, body);
        settled(r);
        return r;
      } catch (e) {
        refused(e as { errorCode?: string; value?: unknown });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [session, settled, refused],
  );

  return (
    <section className="p-4 space-y-4 max-w-md mx-auto" data-testid="play-screen">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-bold text-lg">{session.game.name}</h2>
        <p className="text-sm tabular-nums text-end" data-testid="play-balance">
          {session.mode === 'free' && <span className="me-2 rounded-full bg-accent/20 px-2 py-0.5 text-xs">{t('play.freePlay')}</span>}
          {t('play.balance')} <strong>{money(session.balance)}</strong>
        </p>
      </div>
      {/* Every game publishes its return to player (its rules' schema requires it). */}
      <p className="text-xs text-muted" data-testid="play-rtp">{t('play.rtp', { p: (rules.rtp * 100).toFixed(2) })}</p>
      {rules.kind === 'slot' && <SlotGame rules={rules} last={last} busy={busy} balance={session.balance} money={money} onPlay={play} />}
      {rules.kind === 'crash' && (
        <CrashGame
          session={session}
          rules={rules}
          last={last}
          money={money}
          onStarted={(balance) => {
            setRefusal(null);
            onBalance(balance);
          }}
          onSettled={settled}
          onRefused={refused}
        />
      )}
      {rules.kind === 'dice' && <DiceGame last={last} busy={busy} money={money} onPlay={(b) => void play(b)} />}
      {refusal && <TableNotice refusal={refusal} money={money} />}
      {last && (
        <p className="text-center text-lg font-bold" aria-live="polite" data-testid="play-win">
          {t('play.win')} {money(last.win)}
        </p>
      )}
      <FairnessPanel session={session} seed={seed} onSeed={setSeed} history={history} money={money} />
    </section>
  );
}

const Panel = ({ children }: { children: ReactNode }) => <div className="card p-3 space-y-3">{children}</div>;

function DiceGame({ last, busy, money, onPlay }: { last: PlayedRound | null; busy: boolean; money: (n: number) => string; onPlay: (b: { bet: number; direction: 'under' | 'over'; threshold: number }) => void }) {
  const { t } = useTranslation();
  const [bet, setBet] = useState(1);
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const [threshold, setThreshold] = useState(50);
  const hundredths = Math.round(threshold * 100);
  const winCount = direction === 'under' ? hundredths : 9999 - hundredths;
  const r = last?.kind === 'dice' ? (last.outcome.result as { roll: number; won: boolean }) : null;
  return (
    <Panel>
      {r && (
        <p className={`text-center text-3xl font-black tabular-nums ${r.won ? 'text-success' : 'text-danger'}`} data-testid="dice-roll">
          {t('play.rolled', { n: (r.roll / 100).toFixed(2) })}
        </p>
      )}
      <div role="radiogroup" aria-label={t('play.direction')} className="grid grid-cols-2 gap-2">
        {(['under', 'over'] as const).map((d) => (
          <button key={d} type="button" role="radio" aria-checked={direction === d} onClick={() => setDirection(d)} className={`h-10 rounded-full text-sm font-semibold ${direction === d ? 'bg-brand text-brand-ink' : 'bg-surface border border-line'}`}>
            {t(d === 'under' ? 'play.under' : 'play.over')}
          </button>
        ))}
      </div>
      <NumberField label={t('play.threshold')} value={threshold} onChange={setThreshold} min={1} max={98.99} step={0.01} />
      <p className="text-xs text-muted tabular-nums">
        {t('play.chance', { p: (winCount / 100).toFixed(2) })} · {t('play.payout', { x: winCount > 0 ? (9900 / winCount).toFixed(4) : '—' })} · {t('play.winIs', { amount: winCount > 0 ? money(Math.floor((Math.round(bet * 100) * 9900) / winCount) / 100) : '—' })}
      </p>
      <NumberField label={t('play.bet')} value={bet} onChange={setBet} min={0.1} max={100} step={0.1} />
      <button type="button" className="btn-primary w-full h-12" disabled={busy} onClick={() => onPlay({ bet, direction, threshold })}>{t('play.roll')}</button>
    </Panel>
  );
}

function NumberField({ label, value, onChange, min, max, step }: { label: string; value: number; onChange: (v: number) => void; min: number; max: number; step: number }) {
  return (
    <label className="block text-sm">
      {label}
      <input type="number" inputMode="decimal" className="input mt-1 w-full tabular-nums" value={value} min={min} max={max} step={step} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  );
}

function FairnessPanel({ session, seed, onSeed, history, money }: { session: PlaySession; seed: PlaySession['seed']; onSeed: (s: PlaySession['seed']) => void; history: PlayedRound[]; money: (n: number) => string }) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>({});
  const rotate = () =>
    rotateSeeds(session.sessionToken, clientSeed.trim() || undefined).then(({ previous, current }) => {
      setRevealed(previous.serverSeed);
      onSeed(current);
      setClientSeed('');
    });
  const verify = async (r: PlayedRound) => {
    const record = await getRound(r.roundId, session.sessionToken);
    const f = record.fairness;
    if (!f?.serverSeed || f.clientSeed === null || f.nonce === null || !record.outcome) return setVerdicts((v) => ({ ...v, [r.roundId]: 'hidden' }));
    const { verifyRound } = await loadVerifier();
    const ok = await verifyRound(r.kind, Math.round(r.bet * 100), r.outcome.params as RoundParams, { serverSeed: f.serverSeed, serverSeedHash: f.serverSeedHash, clientSeed: f.clientSeed, nonce: f.nonce }, record.outcome.result);
    setVerdicts((v) => ({ ...v, [r.roundId]: ok ? 'verified' : 'mismatch' }));
  };
  const rows = useMemo(() => [['play.serverSeedHash', seed.serverSeedHash], ['play.clientSeed', seed.clientSeed], ['play.nonce', String(seed.nonce)]] as const, [seed]);
  return (
    <details className="card p-3" data-testid="fairness" onToggle={(e) => e.currentTarget.open && void loadVerifier()}>
      <summary className="font-semibold cursor-pointer">{t('play.fairness')}</summary>
      <dl className="mt-2 space-y-1 text-xs">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-muted">{t(k)}</dt>
            <dd className="font-mono break-all">{v}</dd>
          </div>
        ))}
        {revealed && (
          <div>
            <dt className="text-muted">{t('play.revealed')}</dt>
            <dd className="font-mono break-all" data-testid="revealed-seed">{revealed}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 flex gap-2">
        <input aria-label={t('play.clientSeed')} className="input flex-1 text-xs font-mono" value={clientSeed} maxLength={64} onChange={(e) => setClientSeed(e.target.value.replace(/\s/g, ''))} />
        <button type="button" className="btn-ghost h-9 px-3 text-sm" onClick={() => void rotate()}>{t('play.rotate')}</button>
      </div>
      {history.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold">{t('play.history')}</h3>
          <ul className="mt-1 space-y-1 text-xs">
            {history.map((r) => (
              <li key={r.roundId} className="flex items-center justify-between gap-2">
                <span className="tabular-nums">#{r.fairness.nonce} · {money(r.bet)} → {money(r.win)}</span>
                {verdicts[r.roundId] ? (
                  <span role="status" className={verdicts[r.roundId] === 'verified' ? 'text-success' : 'text-muted'}>{t(`play.${verdicts[r.roundId]}`)}</span>
                ) : (
                  <button type="button" className="btn-ghost h-7 px-2" onClick={() => void verify(r)} aria-label={`${t('play.verify')} #${r.fairness.nonce}`}>{t('play.verify')}</button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
