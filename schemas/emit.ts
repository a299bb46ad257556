/**
 * `npm run gen`: emits from the `as const` schema modules
 *  - schemas/generated/*.schema.json, for `$schema` in layouts, editors and outside tools;
 *  - schemas/generated/validators.js, precompiled ajv validators for the browser, so the
 *    player bundle carries no ajv compiler (only the few runtime helpers the code uses);
 *  - schemas/generated/fingerprint.json, the fingerprint of these schemas (schemas/fingerprint.ts);
 *  - widgets/registry.ts, widgets/runtime-registry.ts and widgets/layout-types.ts, from platform/widgets.ts,
 *    and widgets/widget-defaults.ts, from the widgets' schemas (schemas/emit-widgets.ts).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { conditionSchema, layoutSchema, sourceRefSchema } from './layout.schema';
import { sourceParamSchemas } from './sources.schema';
import { settingsSchema } from './settings.schema';
import { schemaFingerprint } from './fingerprint';
import { layoutTypesFile, widgetDefaultsFile, widgetListFiles } from './emit-widgets';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The widget lists first: the schemas below are read from the catalogue they make.
for (const [path, text] of Object.entries(widgetListFiles())) {
  const file = join(root, path);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}
const { widgetDefinitions } = await import('../widgets/registry');
for (const [path, text] of Object.entries({ 'widgets/widget-defaults.ts': widgetDefaultsFile(widgetDefinitions), 'widgets/layout-types.ts': layoutTypesFile(widgetDefinitions) })) {
  const file = join(root, path);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

const out = join(dirname(fileURLToPath(import.meta.url)), 'generated');
mkdirSync(out, { recursive: true });

function write(name: string, text: string) {
  const file = join(out, name);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

write('layout.schema.json', JSON.stringify(layoutSchema, null, 2) + '\n');
write('settings.schema.json', JSON.stringify(settingsSchema, null, 2) + '\n');
for (const def of widgetDefinitions) {
  write(`widget.${def.name}.schema.json`, JSON.stringify(def.schema, null, 2) + '\n');
}

// Lean code for the browser: first error only, no message strings; the server's ajv reports every error in full.
const ajv = new Ajv({ code: { source: true, esm: true, optimize: true }, allErrors: false, messages: false, useDefaults: true, inlineRefs: false });
const refs: Record<string, string> = { validateLayout: 'layout' };
// Sub-schemas the layout uses in several places become $refs, so their code is emitted once.
const shared = new Map<object, string>([
  [conditionSchema, 'https://parlor.example/schemas/condition.json'],
  [sourceRefSchema, 'https://parlor.example/schemas/source-ref.json'],
]);
function hoist(node: unknown, self?: object): unknown {
  if (Array.isArray(node)) return node.map((n) => hoist(n));
  if (!node || typeof node !== 'object') return node;
  const id = shared.get(node);
  if (id && node !== self) return { $ref: id };
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, hoist(v)]));
}
for (const [node, id] of shared) ajv.addSchema(hoist(node, node) as object, id);
ajv.addSchema(hoist(layoutSchema) as object, 'layout');
for (const def of widgetDefinitions) {
  ajv.addSchema(def.schema as object, `widget:${def.name}`);
  refs[`widget_${def.name}`] = `widget:${def.name}`;
}
for (const [name, schema] of Object.entries(sourceParamSchemas)) {
  const id = `source:${name}`;
  ajv.addSchema(schema as object, id);
  refs[`source_${name.replace(/\W/g, '_')}`] = id;
}
// ajv's standalone output `require`s its code-point counter; inline it, so the file is pure ESM.
const code = standaloneCode(ajv, refs).replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, '((s) => [...s].length)');
if (/require\(/.test(code)) throw new Error('validators.js still requires a module: inline it in schemas/emit.ts');
write('validators.js', code);

const widgetNames = widgetDefinitions.map((d) => d.name);
const sourceNames = Object.keys(sourceParamSchemas);
write(
  'validators.d.ts',
  [
    'export interface ValidateFn { (data: unknown): boolean; errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null }',
    'export const validateLayout: ValidateFn;',
    ...widgetNames.map((n) => `export const widget_${n}: ValidateFn;`),
    ...sourceNames.map((n) => `export const source_${n.replace(/\W/g, '_')}: ValidateFn;`),
    '',
  ].join('\n'),
);
// The fingerprint of these schemas: a served layout carrying the same one needs no check in the browser.
write('fingerprint.json', JSON.stringify({ fingerprint: schemaFingerprint() }) + '\n');

console.log(`schemas: ${widgetNames.length} widgets, ${sourceNames.length} sources → schemas/generated`);
