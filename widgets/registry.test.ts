// @vitest-environment node
/**
 * The two registries agree: every widget the player's renderer can draw (runtime-registry.ts) has
 * its definition for the console, the server's publish check and Storybook (registry.ts), under
 * the same name and with the very same runtime part, and no definition lacks a runtime part.
 */
import { describe, expect, it } from 'vitest';
import { getWidget, widgetDefinitions } from './registry';
import { getWidgetRuntime, widgetRuntimes } from './runtime-registry';

describe('widget registries', () => {
  it('name the same widgets', () => {
    expect(widgetDefinitions.map((d) => d.name).sort()).toEqual(Object.keys(widgetRuntimes).sort());
    expect(new Set(widgetDefinitions.map((d) => d.name)).size).toBe(widgetDefinitions.length);
  });

  it('share each widget\'s runtime part, under its own name', () => {
    for (const [key, runtime] of Object.entries(widgetRuntimes)) {
      expect(runtime.name).toBe(key);
      const def = getWidget(key)!;
      expect(def.load).toBe(runtime.load);
      expect(getWidgetRuntime(key)).toBe(runtime);
    }
    expect(getWidget('NoSuchWidget')).toBeUndefined();
    expect(getWidgetRuntime('toString')).toBeUndefined();
  });
});
