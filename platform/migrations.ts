/**
 * Layout migrations: an ordered list, each lifting a layout from `from` to
 * `from + 1`. Old layouts (the last good copy in a player's storage, an old
 * version in history) are upgraded on load before they are validated.
 */
import { LAYOUT_VERSION } from '../schemas/layout.schema';

export interface LayoutMigration {
  from: number;
  up: (layout: Record<string, unknown>) => Record<string, unknown>;
}

/** Add one entry per breaking change of the layout schema, and bump LAYOUT_VERSION. */
const LAYOUT_MIGRATIONS: readonly LayoutMigration[] = [];

/**
 * Props a widget no longer takes, dropped from any stored layout on load (a compatible change, so
 * no version bump): RgNotice's `minAge`, since its badge shows the registration settings' minimum age.
 */
export const RETIRED_PROPS: Readonly<Record<string, readonly string[]>> = { RgNotice: ['minAge'] };

/** The layout without retired props; the very same object when it carries none. */
export function dropRetiredProps(layout: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(layout.blocks)) return layout;
  let changed = false;
  const blocks = layout.blocks.map((b: unknown) => {
    const block = b as { widget?: unknown; props?: unknown } | null;
    const retired = block && typeof block.widget === 'string' && Object.hasOwn(RETIRED_PROPS, block.widget) ? RETIRED_PROPS[block.widget]! : [];
    if (!block || !block.props || typeof block.props !== 'object' || !retired.some((k) => Object.hasOwn(block.props as object, k))) return b;
    changed = true;
    return { ...block, props: Object.fromEntries(Object.entries(block.props).filter(([k]) => !retired.includes(k))) };
  });
  return changed ? { ...layout, blocks } : layout;
}

export function migrateLayout(
  raw: unknown,
  migrations: readonly LayoutMigration[] = LAYOUT_MIGRATIONS,
  target = LAYOUT_VERSION,
): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  let layout = raw as Record<string, unknown>;
  let version = typeof layout.version === 'number' ? layout.version : 1;
  while (version < target) {
    const m = migrations.find((x) => x.from === version);
    if (!m) break;
    layout = { ...m.up(layout), version: version + 1 };
    version++;
  }
  return dropRetiredProps(layout);
}
