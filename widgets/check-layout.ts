/**
 * The deep check of a layout, shared by the browser (with precompiled
 * validators) and the server's publish (with full ajv): layout shape, then for
 * every block its widget, props, source binding, source params and flags.
 * Block errors are reported per block id, so one bad block never sinks a screen.
 */
import type { Block, Layout } from '../schemas/layout.schema';
import { withDefaultProps } from './define-widget';
import { getWidgetRuntime } from './runtime-registry';

export interface BlockIssue {
  blockId: string;
  code: 'widget.unknown' | 'props.invalid' | 'source.missing' | 'source.unsupported' | 'source.params' | 'flag.unknown' | 'id.duplicate' | 'widget.limit';
  detail: string;
}

export interface LayoutValidators {
  /** Returns null when valid, else a readable reason. */
  layout(value: unknown): string | null;
  props(widget: string, value: unknown): string | null;
  params(source: string, value: unknown): string | null;
  /** Known whitelabel flags; when absent, flags are not checked (the player has no catalogue). */
  knownFlags?: ReadonlySet<string>;
}

/**
 * Every block's issues. `propsErrors`: blocks (by id) whose props could not be migrated to their
 * widget's version (platform/migrations.ts), reported as their props error.
 */
export function checkBlocks(layout: Layout, v: LayoutValidators, propsErrors?: ReadonlyMap<string, string>): BlockIssue[] {
  const issues: BlockIssue[] = [];
  const seen = new Set<string>();
  const perWidget = new Map<string, number>();
  const visit = (block: Block) => {
    const add = (code: BlockIssue['code'], detail: string) => issues.push({ blockId: block.id, code, detail });
    if (seen.has(block.id)) add('id.duplicate', block.id);
    seen.add(block.id);
    const def = getWidgetRuntime(block.widget);
    if (!def) {
      add('widget.unknown', block.widget);
    } else {
      const n = (perWidget.get(def.name) ?? 0) + 1;
      perWidget.set(def.name, n);
      if (def.maxPerLayout && n > def.maxPerLayout) add('widget.limit', `${def.name} > ${def.maxPerLayout}`);
      const propsError = propsErrors?.get(block.id) ?? v.props(def.name, withDefaultProps(def.name, block.props));
      if (propsError) add('props.invalid', propsError);
      if (!block.source && def.sourceRequired) add('source.missing', def.name);
      if (block.source) {
        // Widened, not narrowed: any name may be asked whether it is one of the widget's sources.
        if (!(def.sources as readonly string[]).includes(block.source.name)) add('source.unsupported', block.source.name);
        else {
          const paramsError = v.params(block.source.name, block.source.params ?? {});
          if (paramsError) add('source.params', paramsError);
        }
      }
    }
    if (v.knownFlags && block.when) {
      for (const f of [...(block.when.flags ?? []), ...(block.when.notFlags ?? [])]) {
        if (!v.knownFlags.has(f)) add('flag.unknown', f);
      }
    }
  };
  layout.blocks.forEach(visit);
  return issues;
}
