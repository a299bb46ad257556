/**
 * Writes the widget lists derived from platform/widgets.ts (called by `npm run gen`, schemas/emit.ts):
 * widgets/registry.ts (each definition with its declared requests) and widgets/runtime-registry.ts
 * (the runtime parts the player's renderer reads). widgets/widget-lists.test.ts checks they are current.
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
 * layout check need to draw a block: its loader, default props, sources and place. The palette
 * entries and props' schemas stay out of the player's first load (widgets/registry.ts has them).
 */
${byFolder.map((w) => `import ${ident(w.folder)} from './${w.folder}/runtime';`).join('\n')}
import type { WidgetRuntime } from './define-widget';

export const widgetRuntimes = {
${WIDGETS.map((w) => `  ${w.name}: ${ident(w.folder)},`).join('\n')}
} as const;

export type WidgetName = keyof typeof widgetRuntimes;

/** The runtime part of a widget by name; undefined for an unknown name. */
export function getWidgetRuntime(name: string): WidgetRuntime | undefined {
  return Object.hasOwn(widgetRuntimes, name) ? (widgetRuntimes[name as WidgetName] as unknown as WidgetRuntime) : undefined;
}
`;
}

/** The derived files, by their path from the repository's root. */
export function widgetListFiles(): Record<string, string> {
  return { 'widgets/registry.ts': registry(), 'widgets/runtime-registry.ts': runtimeRegistry() };
}
