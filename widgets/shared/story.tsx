/**
 * Story helper: renders a widget definition's component with props merged over
 * its defaults, after checking them against the widget's schema, so a story
 * cannot show a prop combination that a layout could not hold. Each prop is an
 * arg of its own with a control made from the schema (./story-controls.ts).
 */
import Ajv from 'ajv';
import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';
import type { ArgTypes } from '@storybook/react-vite';
import type { WidgetPropsByName } from '../layout-types';
import { withDefaultProps, type WidgetAction, type WidgetContext, type WidgetDefinition, type WidgetProps } from '../define-widget';
import { getWidget } from '../registry';
import { argTypesFromSchema } from './story-controls';

const ajv = new Ajv({ allErrors: true, strict: false });

function checkStoryProps(def: WidgetDefinition, props: object): object {
  const merged = withDefaultProps(def.name, props);
  const validate = ajv.compile(def.schema as object);
  if (!validate(merged)) throw new Error(`${def.name} story props break its schema: ${ajv.errorsText(validate.errors)}`);
  return merged;
}

/** What a widget story gives the widget besides its props: what the runtime would hand it. */
export interface WidgetStoryInputs {
  data?: unknown;
  loading?: boolean;
  ctx: WidgetContext;
  onAction?: (a: WidgetAction) => void;
}

/**
 * A story's args: the widget's props, each an arg of its own (so the Controls panel has one control
 * per prop), beside the story's inputs. `W` types the props as a layout stores them, so a prop the
 * widget does not take is a compile error. A story's args are laid over its meta's one by one: a
 * story that must not have a prop its meta sets says `prop: undefined`.
 */
export type WidgetStoryArgs<W extends keyof WidgetPropsByName = keyof WidgetPropsByName> = WidgetPropsByName[W] & WidgetStoryInputs;

/** The props among a story's args: the schema's properties that have a value (an unset control is `undefined`). */
function propsOf(def: WidgetDefinition, args: object): object {
  const declared = typeof def.schema === 'object' ? Object.keys(def.schema.properties ?? {}) : [];
  return Object.fromEntries(Object.entries(args).filter(([name, value]) => declared.includes(name) && value !== undefined));
}

const lazyByName = new Map<string, ComponentType<WidgetProps<unknown, unknown>>>();
function componentOf(def: WidgetDefinition) {
  let c = lazyByName.get(def.name);
  if (!c) lazyByName.set(def.name, (c = lazy(def.load as () => Promise<{ default: ComponentType<WidgetProps<unknown, unknown>> }>)));
  return c;
}

function WidgetPreview({ def, args }: { def: WidgetDefinition; args: WidgetStoryArgs }) {
  const Component = componentOf(def);
  const props = checkStoryProps(def, propsOf(def, args));
  return (
    <Suspense fallback={null}>
      {/* Cached per widget name in componentOf, not created anew per render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Component props={props} data={args.data} loading={args.loading ?? false} ctx={args.ctx} onAction={args.onAction ?? (() => undefined)} />
    </Suspense>
  );
}

/** A story `render` for a widget: the toolbar's role and language reach the widget through its ctx. */
function renderWidget(def: WidgetDefinition) {
  return function render(args: WidgetStoryArgs, context: { globals: Record<string, unknown> }) {
    const role = (context.globals.role as WidgetContext['role'] | undefined) ?? args.ctx.role;
    const language = (context.globals.language as string | undefined) ?? args.ctx.language;
    return <WidgetPreview def={def} args={{ ...args, ctx: { ...args.ctx, role, language } }} />;
  };
}

/**
 * Controls for every story input (no widget may name a prop as one: widgets/shared/story-controls.test.ts),
 * grouped under the props: the ctx has none, as it holds a Set the JSON editor would break and the
 * toolbar sets its role and language.
 */
export const INPUT_ARG_TYPES: ArgTypes<WidgetStoryInputs> = {
  data: { control: 'object', description: "The bound source's data (undefined: no source, or still loading).", table: { category: 'inputs' } },
  loading: { control: 'boolean', table: { category: 'inputs' } },
  ctx: { control: false, description: 'Facts about the viewer; role and language follow the toolbar.', table: { category: 'inputs' } },
  onAction: { control: false, table: { category: 'inputs' } },
};

/**
 * The part of a widget's stories' meta the widget gives: its `render`, typed by the widget (so each
 * story's args are that widget's props); `argTypes` with one control per prop, made from its schema
 * (argTypesFromSchema); and the meta's `args` over the props' schema defaults, so each control starts
 * at the value the widget shows. Spread it into the meta:
 * `...widgetStoryMeta('WinnerBoard', { ctx: makeContext() })`.
 */
export function widgetStoryMeta<W extends keyof WidgetPropsByName>(name: W, args: Partial<WidgetStoryArgs<W>> & Pick<WidgetStoryInputs, 'ctx'>) {
  const def = getWidget(name);
  if (!def) throw new Error(`No widget named ${name}`);
  return {
    render: renderWidget(def) as (args: WidgetStoryArgs<W>, context: { globals: Record<string, unknown> }) => ReactElement,
    argTypes: { ...argTypesFromSchema(def.schema), ...INPUT_ARG_TYPES } as Partial<ArgTypes<WidgetStoryArgs<W>>>,
    // The same defaults the preview would fill in (withDefaultProps), now visible in the controls.
    args: { ...withDefaultProps(name, undefined), ...args } as WidgetStoryArgs<W>,
  };
}
