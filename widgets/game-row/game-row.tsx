import { useTranslation } from 'react-i18next';
import { usePaintStage } from '../../src/lib/use-paint-stage';
import type { Game } from '../../schemas/games.schema';
import type { WidgetProps } from '../define-widget';
import { GameTile, GameTileSkeleton } from '../shared/game-tile';
import { SectionTitle } from '../shared/section-title';
import type { GameRowProps } from './schema';

/** Tiles a row shows across a screen (3.4, the track's column width), rounded up. */
const TILES_IN_VIEW = 4;

/**
 * A titled, horizontally swiped row of game tiles (§2 game content: RNG, HOT, LIVE rows).
 * `firstScreen`: the row is in the first screen, so the pictures of its tiles in view load at once.
 */
export default function GameRow({ props, data, loading, onAction, ctx, firstScreen = false }: WidgetProps<GameRowProps, Game[]> & { firstScreen?: boolean }) {
  const { t } = useTranslation();
  const painted = usePaintStage(!!data?.length) > 0;
  const title = t(props.title);
  const more = props.moreTo ? { label: t('common.more'), onClick: () => onAction({ type: 'navigate', to: props.moreTo! }) } : undefined;
  const gridRows = props.rows === 2 ? 'grid-rows-2' : 'grid-rows-1';
  const track = `grid ${gridRows} grid-flow-col auto-cols-[calc((100%-1.5rem)/3.4)] gap-x-2 gap-y-3 overflow-x-auto no-scrollbar snap-x px-3 scroll-px-3`;

  if (loading && !data) {
    return (
      <section aria-busy="true">
        <div className="px-3"><SectionTitle title={title} /></div>
        <div className={track}>{Array.from({ length: 4 * props.rows }, (_, i) => <GameTileSkeleton key={i} />)}</div>
      </section>
    );
  }
  if (!data || data.length === 0) return null;
  // The tiles off to the side come a frame later: the first render lays out only what is in view.
  const shown = painted ? data : data.slice(0, (TILES_IN_VIEW + 1) * props.rows);
  return (
    <section aria-label={title} data-testid="game-row">
      <div className="px-3">
        <SectionTitle title={title} icon={props.icon} more={more} />
      </div>
      <div className={track}>
        {shown.map((g, i) => (
          <div key={g.nodeId} className="snap-start">
            <GameTile game={g} ctx={ctx} onAction={onAction} priority={firstScreen && i < TILES_IN_VIEW} />
          </div>
        ))}
      </div>
    </section>
  );
}
