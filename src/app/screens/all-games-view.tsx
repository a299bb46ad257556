/**
 * §2 all-games view: a hot block, then one block per category in vendor
 * sorting order (sports split into sports, e-sports and cockfight), each with
 * its count; an empty block is hidden.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../schemas/games.schema';
import GameRow from '../../../widgets/game-row/game-row';
import { formatCount } from '../../../widgets/shared/format';
import { getGames } from '../../api/games/get-games';
import { getHotGames } from '../../api/games/get-hot-games';
import { getVendors } from '../../api/games/get-vendors';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { afterNextPaint, yieldToMain } from '../../lib/yield';
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
  /**
   * The rows in order (the hot row, then one per category): each null until its games arrive,
   * 'failed' when they could not be had; null before the categories are known, [] when they could not be.
   */
  const [blocks, setBlocks] = useState<(Block | 'failed' | null)[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const groups = settings?.vendorGroups ?? {};
  const keys = useRef<string[]>([]);
  const asked = useRef(new Set<number>());
  const signal = useRef<AbortSignal | null>(null);

  const show = useCallback((index: number, block: Block | 'failed' | null) => startTransition(() => setBlocks((rows) => (rows ? rows.map((r, i) => (i === index ? block : r)) : rows))), []);
  /** Asks for a category row's games (index ≥ 1), once. */
  const ask = useCallback(
    (index: number) => {
      const key = keys.current[index - 1];
      if (!key || !signal.current || asked.current.has(index)) return;
      asked.current.add(index);
      const e = entryFor(key, groups);
      getGames({ gameType: e.gameType, vassalage: e.vendors.join(',') || undefined, gameClassify: e.gameClassify || undefined, pageNo: 1, pageSize: PAGE_SIZE_VENDORS }, signal.current).then(
        (p) => show(index, { key, games: p.games, count: p.totalCount }),
        (err: Error) => err.name !== 'AbortError' && (asked.current.delete(index), show(index, 'failed')),
      );
    },
    // The vendor groups come with the settings, which are loaded before any screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [show],
  );

  useEffect(() => {
    const c = new AbortController();
    signal.current = c.signal;
    asked.current = new Set();
    // The hot row (the page's largest paint) needs no category list: it is asked for at once. The
    // rows of the first screen are asked for once it has painted, and each row below it only when
    // the reader nears it: asked all at once, ten categories' pages shared a phone's network with
    // the first screen's pictures, for rows no one had scrolled to yet.
    const hot = getHotGames({ pageNo: 1, pageSize: PAGE_SIZE_VENDORS }, c.signal).then((p) => ({ key: 'HOT', games: p.games, count: p.totalCount }));
    let cancelPaint = () => {};
    (async () => {
      const structure = await getVendors({}, c.signal);
      keys.current = structure.sorting.flatMap((s) =>
        s.gameCategory === 'SPORTS' ? splitSports(structure.mapping.SPORTS ?? [], groups).map((x) => x.key) : [s.gameCategory],
      );
      // A transition, as every update of the rows here: the rows' skeletons render in slices that
      // yield to the browser (in one piece they were a task of their own, ~14 ms on a fast machine).
      startTransition(() => setBlocks([null, ...keys.current.map(() => null)]));
      cancelPaint = afterNextPaint(async () => {
        // A task per request: starting a fetch is not cheap (a slow phone spent ~16 ms on each),
        // and the first screen's three were one long task together.
        for (let i = 1; i < EAGER_BLOCKS && !c.signal.aborted; i++) {
          ask(i);
          await yieldToMain();
        }
      });
      show(0, await hot);
    })().catch((e: Error) => e.name !== 'AbortError' && setBlocks([]));
    return () => {
      cancelPaint();
      c.abort();
    };
    // The vendor groups come with the settings, which are loaded before any screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

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
  // Rows below the first screen are drawn (their tiles, their skeletons' shimmer), and asked for,
  // only once the reader nears them, and laid out and painted only near the viewport: drawn together
  // as their games arrived, ten rows of tiles were a style, layout and paint pass of ~50 ms each on
  // a slow phone, for rows no one had scrolled to yet.
  if (blocks && !blocks.length) return <RetryBox onRetry={() => (setBlocks(null), setAttempt((n) => n + 1))} className="mx-3 my-3 w-[calc(100%-1.5rem)]" />;
  const rows = blocks ?? [null];
  const height = Math.round(gameRowRuntime.estimateHeight!({ title: '', icon: 'dice', rows: 1 }, guessContentWidth()));
  const later = offScreenStyle(height);
  const skeleton = <GameRow props={{ title: t('games.types.ALL'), icon: 'dice', rows: 1 }} data={undefined} loading onAction={onAction} ctx={ctx.widget} />;
  // Keyed by place: a row keeps its place (and whether it has come near) when its games arrive.
  const placed = (i: number, testId: string, content: ReactNode) => (
    <div key={i} data-testid={testId} style={i >= EAGER_BLOCKS ? later : undefined}>
      {i >= EAGER_BLOCKS ? (
        <WhenNear height={height} onNear={() => ask(i)}>
          {content}
        </WhenNear>
      ) : (
        content
      )}
    </div>
  );
  const retry = (i: number) => <RetryBox onRetry={() => (show(i, null), ask(i))} />;
  return (
    <div className="flex flex-col gap-5 py-3" data-testid="all-games">
      {rows.map((b, i) =>
        b === null ? placed(i, 'all-games-loading', skeleton) : b === 'failed' ? placed(i, 'all-games-failed', retry(i)) : b.count > 0 ? placed(i, `all-games-${b.key}`, row(b)) : null,
      )}
    </div>
  );
}

/** A row's place, at its height, until it comes near the viewport (then `onNear` runs); the row from then on. */
function WhenNear({ height, onNear, children }: { height: number; onNear: () => void; children: ReactNode }) {
  const el = useRef<HTMLDivElement>(null);
  const near = useNear(el);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    if (near) latest.current();
  }, [near]);
  return near ? children : <div ref={el} style={{ height }} aria-hidden="true" data-testid="all-games-later" />;
}
