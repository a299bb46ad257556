/**
 * How the shells lay out a menu layout (side menu, member sheet, menu page, member home): one
 * grid where rows and headings take a whole line and tiles share a line, `cols` to a line. A
 * slot left empty (a link entry whose link the operator has not set) takes no room at all.
 */
import type { MouseEvent } from 'react';

const GRID = {
  3: 'grid grid-cols-3 gap-1.5 [&>*]:col-span-full [&>*:has(>[data-variant=tile])]:col-span-1 [&>*:empty]:hidden',
  4: 'grid grid-cols-4 gap-1.5 [&>*]:col-span-full [&>*:has(>[data-variant=tile])]:col-span-1 [&>*:empty]:hidden',
  5: 'grid grid-cols-5 gap-1.5 [&>*]:col-span-full [&>*:has(>[data-variant=tile])]:col-span-1 [&>*:empty]:hidden',
} as const;

/**
 * Page-wide menus are inset as home's blocks are (0.75 rem); any other widget an operator puts there (a banner…)
 * spans the page and keeps its own margins, as on home. Told by the block's widget (its slot's
 * data-widget), not by what it has rendered: a menu entry still loading would otherwise span the
 * page and then move in, a layout shift on every row of the menu page.
 */
const PAGE_INSET =
  'px-3 [&>*:not([data-widget=MenuEntry]):not([data-widget=MenuHeading])]:-mx-3 [&>*:not([data-widget=MenuEntry]):not([data-widget=MenuHeading])]:my-1.5';

/** A drawer's rows are plain lines on its own surface, not cards. */
const PLAIN_ROWS = '[&>*:has(>[data-variant=tile])]:mb-2 [&_[data-variant=row]]:h-11 [&_[data-variant=row]]:bg-transparent [&_[data-variant=row]:hover]:bg-surface-2 [&_[data-variant=row]:active]:bg-surface-2';

export function menuGrid(cols: keyof typeof GRID, opts: { page?: boolean; plain?: boolean; extra?: string } = {}): string {
  return [GRID[cols], opts.page ? PAGE_INSET : '', opts.plain ? PLAIN_ROWS : '', opts.extra ?? ''].filter(Boolean).join(' ');
}

/** §2 "choosing any item closes it": a click handler for the menu's container (not for entries marked soon). */
export function closeOnChoice(close: () => void) {
  return (e: MouseEvent) => {
    const entry = (e.target as Element).closest('[data-entry]');
    if (entry && entry.getAttribute('aria-disabled') !== 'true') close();
  };
}
