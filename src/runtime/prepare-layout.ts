/**
 * Migrates a layout's blocks to this build's props and checks it against the browser's validators:
 * for a layout no server checked for this build (a deploy in between, a console preview, a shipped
 * default). A chunk of its own, loaded with the validators (layout-store.ts), so neither the
 * migrations nor the block check are part of the first load.
 */
import type { Layout } from '../../schemas/layout.schema';
import { withDefaultProps } from '../../widgets/define-widget';
import { checkBlocks, type BlockIssue, type LayoutValidators } from './check-layout';
import { migrateLayout } from './migrations';

export function prepareLayout(raw: unknown, v: LayoutValidators): { layout: Layout; issues: BlockIssue[] } | { error: string } {
  // A block whose props cannot be migrated is skipped, like a block with invalid props.
  const propsErrors = new Map<string, string>();
  const migrated = migrateLayout(raw, undefined, undefined, { checkProps: (w, props) => v.props(w, withDefaultProps(w, props)), onPropsError: (e) => propsErrors.set(e.blockId, e.message) });
  const error = v.layout(migrated);
  if (error) return { error };
  const layout = migrated as Layout;
  return { layout, issues: checkBlocks(layout, v, propsErrors) };
}
