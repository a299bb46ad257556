/**
 * The slot at the table: five reels of SVG symbols with the winning lines
 * marked, the bet, Spin, autoplay (a number of spins, a stop-loss and a stop
 * on a single win; it also stops on any refusal, a balance below the bet, a
 * dialog such as the reality check, or leaving the page) and the paytable
 * with the published return to player.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '../../api/play/play';
import { AUTOPLAY_SPINS, autoplayStop, parseStopAmount, type AutoplayStop } from '../../lib/autoplay';
import { ui } from '../../state/ui';
import { SlotSymbol } from './slot-symbols';

import type { SlotRules } from '../../../schemas/play.schema';

export type { SlotRules };

interface SlotSpin {
  reels: string[][];
  lines: { line: number; symbol: string; count: number; win: number }[];
}

type Play = (body: { bet: number }) => Promise<PlayedRound | null>;

const LINES = 20;

export function SlotGame({ rules, last, busy, balance, money, onPlay }: { rules: SlotRules; last: PlayedRound | null; busy: boolean; balance: number; money: (n: number) => string; onPlay: Play }) {
  const { t } = useTranslation();
  const bets = rules.bets ?? [];
  const [bet, setBet] = useState(() => (bets[2] ?? bets[0] ?? 100) / 100);
  const result = last?.kind === 'slot' ? (last.outcome.result as { base: SlotSpin; freeSpins: SlotSpin[] }) : null;
  const reels = result?.base.reels ?? Array.from({ length: 5 }, (_, i) => [rules.symbols?.[8 - i] ?? 'cherry', 'seven', rules.symbols?.[4 + (i % 4)] ?? 'lemon']);
  // Cells on a winning line of the base spin, as "reel:row".
  const winning = new Set((result?.base.lines ?? []).flatMap((l) => Array.from({ length: l.count }, (_, reel) => `${reel}:${rules.paylines?.[l.line]?.[reel] ?? -1}`)));
  const [auto, setAuto] = useState<{ left: number; stopped: AutoplayStop | 'refused' | 'paused' | 'user' | null } | null>(null);
  const running = auto !== null && auto.stopped === null;
  const stopRequested = useRef(false);
  // Leaving the page ends autoplay.
  useEffect(
    () => () => {
      stopRequested.current = true;
    },
    [],
  );

  const label = (name: string) => t(`play.symbols.${name}`);
  return (
    <div className="card p-3 space-y-3">
      <div className="grid grid-cols-5 gap-1 rounded-xl bg-surface-2 p-1.5" role="img" aria-label={reels.map((r) => r.map(label).join(' ')).join(', ')} data-testid="slot-reels">
        {reels.map((reel, i) => (
          <div key={i} className={`grid gap-1 ${busy ? 'motion-safe:animate-pulse' : ''}`}>
            {reel.map((s, j) => (
              <span key={j} className={`grid place-items-center h-14 rounded-lg bg-surface ${winning.has(`${i}:${j}`) ? 'ring-2 ring-brand' : ''}`} data-testid="slot-cell">
                <SlotSymbol name={s} className="size-11" />
              </span>
            ))}
          </div>
        ))}
      </div>
      {result && result.base.lines.length > 0 && <p className="text-xs text-center text-muted">{t('play.linesWon', { n: result.base.lines.length })}</p>}
      {result && result.freeSpins.length > 0 && <p className="text-sm text-center font-semibold text-brand">{t('play.freeSpins', { n: result.freeSpins.length })}</p>}
      <label className="block text-sm">
        {t('play.bet')}
        <select value={bet} onChange={(e) => setBet(Number(e.target.value))} className="input mt-1 w-full" disabled={running}>
          {bets.map((b) => (
            <option key={b} value={b / 100}>{money(b / 100)}</option>
          ))}
        </select>
      </label>
      <button type="button" className="btn-primary w-full h-12" disabled={busy || running} onClick={() => void onPlay({ bet })}>{t('play.spin')}</button>
      <Autoplay
        bet={bet}
        balance={balance}
        busy={busy}
        auto={auto}
        money={money}
        onStart={async (settings) => {
          stopRequested.current = false;
          const progress = { played: 0, net: 0 };
          let lastRound: { win: number } | null = null;
          let currentBalance = balance;
          setAuto({ left: settings.spins, stopped: null });
          for (;;) {
            if (stopRequested.current) return setAuto((a) => a && { ...a, stopped: 'user' });
            // A dialog (the reality check) is up: stop, and let the player decide.
            if (ui.modals > 0) return setAuto((a) => a && { ...a, stopped: 'paused' });
            const why = autoplayStop(settings, progress, bet, currentBalance, lastRound);
            if (why) return setAuto((a) => a && { ...a, stopped: why });
            const r = await onPlay({ bet });
            if (!r) return setAuto((a) => a && { ...a, stopped: 'refused' });
            progress.played++;
            progress.net += r.win - r.bet;
            lastRound = r;
            currentBalance = r.balance;
            setAuto({ left: settings.spins - progress.played, stopped: null });
          }
        }}
        onStop={() => {
          stopRequested.current = true;
        }}
      />
      <Paytable rules={rules} bet={bet} money={money} />
    </div>
  );
}

function Autoplay({
  bet, balance, busy, auto, money, onStart, onStop,
}: {
  bet: number;
  balance: number;
  busy: boolean;
  auto: { left: number; stopped: AutoplayStop | 'refused' | 'paused' | 'user' | null } | null;
  money: (n: number) => string;
  onStart: (s: { spins: number; stopLoss: number | null; stopOnWin: number | null }) => Promise<void>;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPINS[0]);
  const [stopLoss, setStopLoss] = useState('');
  const [stopOnWin, setStopOnWin] = useState('');
  const [invalid, setInvalid] = useState<'stopLoss' | 'stopOnWin' | null>(null);
  const running = auto !== null && auto.stopped === null;
  const start = () => {
    const loss = parseStopAmount(stopLoss);
    const win = parseStopAmount(stopOnWin);
    if (loss === 'invalid') return setInvalid('stopLoss');
    if (win === 'invalid') return setInvalid('stopOnWin');
    setInvalid(null);
    void onStart({ spins, stopLoss: loss, stopOnWin: win });
  };
  const field = (id: 'stopLoss' | 'stopOnWin', value: string, set: (v: string) => void) => (
    <label className="block text-sm" htmlFor={`autoplay-${id}`}>
      {t(`play.${id}`)}
      <input
        id={`autoplay-${id}`}
        className={`input mt-1 w-full tabular-nums ${invalid === id ? 'border-danger' : ''}`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('play.noStop')}
        value={value}
        maxLength={12}
        aria-invalid={invalid === id || undefined}
        disabled={running}
        onChange={(e) => set(e.target.value.replace(/[^\d.,]/g, ''))}
      />
    </label>
  );
  return (
    <div className="rounded-xl border border-line p-3 space-y-3" data-testid="autoplay">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="text-sm font-semibold" aria-expanded={open} aria-controls="autoplay-settings" onClick={() => setOpen((o) => !o)} disabled={running}>
          {t('play.autoplay')}
        </button>
        {running ? (
          <button type="button" className="btn-ghost h-9 px-3 text-sm text-danger" onClick={onStop}>{t('play.stopAutoplay', { n: auto.left })}</button>
        ) : (
          open && <button type="button" className="btn-primary h-9 px-3 text-sm" onClick={start} disabled={busy || balance < bet}>{t('play.startAutoplay')}</button>
        )}
      </div>
      {open && (
        <div id="autoplay-settings" className="space-y-2">
          <div role="radiogroup" aria-label={t('play.autoplaySpins')} className="grid grid-cols-4 gap-1.5">
            {AUTOPLAY_SPINS.map((n) => (
              <button key={n} type="button" role="radio" aria-checked={spins === n} disabled={running} onClick={() => setSpins(n)} className={`h-9 rounded-full text-sm font-semibold ${spins === n ? 'bg-brand text-brand-ink' : 'bg-surface border border-line'}`}>
                {n}
              </button>
            ))}
          </div>
          {field('stopLoss', stopLoss, setStopLoss)}
          {field('stopOnWin', stopOnWin, setStopOnWin)}
          {invalid && <p role="alert" className="text-xs text-danger">{t('errors.responsible.amount.invalid')}</p>}
        </div>
      )}
      {auto?.stopped && auto.stopped !== 'user' && (
        <p role="status" className="text-xs text-muted" data-testid="autoplay-stopped">{t(`play.autoplayStopped.${auto.stopped}`, { amount: money(bet) })}</p>
      )}
    </div>
  );
}

function Paytable({ rules, bet, money }: { rules: SlotRules; bet: number; money: (n: number) => string }) {
  const { t } = useTranslation();
  const lineBet = bet / LINES;
  const pays = Object.entries(rules.linePays ?? {});
  return (
    <details className="rounded-xl border border-line p-3" data-testid="paytable">
      <summary className="text-sm font-semibold cursor-pointer">{t('play.paytable')}</summary>
      <p className="mt-2 text-xs text-muted">{t('play.paytableNote', { lines: rules.paylines?.length ?? LINES })}</p>
      <table className="mt-2 w-full text-xs tabular-nums">
        <thead>
          <tr className="text-muted">
            <th scope="col" className="text-start font-normal">{t('play.symbol')}</th>
            {[5, 4, 3].map((n) => (
              <th key={n} scope="col" className="text-end font-normal">{t('play.ofAKind', { n })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pays.map(([symbol, p]) => (
            <tr key={symbol} className="border-t border-line">
              <th scope="row" className="py-1 text-start font-normal">
                <span className="inline-flex items-center gap-2">
                  <SlotSymbol name={symbol} className="size-7" />
                  {t(`play.symbols.${symbol}`)}
                </span>
              </th>
              {[2, 1, 0].map((i) => (
                <td key={i} className="text-end">{money((p[i] ?? 0) * lineBet)}</td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-line">
            <th scope="row" className="py-1 text-start font-normal">
              <span className="inline-flex items-center gap-2">
                <SlotSymbol name="scatter" className="size-7" />
                {t('play.symbols.scatter')}
              </span>
            </th>
            {[2, 1, 0].map((i) => (
              <td key={i} className="text-end">{money((rules.scatterPays?.[i] ?? 0) * bet)}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <ul className="mt-2 space-y-1 text-xs text-muted list-disc ps-4">
        <li>{t('play.wildRule')}</li>
        <li>{t('play.scatterRule', { n: rules.freeSpins, x: rules.freeSpinMultiplier })}</li>
        <li>{t('play.rtpRule', { p: (rules.rtp * 100).toFixed(2) })}</li>
      </ul>
    </details>
  );
}
