/**
 * Writes the widget lists derived from platform/widgets.ts (called by `npm run gen`, schemas/emit.ts):
 * widgets/registry.ts (each definition with its declared requests), widgets/runtime-registry.ts
 * (the runtime parts the player's renderer reads), and, from the definitions those make,
 * widgets/widget-defaults.ts and widgets/layout-types.ts (the layout typed per widget, for layouts
 * built in code). widgets/widget-lists.test.ts checks they are current.
 */
import { WIDGETS } from '../platform/widgets';

const HEADER = '// Written by `npm run gen` (schemas/emit-widgets.ts) from platform/widgets.ts: edit that list, not this file.\n';
const ident = (folder: string) => folder.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
const byFolder = [...WIDGETS].sort((a, b) => a.folder.localeCompare(b.folder));

function registry(): string {
  return `${HEADER}/**
 * The catalogue of widgets: the operators' console, the server's publish check and Storybook read
 * this list. Explicit, no file-system discovery; components load lazily, so importing this costs
 * only schemas. The player's renderer reads their runtime parts alone (./runtime-registry.ts).
 */
${byFolder.map((w) => `import ${ident(w.folder)} from './${w.folder}';`).join('\n')}
import type { WidgetDefinition } from './define-widget';

/**
 * Every definition, loosely typed, for code that iterates (validators, palette, Storybook checks),
 * in the console's palette order, each with the requests platform/widgets.ts declares for it.
 * (Taken one by one as \`unknown\`: the union of the schema-typed definitions is too deep for TypeScript.)
 */
const catalogue = (...definitions: unknown[]) => definitions as readonly WidgetDefinition[];
export const widgetDefinitions = catalogue(
${WIDGETS.map((w) => `  ${w.requests ? `{ ...${ident(w.folder)}, requests: ${w.requests} }` : ident(w.folder)},`).join('\n')}
);

const byName = new Map(widgetDefinitions.map((d) => [d.name, d]));

export function getWidget(name: string): WidgetDefinition | undefined {
  return byName.get(name);
}
`;
}

function runtimeRegistry(): string {
  return `${HEADER}/**
 * The widgets' runtime parts (each folder's runtime.ts): what the player's renderer and the
 * layout check need to draw a block: its loader, sources and place (default props: ./widget-defaults.ts). The palette
 * entries and props' schemas stay out of the player's first load (widgets/registry.ts has them).
 */
${byFolder.map((w) => `import ${ident(w.folder)} from './${w.folder}/runtime';`).join('\n')}
import type { WidgetRuntime } from './define-widget';

export type WidgetName =
${WIDGETS.map((w) => `  | '${w.name}'`).join('\n')};

// Each entry is checked as a WidgetRuntime on its own (its component and estimate take its own props).
export const widgetRuntimes: { readonly [N in WidgetName]: WidgetRuntime } = {
${WIDGETS.map((w) => `  ${w.name}: ${ident(w.folder)},`).join('\n')}
};

const isWidgetName = (name: string): name is WidgetName => Object.hasOwn(widgetRuntimes, name);

/** The runtime part of a widget by name; undefined for an unknown name. */
export function getWidgetRuntime(name: string): WidgetRuntime | undefined {
  return isWidgetName(name) ? widgetRuntimes[name] : undefined;
}
`;
}

/** The name a widget's props schema is exported under from its folder's schema.ts (gameRowSchema). */
export const widgetSchemaExport = (folder: string) => `${ident(folder)}Schema`;

/**
 * widgets/layout-types.ts: a layout as code builds it, typed per widget — its props from its schema,
 * its source from the sources its runtime takes. Needs the definitions (each runtime's `sources` and
 * `sourceRequired`), so emit.ts writes it after the registry.
 */
