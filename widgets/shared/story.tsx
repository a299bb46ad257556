/**
 * Story helper: renders a widget definition's component with props merged over
 * its defaults, after checking them against the widget's schema, so a story
 * cannot show a prop combination that a layout could not hold.
 */
import Ajv from 'ajv';
import { Suspense, lazy, type ComponentType } from 'react';
import type { WidgetPropsByName } from '../layout-types';
import { withDefaultProps, type WidgetAction, type WidgetContext, type WidgetDefinition, type WidgetProps } from '../define-widget';

const ajv = new Ajv({ allErrors: true, strict: false });

function checkStoryProps(def: WidgetDefinition, props: object): object {
  const merged = withDefaultProps(def.name, props);
  const validate = ajv.compile(def.schema as object);
  if (!validate(merged)) throw new Error(`${def.name} story props break its schema: ${ajv.errorsText(validate.errors)}`);
  return merged;
}

/** A story's args; `W` types its props as a layout stores them, so a prop the widget does not take is a compile error. */
export interface WidgetStoryArgs<W extends keyof WidgetPropsByName = keyof WidgetPropsByName> {
  props: WidgetPropsByName[W];
  data?: unknown;
  loading?: boolean;
  ctx: WidgetContext;
  onAction?: (a: WidgetAction) => void;
}

const lazyByName = new Map<string, ComponentType<WidgetProps<unknown, unknown>>>();
function componentOf(def: WidgetDefinition) {
  let c = lazyByName.get(def.name);
  if (!c) lazyByName.set(def.name, (c = lazy(def.load as () => Promise<{ default: ComponentType<WidgetProps<unknown, unknown>> }>)));
  return c;
}

function WidgetPreview({ def, args }: { def: WidgetDefinition; args: WidgetStoryArgs }) {
  const Component = componentOf(def);
  const props = checkStoryProps(def, args.props);
  return (
    <Suspense fallback={null}>
      {/* Cached per widget name in componentOf, not created anew per render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Component props={props} data={args.data} loading={args.loading ?? false} ctx={args.ctx} onAction={args.onAction ?? (() => undefined)} />
    </Suspense>
  );
}

/** A story `render` for a widget: the toolbar's role and language reach the widget through its ctx. */
export function renderWidget(def: WidgetDefinition) {
  return function render(args: WidgetStoryArgs, context: { globals: Record<string, unknown> }) {
    const role = (context.globals.role as WidgetContext['role'] | undefined) ?? args.ctx.role;
    const language = (context.globals.language as string | undefined) ?? args.ctx.language;
    return <WidgetPreview def={def} args={{ ...args, ctx: { ...args.ctx, role, language } }} />;
  };
}
