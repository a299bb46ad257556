/**
 * The server's full layout check (publish, seed): the shared block check of
 * src/runtime/check-layout.ts with ajv compiled once, reporting every error.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { layoutSchema, type Layout } from '../../schemas/layout.schema';
import { sourceParamSchemas } from '../../schemas/sources.schema';
import { widgetDefinitions } from '../../widgets/registry';
import { checkBlocks, type BlockIssue, type LayoutValidators } from '../../widgets/check-layout';
import { migrateLayout } from '../../platform/migrations';
import { withDefaultProps } from '../../widgets/define-widget';

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false, strictNumbers: true });
const layoutValidator = ajv.compile(layoutSchema);
const widgetValidators = new Map<string, ValidateFunction>(widgetDefinitions.map((d) => [d.name, ajv.compile<unknown>(d.schema as object)]));
const sourceValidators = new Map<string, ValidateFunction>(
  Object.entries(sourceParamSchemas as Record<string, object>).map(([n, s]) => [n, ajv.compile<unknown>(s)]),
);

function explain(fn: ValidateFunction | undefined, value: unknown): string | null {
  if (!fn) return 'no schema';
  if (fn(value)) return null;
  return (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ');
}

/** Every widget's props and source's params validator, compiled from the registry and the params schemas (as `npm run gen` precompiles the browser's). */
export const serverValidators: LayoutValidators = {
  layout: (v) => explain(layoutValidator, v),
  props: (w, v) => explain(widgetValidators.get(w), v),
  params: (s, v) => explain(sourceValidators.get(s), v),
};

export type LayoutReport =
  | { ok: true; layout: Layout; issues: [] }
  | { ok: false; errors: { layout?: string; blocks: BlockIssue[] } };

/** Validates a whole layout; with knownFlags, unknown whitelabel flags are errors too. */
export function checkLayoutOnServer(raw: unknown, knownFlags?: ReadonlySet<string>): LayoutReport {
  // A stored block whose props no migration lifts to its widget's version is refused at its block, like any invalid props.
  const propsErrors = new Map<string, string>();
  const migrated = migrateLayout(structuredClone(raw), undefined, undefined, {
    checkProps: (w, props) => serverValidators.props(w, withDefaultProps(w, props)),
    onPropsError: (e) => propsErrors.set(e.blockId, e.message),
  });
  const layoutError = serverValidators.layout(migrated);
  if (layoutError) return { ok: false, errors: { layout: layoutError, blocks: [] } };
  const layout = migrated as Layout;
  const issues = checkBlocks(layout, { ...serverValidators, knownFlags }, propsErrors);
  return issues.length ? { ok: false, errors: { blocks: issues } } : { ok: true, layout, issues: [] };
}