export function layoutTypesFile(definitions: readonly { name: string; sources: readonly string[]; sourceRequired: boolean }[]): string {
  const byName = [...WIDGETS].sort((a, b) => a.name.localeCompare(b.name));
  const runtime = new Map(definitions.map((d) => [d.name, d]));
  const sourcesOf = (name: string) => {
    const sources = runtime.get(name)?.sources ?? [];
    return sources.length ? sources.map((n) => `'${n}'`).join(' | ') : 'never';
  };
  const required = byName.filter((w) => runtime.get(w.name)?.sourceRequired).map((w) => `'${w.name}'`);
  return `${HEADER}/**
 * A layout as code builds it (tests, stories, fixtures): a union over the widgets, so a block's
 * \`props\` are what its widget's schema declares and its \`source\` one its widget takes, with that
 * source's params: a wrong or missing prop, or a source the widget cannot show, is a compile error.
 * A prop or param with a schema \`default\` may be left out (the renderer fills it in); a widget with
 * required props needs its \`props\`, one that needs a source its \`source\`. Layouts read at run time
 * are checked by the schemas instead and typed as the declared \`Layout\` (schemas/layout.schema.ts),
 * whose blocks may name any widget.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Block, Layout } from '../schemas/layout.schema';
import type { SourceName, sourceParamSchemas } from '../schemas/sources.schema';
${byFolder.map((w) => `import type { ${widgetSchemaExport(w.folder)} } from './${w.folder}/schema';`).join('\n')}

/** Props as a layout stores them: those with a schema default are optional. */
type StoredProps<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** Each widget's props as a layout stores them, by widget name. */
export interface WidgetPropsByName {
${byName.map((w) => `  ${w.name}: StoredProps<typeof ${widgetSchemaExport(w.folder)}>;`).join('\n')}
}

/** The sources each widget can be bound to (its runtime's \`sources\`), by widget name; never: it takes none. */
export interface WidgetSourcesByName {
${byName.map((w) => `  ${w.name}: ${sourcesOf(w.name)};`).join('\n')}
}

/** The widgets whose blocks must name a source (their runtime's \`sourceRequired\`). */
type SourceRequired = ${required.length ? required.join(' | ') : 'never'};

/** A source as a block stores it: one of \`N\`, with that source's params (needed when its schema requires some). */
type StoredSource<N extends SourceName> = N extends SourceName
  ? { name: N } & (Partial<StoredProps<(typeof sourceParamSchemas)[N]>> extends StoredProps<(typeof sourceParamSchemas)[N]> ? { params?: StoredProps<(typeof sourceParamSchemas)[N]> } : { params: StoredProps<(typeof sourceParamSchemas)[N]> })
  : never;

/** A block's source as its widget takes it: none, one it may have, or one it must have. */
type SourcePart<W extends keyof WidgetSourcesByName> = [WidgetSourcesByName[W]] extends [never]
  ? { source?: never }
  : W extends SourceRequired
    ? { source: StoredSource<WidgetSourcesByName[W]> }
    : { source?: StoredSource<WidgetSourcesByName[W]> };

/** A block of widget \`W\` (any widget by default): the declared Block with its widget, props and source narrowed. */
export type TypedBlock<W extends keyof WidgetPropsByName = keyof WidgetPropsByName> = W extends keyof WidgetPropsByName
  ? Omit<Block, 'widget' | 'props' | 'source'> & { widget: W } & (Partial<WidgetPropsByName[W]> extends WidgetPropsByName[W] ? { props?: WidgetPropsByName[W] } : { props: WidgetPropsByName[W] }) & SourcePart<W>
  : never;

/** A layout whose every block is typed by its widget; it is a \`Layout\` as well. */
export type TypedLayout = Omit<Layout, 'blocks'> & { blocks: TypedBlock[] };
`;
}

/** The defaults a widget's props schema declares: each top-level property's `default`. */
export function schemaDefaults(schema: unknown): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
  return Object.fromEntries(Object.entries(properties).filter(([, p]) => p && typeof p === 'object' && 'default' in p).map(([k, p]) => [k, p.default]));
}

/**
 * widgets/widget-defaults.ts: every widget's default props, read from its schema, so the player's
 * renderer has them without loading the schemas (they stay off its first load). Needs the
 * definitions, so emit.ts writes it after the registry.
 */
export function widgetDefaultsFile(definitions: readonly { name: string; schema: unknown }[]): string {
  const byName = [...definitions].sort((a, b) => a.name.localeCompare(b.name));
  return `// Written by \`npm run gen\` (schemas/emit-widgets.ts) from each widget's schema: edit the \`default\` there, not this file.
/** Each widget's default props: the \`default\` of its schema's properties (see withDefaultProps in ./define-widget.ts). */
export const WIDGET_DEFAULTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
${byName.map((d) => `  ${d.name}: ${JSON.stringify(schemaDefaults(d.schema))},`).join('\n')}
};
`;
}

/** The derived files, by their path from the repository's root. */
export function widgetListFiles(): Record<string, string> {
  return { 'widgets/registry.ts': registry(), 'widgets/runtime-registry.ts': runtimeRegistry() };
}
