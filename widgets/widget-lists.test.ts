// @vitest-environment node
/**
 * The widget lists `npm run gen` derives from platform/widgets.ts are current (a widget added to the
 * declaration but not regenerated, or a generated file edited by hand, fails here), and every
 * declared widget has its folder's parts where the build and the registries look for them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { layoutTypesFile, schemaDefaults, widgetDefaultsFile, widgetListFiles, widgetSchemaExport } from '../schemas/emit-widgets';
import { BOOT_WIDGET_MODULES, WIDGETS, widgetComponentModule } from '../platform/widgets';
import { getWidget, widgetDefinitions } from './registry';
import { withDefaultProps } from './define-widget';

const root = join(__dirname, '..');

describe('widget lists', () => {
  it.each(Object.entries(widgetListFiles()))('%s is what `npm run gen` writes from platform/widgets.ts', (path, text) => {
    expect(readFileSync(join(root, path), 'utf8')).toBe(text);
  });

  it("widget-defaults.ts is what `npm run gen` writes from the widgets' schemas", () => {
    expect(readFileSync(join(root, 'widgets/widget-defaults.ts'), 'utf8')).toBe(widgetDefaultsFile(widgetDefinitions));
  });

  it("layout-types.ts is what `npm run gen` writes from the widgets' schemas and sources", () => {
    expect(readFileSync(join(root, 'widgets/layout-types.ts'), 'utf8')).toBe(layoutTypesFile(widgetDefinitions));
  });

  it("every widget's defaults are props its schema accepts, and are what a block without props gets", () => {
    const ajv = new Ajv({ strict: false });
    for (const def of widgetDefinitions) {
      const defaults = withDefaultProps(def.name, undefined);
      expect(defaults, def.name).toEqual(schemaDefaults(def.schema));
      expect(ajv.validate(def.schema as object, defaults), `${def.name}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('every declared widget has its folder, runtime part and component, under its declared name and requests', () => {
    expect(new Set(WIDGETS.map((w) => w.name)).size).toBe(WIDGETS.length);
    for (const w of WIDGETS) {
      for (const file of ['index.ts', 'runtime.ts']) expect(existsSync(join(root, 'widgets', w.folder, file)), `${w.folder}/${file}`).toBe(true);
      expect(existsSync(join(root, widgetComponentModule(w))), widgetComponentModule(w)).toBe(true);
      expect(getWidget(w.name)?.requests ?? 0).toBe(w.requests ?? 0);
    }
    expect(BOOT_WIDGET_MODULES).toContain('widgets/banner-carousel/banner-carousel.tsx');
  });

  it('every widget exports its props schema from schema.ts under the name layout-types.ts imports', async () => {
    for (const w of WIDGETS) {
      const module = (await import(`./${w.folder}/schema.ts`)) as Record<string, unknown>;
      expect(module[widgetSchemaExport(w.folder)], `${w.folder}/schema.ts ${widgetSchemaExport(w.folder)}`).toBe(getWidget(w.name)?.schema);
    }
  });
});
