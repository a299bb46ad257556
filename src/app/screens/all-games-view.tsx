/**
 * §2 all-games view: a hot block, then one block per category in vendor
 * sorting order (sports split into sports, e-sports and cockfight), each with
 * its count; an empty block is hidden.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../schemas/games.schema';
import GameRow from '../../../widgets/game-row/game-row';
import { formatCount } from '../../../widgets/shared/format';
import { getGames } from '../../api/games/get-games';
import { getHotGames } from '../../api/games/get-hot-games';
import { getVendors } from '../../api/games/get-vendors';
import { EAGER_BLOCKS, guessContentWidth, PAGE_SIZE_VENDORS } from '../../lib/constants';
import { entryFor, splitSports } from '../../lib/game-entry';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';
import { offScreenStyle } from '../../runtime/renderer';
import { useNear } from '../../runtime/use-near';
import gameRowRuntime from '../../../widgets/game-row/runtime';
import { useSettings } from '../../state/settings';
import { GAME_LIST_ROUTES } from '../routes';

interface Block {
  key: string;
  games: Game[];
  count: number;
}

const ICON_OF: Record<string, 'dice' | 'flame' | 'live' | 'ball' | 'fish' | 'cards' | 'ticket' | 'trophy'> = {
  HOT: 'flame', RNG: 'dice', LIVE: 'live', SPORTS: 'ball', ESPORTS: 'ball', COCKFIGHT: 'ball', FISH: 'fish', PVP: 'cards', LOTT: 'ticket', ELOTT: 'ticket', BINGO: 'ticket', JACKPOT: 'trophy',
};

const ROUTE_OF: Record<string, string> = Object.fromEntries(Object.entries(GAME_LIST_ROUTES).reverse().map(([path, key]) => [key, `/m/${path}`]));

export function AllGamesView() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const ctx = useRuntimeContext();
  const onAction = useActionHandler();
  /** The rows in order, each null until its games arrive; null before the categories are known. */
  const [blocks, setBlocks] = useState<(Block | null)[] | null>(null);
  const groups = settings?.vendorGroups ?? {};

  useEffect(() => {
    const c = new AbortController();
    // Each row shows as its games arrive (the hot row, the page's largest paint, first of all:
    // it needs no category list, so it is asked for at once), not once the last category has answered.
    const show = (index: number, block: Block) =>
      startTransition(() => setBlocks((rows) => (rows ? rows.map((r, i) => (i === index ? block : r)) : rows)));
    const hot = getHotGames({ pageNo: 1, pageSize: PAGE_SIZE_VENDORS }, c.signal).then((p) => ({ key: 'HOT', games: p.games, count: p.totalCount }));
    (async () => {
      const structure = await getVendors({}, c.signal);
      const keys = structure.sorting.flatMap((s) =>
        s.gameCategory === 'SPORTS' ? splitSports(structure.mapping.SPORTS ?? [], groups).map((x) => x.key) : [s.gameCategory],
      );
      setBlocks([null, ...keys.map(() => null)]);
      const rest = keys.map((key) => {
        const e = entryFor(key, groups);
        return getGames({ gameType: e.gameType, vassalage: e.vendors.join(',') || undefined, gameClassify: e.gameClassify || undefined, pageNo: 1, pageSize: PAGE_SIZE_VENDORS }, c.signal).then((p) => ({ key, games: p.games, count: p.totalCount }));
      });
      await Promise.all([hot, ...rest].map((row, i) => row.then((b) => show(i, b))));
    })().catch((e: Error) => e.name !== 'AbortError' && setBlocks([]));
    return () => c.abort();
    // The vendor groups come with the settings, which are loaded before any screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const title = (b: Block) => `${t(`games.types.${b.key}`)} · ${formatCount(b.count, ctx.widget.language)}`;
  const row = (b: Block) => (
    <GameRow
      props={{
        title: title(b),
        icon: ICON_OF[b.key] ?? 'dice',
        rows: 1,
        ...(ROUTE_OF[b.key] || b.key === 'HOT' ? { moreTo: b.key === 'HOT' ? '/m/hot-games' : ROUTE_OF[b.key] } : {}),
      }}
      data={b.games}
      // The hot row is the first screen's: its pictures load at once, first (the largest paint is one of them).
      firstScreen={b.key === 'HOT'}
      loading={false}
      onAction={onAction}
      ctx={ctx.widget}
    />
  );
  // A row still loading is a skeleton row; a category without games is hidden once it is known.
  // Rows below the first screen are laid out, painted and animated only near the viewport, as the
  // renderer's blocks are: on a slow phone the whole page's rows (their tiles, their skeletons'
  // shimmer) otherwise cost a style, layout and paint pass each time a row arrives.
  const rows = blocks ?? [null];
  const height = Math.round(gameRowRuntime.estimateHeight!({ title: '', icon: 'dice', rows: 1 }, guessContentWidth()));
  const later = offScreenStyle(height);
  const skeleton = <GameRow props={{ title: t('games.types.ALL'), icon: 'dice', rows: 1 }} data={undefined} loading onAction={onAction} ctx={ctx.widget} />;
  // Rows below the first screen are drawn (their tiles, their skeletons) only once the reader nears
  // them: drawn together as their games arrived, ten rows of tiles were a style, layout and paint pass
  // of ~50 ms each on a slow phone, for rows no one had scrolled to yet.
  const place = (i: number, content: ReactNode) => (i >= EAGER_BLOCKS ? <WhenNear height={height}>{content}</WhenNear> : content);
  return (
    <div className="flex flex-col gap-5 py-3" data-testid="all-games">
      {rows.map((b, i) =>
        b === null ? (
          // Keyed by place: a row keeps its place (and whether it has come near) when its games arrive.
          <div key={i} data-testid="all-games-loading" style={i >= EAGER_BLOCKS ? later : undefined}>
            {place(i, skeleton)}
          </div>
        ) : b.count > 0 ? (
          <div key={i} data-testid={`all-games-${b.key}`} style={i >= EAGER_BLOCKS ? later : undefined}>
            {place(i, row(b))}
          </div>
        ) : null,
      )}
    </div>
  );
}

/** A row's place, at its height, until it comes near the viewport; the row from then on. */
function WhenNear({ height, children }: { height: number; children: ReactNode }) {
  const el = useRef<HTMLDivElement>(null);
  const near = useNear(el);
  return near ? children : <div ref={el} style={{ height }} aria-hidden="true" data-testid="all-games-later" />;
}
