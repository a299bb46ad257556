/**
 * Layout migrations: an ordered list, each lifting a layout from `from` to `from + 1`, and each
 * widget's props migrations (declared with the widget in platform/widgets.ts), each lifting a
 * block's props one version. Old layouts (the last good copy in a player's storage, an old version
 * in history, a draft saved before a release) are upgraded before they are validated: in the player
 * and the console on load, on the server when it checks, serves or publishes one.
 */
import { LAYOUT_VERSION } from '../schemas/layout.schema';
import { WIDGETS, type WidgetDeclaration } from './widgets';

export interface LayoutMigration {
  from: number;
  up: (layout: Record<string, unknown>) => Record<string, unknown>;
}

/** Add one entry per breaking change of the layout schema, and bump LAYOUT_VERSION. */
const LAYOUT_MIGRATIONS: readonly LayoutMigration[] = [];

/**
 * A block's props could not be lifted to its widget's version: a migration is missing, threw, or
 * made props the widget's schema refuses. The layout checks report it as the block's props error
 * (the player skips the block; publish refuses the layout with the reason at its block).
 */
export class PropsMigrationError extends Error {
  constructor(
    readonly blockId: string,
    readonly widget: string,
    readonly fromVersion: number,
    readonly toVersion: number,
    reason: string,
  ) {
    super(`block ${blockId}: the props of ${widget} could not be migrated from version ${fromVersion} to ${toVersion}: ${reason}`);
    this.name = 'PropsMigrationError';
  }
}

/** Why a widget's props are invalid, or null when they are valid (the caller applies the defaults). */
type PropsCheck = (widget: string, props: Record<string, unknown>) => string | null;

export interface MigrateOptions {
  /** The widget declarations whose props versions apply (tests pass their own). */
  widgets?: readonly WidgetDeclaration[];
  /** Checks each block's props after its migrations ran: a migration must not make them invalid. */
  checkProps?: PropsCheck;
  /**
   * Given, a block whose props cannot be migrated is kept as it was and its error passed here (the
   * layout checks report it at its block, so one bad block never sinks a screen); else it is thrown.
   */
  onPropsError?: (error: PropsMigrationError) => void;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The block with its props at its widget's version; the very same object when they already are. */
function migrateBlock(block: unknown, byName: ReadonlyMap<string, WidgetDeclaration>, checkProps: PropsCheck | undefined): unknown {
  if (!isObject(block) || typeof block.widget !== 'string') return block;
  const declared = byName.get(block.widget)?.props;
  if (!declared) return block;
  const from = typeof block.propsVersion === 'number' ? block.propsVersion : 1;
  if (from >= declared.version) return block;
  const id = typeof block.id === 'string' ? block.id : '?';
  const fail = (reason: string) => new PropsMigrationError(id, block.widget as string, from, declared.version, reason);
  let props: Record<string, unknown> = isObject(block.props) ? { ...block.props } : {};
  for (let v = from; v < declared.version; v++) {
    const step = declared.migrations.find((m) => m.from === v);
    if (!step) throw fail(`no migration from version ${v}`);
    try {
      props = step.up(props);
    } catch (e) {
      throw fail(`the migration from version ${v} failed (${(e as Error).message})`);
    }
  }
  const invalid = checkProps?.(block.widget, props);
  if (invalid) throw fail(`the result is invalid (${invalid})`);
  const { props: _old, ...rest } = block;
  return { ...rest, ...(Object.keys(props).length || 'props' in block ? { props } : {}), propsVersion: declared.version };
}

/** The version a new block of `widget` starts its props at, for its `propsVersion`; undefined for version 1 (or an unknown widget). */
export function currentPropsVersion(widget: string, widgets: readonly WidgetDeclaration[] = WIDGETS): number | undefined {
  const version = widgets.find((w) => w.name === widget)?.props?.version;
  return version && version > 1 ? version : undefined;
}

/** The layout with every block's props at its widget's version; the very same object when they all are. Throws PropsMigrationError (see onPropsError). */
function migrateProps(layout: Record<string, unknown>, options: MigrateOptions = {}): Record<string, unknown> {
  if (!Array.isArray(layout.blocks)) return layout;
  const byName = new Map((options.widgets ?? WIDGETS).map((w) => [w.name, w]));
  const blocks = layout.blocks.map((b: unknown) => {
    try {
      return migrateBlock(b, byName, options.checkProps);
    } catch (e) {
      if (!(e instanceof PropsMigrationError) || !options.onPropsError) throw e;
      options.onPropsError(e);
      return b;
    }
  });
  return blocks.some((b, i) => b !== (layout.blocks as unknown[])[i]) ? { ...layout, blocks } : layout;
}

/** The layout at LAYOUT_VERSION with its blocks' props at their widgets' versions. Throws PropsMigrationError (see onPropsError). */
export function migrateLayout(
  raw: unknown,
  migrations: readonly LayoutMigration[] = LAYOUT_MIGRATIONS,
  target = LAYOUT_VERSION,
  options: MigrateOptions = {},
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
  return migrateProps(layout, options);
}
