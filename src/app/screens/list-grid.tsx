/**
 * The game grid of the list screens, drawn a step behind their store. A list's pages live in a
 * valtio store, whose updates React renders at once, in the task that brought the page; the
 * screens hand the grid `useDeferredValue` of their snapshot instead, so a page that arrives is
 * drawn in a transition, in slices between frames (~140 ms of one task on the slow phone for a
 * first page). memo: the urgent render, with the grid's props unchanged, skips the grid.
 */
import { memo } from 'react';
import GameGrid from '../../../widgets/game-grid/game-grid';

export const ListGrid = memo(GameGrid);
/** Three columns, every 7th tile highlighted (§2): the list screens' grids and the search page's results. */
export const LIST_GRID_PROPS = { columns: 3, highlightEvery: 7 } as const;
