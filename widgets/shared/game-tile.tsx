import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../schemas/games.schema';
import { simulatedOnline } from '../../src/lib/online-count';
import type { WidgetAction, WidgetContext } from '../define-widget';
import { formatCount } from './format';
import { Icon } from './icon';
import { SiteImage } from './site-image';

/** §2: no favourite star on lottery tiles. */
const NO_STAR_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/**
 * A game's tile. Memoised: a long grid re-renders when a page of games arrives,
 * and the tiles already shown keep their game, ctx and onAction.
 */
export const GameTile = memo(function GameTile({
  game,
  ctx,
  onAction,
  highlight = false,
  priority = false,
}: {
  game: Game;
  ctx: WidgetContext;
  onAction: (a: WidgetAction) => void;
  highlight?: boolean;
  /** A tile of the first screen: its image loads at once, first (it is likely the page's largest paint). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const fav = ctx.favourites.has(game.nodeId);
  const name = game.displayName ?? game.gameName;
  const online = simulatedOnline(game.nodeId, game.gameType, ctx.now);
  return (
    <div className="relative group" data-testid="game-tile" data-node-id={game.nodeId} data-highlight={highlight || undefined}>
      <button
        type="button"
        className="block w-full text-start"
        onClick={() => onAction({ type: 'launchGame', nodeId: game.nodeId, gameType: game.gameType })}
      >
        <span className={`block relative aspect-square rounded-xl overflow-hidden bg-surface-2 ${highlight ? 'ring-2 ring-brand shadow-[0_0_18px_-4px_var(--color-brand)]' : 'ring-1 ring-line'}`}>
          <SiteImage
            src={game.iconUrl}
            cdn={ctx.imageCdn}
            alt=""
            width={120}
            height={120}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover"
          />
          {game.isNew && <span className="absolute top-1 start-1 badge bg-accent">{t('game.new')}</span>}
        </span>
        <span className="block mt-1 text-xs font-medium text-ink truncate">{name}</span>
        <span className="flex items-center gap-1 text-[10px] text-muted">
          <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
          {t('game.online', { formatted: formatCount(online, ctx.language) })}
        </span>
      </button>
      {!NO_STAR_TYPES.has(game.gameType) && (
        <button
          type="button"
          aria-pressed={fav}
          aria-label={fav ? t('game.unfavourite', { name }) : t('game.favourite', { name })}
          onClick={() => onAction({ type: 'toggleFavourite', nodeId: game.nodeId, gameType: game.gameType })}
          // No backdrop blur: a blurred backdrop per tile is costly to paint while a long grid scrolls.
          className="absolute top-1 end-1 grid place-items-center size-7 rounded-full bg-black/50"
        >
          <Icon name="star" filled={fav} className={`size-4 ${fav ? 'text-brand' : 'text-white/85'}`} />
        </button>
      )}
    </div>
  );
});

/**
 * A tile's place while its game loads; `still`: without the shimmer (a placeholder shown for a frame
 * or two). Only the picture shimmers: every shimmer is an animation the page restyles and
 * layerizes while it runs, and a screen of loading rows has dozens of tiles.
 */
export function GameTileSkeleton({ still = false }: { still?: boolean }) {
  return (
    <div aria-hidden="true">
      <div className={`${still ? 'skeleton skeleton-still' : 'skeleton'} aspect-square rounded-xl`} />
      {/* Name and online lines, as tall as a loaded tile's. */}
      <div className="skeleton skeleton-still h-3.5 mt-1.5 w-4/5" />
      <div className="skeleton skeleton-still h-2.5 mt-1.5 w-1/2" />
    </div>
  );
}
