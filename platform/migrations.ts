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
  return layout;
}
