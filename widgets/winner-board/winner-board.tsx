import { useTranslation } from 'react-i18next';
import { usePaintStage } from '../../src/lib/use-paint-stage';
import type { Winner } from '../../schemas/games.schema';
import type { WidgetProps } from '../define-widget';
import { formatWin } from '../shared/format';
import { SectionTitle } from '../shared/section-title';
import type { WinnerBoardProps } from './schema';
import { splitWinners } from './split-winners';

/** The strip's rows in view: its 168 px window over rows of 40 px (h-[168px], h-10 below). */
const STRIP_ROWS_IN_VIEW = 5;

const MEDALS = ['bg-gradient-to-b from-amber-300 to-amber-600', 'bg-gradient-to-b from-slate-200 to-slate-400', 'bg-gradient-to-b from-orange-300 to-orange-700'];

export default function WinnerBoard({ props, data, loading, onAction, ctx }: WidgetProps<WinnerBoardProps, Winner[]>) {
  const { t } = useTranslation();
  const stage = usePaintStage(!!data?.length, 2);
  if (loading && !data) {
    return (
      <section aria-busy="true" className="px-3">
        <div className="skeleton h-7 w-32 mb-2" />
        <div className="grid grid-cols-3 gap-2 mb-2">
          {[0, 1, 2].map((i) => <div key={i} className="skeleton h-[138px]" />)}
        </div>
        {/* As tall as the loaded board, so nothing below jumps when it arrives. */}
        <div className="skeleton h-[168px]" />
      </section>
    );
  }
  // §2: the board shows only when the list is non-empty.
  if (!data || data.length === 0) return null;
  const { top, rest, loops } = splitWinners(data, props.showPodium);
  const win = (w: Winner) => formatWin(w.winAmount, ctx.currencySymbol, ctx.language);
  const launch = (w: Winner) => w.nodeId && w.gameType && onAction({ type: 'launchGame', nodeId: w.nodeId, gameType: w.gameType });
  // Loop by showing the strip twice and sliding by half its height. The first frame draws only the
  // rows in the window, the next the rest, the one after the copy and so the sliding: together they
  // were most of the home screen's boxes, and none of them is in view yet.
  const sliding = loops && stage === 2;
  const strip = sliding ? [...rest, ...rest] : stage > 0 ? rest : rest.slice(0, STRIP_ROWS_IN_VIEW);
  return (
    <section className="px-3" aria-label={t(props.title)} data-testid="winner-board">
      <SectionTitle title={t(props.title)} icon="trophy" />
      {top.length > 0 && (
        <ol className="grid grid-cols-3 gap-2 mb-2" data-testid="winner-podium">
          {top.map((w, i) => (
            <li key={w.recordId}>
              <button
                type="button"
                onClick={() => launch(w)}
                className="card w-full flex flex-col items-center gap-1 p-2 pt-3 relative overflow-hidden"
              >
                <span className={`absolute top-0 inset-x-0 h-1 ${MEDALS[i]}`} aria-hidden="true" />
                <span className={`grid place-items-center size-6 rounded-full text-[11px] font-bold text-black ${MEDALS[i]}`}>{i + 1}</span>
                <img src={w.iconUrl} alt="" width={44} height={44} className="size-11 rounded-xl object-cover" loading="lazy" />
                <span className="text-xs text-muted truncate max-w-full">{w.customerName}</span>
                <span className="text-sm font-bold text-brand tabular-nums">{win(w)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <div className="card h-[168px] overflow-hidden relative" data-testid="winner-strip" data-looping={loops ? 'true' : 'false'}>
          <ul
            className={sliding ? 'winner-loop' : undefined}
            style={sliding ? { animationDuration: `${rest.length * 2}s` } : undefined}
          >
            {strip.map((w, i) => (
              <li key={`${w.recordId}-${i}`} aria-hidden={i >= rest.length ? 'true' : undefined} className="flex items-center gap-2 px-3 h-10 text-sm border-b border-line/60">
                <img src={w.iconUrl} alt="" width={28} height={28} className="size-7 rounded-lg object-cover" loading="lazy" />
                <span className="truncate flex-1">
                  <span className="text-ink">{w.customerName}</span>
                  {w.gameName && <span className="text-muted"> · {w.gameName}</span>}
                </span>
                <span className="font-semibold text-success tabular-nums">{win(w)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
