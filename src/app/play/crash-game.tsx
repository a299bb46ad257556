/**
 * Crash, live: Bet takes the stake and the multiplier climbs from 1.00× on
 * the server's clock (the page runs it from the moment the server says the
 * round started); Cash out settles at the multiplier of the moment on the
 * server; an optional auto cash-out settles by itself. Meanwhile the page
 * watches the round, so a crash or the auto cash-out shows as it happens.
 * With reduced motion the figure still moves (it is the game), in calmer
 * steps and without the rising curve's glow.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { cashOutCrash, startCrash, watchCrash, type LiveCrashStart, type PlayedRound, type PlaySession } from '../../api/play/play';
import { prefersReducedMotion } from '../../lib/motion';

import type { CrashRules } from '../../../schemas/play.schema';

interface Props {
  session: PlaySession;
  rules: CrashRules;
  last: PlayedRound | null;
  money: (n: number) => string;
  onStarted: (balance: number) => void;
  onSettled: (r: PlayedRound) => void;
  onRefused: (e: ApiError) => void;
}

const multiplierAt = (growthPerMs: number, ms: number) => Math.floor(100 * Math.exp(growthPerMs * Math.max(0, ms)) + 1e-9) / 100;

export function CrashGame({ session, rules, last, money, onStarted, onSettled, onRefused }: Props) {
  const { t } = useTranslation();
  const [bet, setBet] = useState(1);
  const [auto, setAuto] = useState('');
  const [live, setLive] = useState<(LiveCrashStart & { zeroAt: number }) | null>(null);
  const [shown, setShown] = useState(1);
  const [busy, setBusy] = useState(false);
  const settledRef = useRef<string | null>(null);

  const settle = (r: PlayedRound) => {
    if (settledRef.current === r.roundId) return;
    settledRef.current = r.roundId;
    setLive(null);
    setBusy(false);
    onSettled(r);
  };

  // The running figure, from the server's start of the round.
  useEffect(() => {
    if (!live) return;
    const step = prefersReducedMotion() ? 250 : 50;
    const tick = () => setShown(multiplierAt(live.growthPerMs, Date.now() - live.zeroAt));
    tick();
    const timer = setInterval(tick, step);
    return () => clearInterval(timer);
  }, [live]);

  // Watch the round until it ends by itself (crash or auto cash-out), unless the player cashes out first.
  useEffect(() => {
    if (!live) return;
    let gone = false;
    const watch = async () => {
      while (!gone) {
        try {
          const asked = Date.now();
          const w = await watchCrash(session.sessionToken, session.game.id, live.roundId);
          if (gone) return;
          if (!w.running && w.round) return settle(w.round);
          // Still running: the server held the call; ask again (never in a tight loop).
          if (Date.now() - asked < 1000) await new Promise((r) => setTimeout(r, 1000));
        } catch (e) {
          if (gone) return;
          // A lost connection: try again shortly (the round is settled on the server whatever happens here).
          await new Promise((r) => setTimeout(r, 1000));
          if (e instanceof ApiError && e.status >= 400 && e.status < 500) return;
        }
      }
    };
    void watch();
    return () => {
      gone = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const start = async () => {
    setBusy(true);
    const target = auto.trim() ? Number(auto) : undefined;
    try {
      const r = await startCrash(session.sessionToken, session.game.id, { bet, ...(target !== undefined ? { target } : {}) });
      // Where the round already is on the server's clock when its answer lands here.
      const zeroAt = Date.now() - Math.max(0, Date.parse(r.serverNow) - Date.parse(r.startedAt));
      settledRef.current = null;
      onStarted(r.balance);
      setShown(1);
      setLive({ ...r, zeroAt });
    } catch (e) {
      setBusy(false);
      onRefused(e as ApiError);
    }
  };

  const cashOut = async () => {
    if (!live) return;
    try {
      settle(await cashOutCrash(session.sessionToken, session.game.id, live.roundId));
    } catch (e) {
      onRefused(e as ApiError);
    }
  };

  const r = last?.kind === 'crash' ? (last.outcome.result as { crashPoint: number; cashedOut: boolean; cashOutAt?: number | null; target: number }) : null;
  return (
    <div className="card p-3 space-y-3">
      <div className="relative grid place-items-center h-36 rounded-xl bg-surface-2 overflow-hidden" data-testid="crash-stage">
        {live ? (
          <p className="text-5xl font-black tabular-nums text-brand motion-safe:drop-shadow-[0_0_12px_currentColor]" aria-live="off" data-testid="crash-multiplier">
            {shown.toFixed(2)}×
          </p>
        ) : r ? (
          <div className="text-center" aria-live="polite">
            <p className={`text-3xl font-black tabular-nums ${r.cashedOut ? 'text-success' : 'text-danger'}`} data-testid="crash-point">
              {t('play.crashedAt', { x: (r.crashPoint / 100).toFixed(2) })}
            </p>
            {r.cashedOut && r.cashOutAt && <p className="mt-1 text-sm" data-testid="crash-cashed-out">{t('play.cashedOutAt', { x: (r.cashOutAt / 100).toFixed(2) })}</p>}
          </div>
        ) : (
          <p className="text-4xl font-black tabular-nums text-muted">1.00×</p>
        )}
      </div>
      {live ? (
        <button type="button" className="btn-primary w-full h-14 text-lg" onClick={() => void cashOut()} data-testid="cash-out">
          {t('play.cashOut', { amount: money(Math.floor(bet * shown * 100) / 100) })}
        </button>
      ) : (
        <>
          <NumberField label={t('play.bet')} value={String(bet)} onChange={(v) => setBet(Number(v))} min={rules.betMin / 100} max={rules.betMax / 100} step={0.1} />
          <NumberField label={t('play.autoCashOut')} value={auto} placeholder={t('play.noStop')} onChange={setAuto} min={rules.targetMin / 100} max={rules.targetMax / 100} step={0.01} />
          <button type="button" className="btn-primary w-full h-12" disabled={busy} onClick={() => void start()}>{t('play.placeBet')}</button>
        </>
      )}
    </div>
  );
}

function NumberField({ label, value, onChange, min, max, step, placeholder }: { label: string; value: string; onChange: (v: string) => void; min: number; max: number; step: number; placeholder?: string }) {
  return (
    <label className="block text-sm">
      {label}
      <input type="number" inputMode="decimal" className="input mt-1 w-full tabular-nums" value={value} placeholder={placeholder} min={min} max={max} step={step} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
