// @vitest-environment node
/**
 * Storybook's controls come from the widgets' own schemas: one control per prop, of the prop's
 * kind, with its options, bounds, default and description, so the Controls panel offers what a
 * layout may hold and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { argTypesFromSchema } from './story-controls';
import { INPUT_ARG_TYPES, widgetStoryMeta } from './story';
import { widgetDefinitions } from '../registry';
import { bannerCarouselSchema } from '../banner-carousel/schema';
import { gameGridSchema } from '../game-grid/schema';
import { navTabSchema } from '../nav-tab/schema';
import { infoNoteSchema } from '../info-note/schema';
import { BANNER_AUTOPLAY_MS } from '../../src/lib/constants';
import { makeContext } from '../../tests/fixtures/widgets';

describe('argTypesFromSchema', () => {
  it('gives the banner carousel a slider, a select and a toggle, with defaults and descriptions', () => {
    const argTypes = argTypesFromSchema(bannerCarouselSchema);
    expect(Object.keys(argTypes)).toEqual(['autoplayMs', 'aspect', 'showDots']);

    expect(argTypes.autoplayMs).toMatchObject({
      control: { type: 'range', min: 2000, max: 20000, step: 1 },
      description: 'Auto-advance interval (§2: 5000 ms).',
      table: { defaultValue: { summary: String(BANNER_AUTOPLAY_MS) }, type: { summary: 'integer', detail: 'min 2000, max 20000' } },
    });
    expect(argTypes.aspect).toMatchObject({
      control: { type: 'select' },
      options: ['5/2', '2/1', '16/9', '3/1'],
      table: { defaultValue: { summary: '"5/2"' }, type: { summary: '"5/2" | "2/1" | "16/9" | "3/1"' } },
    });
    expect(argTypes.showDots).toMatchObject({ control: { type: 'boolean' }, table: { defaultValue: { summary: 'true' } } });
    // A prop the schema does not describe gets no description rather than an empty one.
    expect(argTypes.showDots).not.toHaveProperty('description');
  });

  it('offers the values an enum of numbers lists, and a slider for a bounded integer', () => {
    const argTypes = argTypesFromSchema(gameGridSchema);
    expect(argTypes.columns).toMatchObject({ control: { type: 'select' }, options: [3, 4], table: { defaultValue: { summary: '3' } } });
    expect(argTypes.highlightEvery).toMatchObject({ control: { type: 'range', min: 0, max: 50, step: 1 }, table: { defaultValue: { summary: '7' } } });
  });

  it('edits arrays and objects as JSON, texts as text, and leaves out a default the schema does not give', () => {
    const nav = argTypesFromSchema(navTabSchema);
    expect(nav.activeOn).toMatchObject({ control: { type: 'object' }, table: { type: { summary: 'array', detail: 'at most 10 items' } } });
    expect(nav.activeOn!.table).not.toHaveProperty('defaultValue');
    expect(nav.to).toMatchObject({ control: { type: 'text' }, description: 'Route for action navigate.', table: { defaultValue: { summary: '"/m/home"' } } });
    expect(nav.action).toMatchObject({ control: { type: 'select' }, options: ['navigate', 'home', 'menu'] });

    const note = argTypesFromSchema(infoNoteSchema);
    expect(note.link).toMatchObject({ control: { type: 'object' }, description: 'An optional button under the text.' });
    expect(note.link!.table).not.toHaveProperty('defaultValue');
  });

  it('marks required props, and open-ended numbers get a number field', () => {
    const argTypes = argTypesFromSchema({
      type: 'object',
      required: ['count'],
      properties: { count: { type: 'integer', minimum: 1 }, ratio: { type: 'number', maximum: 1, multipleOf: 0.1 } },
    });
    expect(argTypes.count).toMatchObject({ control: { type: 'number', min: 1, step: 1 }, type: { required: true } });
    expect(argTypes.ratio).toMatchObject({ control: { type: 'number', max: 1, step: 0.1 } });
    expect(argTypes.ratio).not.toHaveProperty('type');
    expect(argTypesFromSchema({ type: 'object' })).toEqual({});
  });

  it('gives every widget one control per declared prop, of the prop\'s kind', () => {
    const kindOf = (prop: { type?: unknown; enum?: unknown }) =>
      prop.enum ? 'select' : prop.type === 'boolean' ? 'boolean' : prop.type === 'string' ? 'text' : prop.type === 'integer' || prop.type === 'number' ? ['range', 'number'] : 'object';
    for (const def of widgetDefinitions) {
      const properties = (def.schema as { properties: Record<string, { type?: unknown; enum?: unknown; default?: unknown }> }).properties;
      const argTypes = argTypesFromSchema(def.schema);
      expect(Object.keys(argTypes), def.name).toEqual(Object.keys(properties));
      for (const [name, prop] of Object.entries(properties)) {
        const kind = kindOf(prop);
        const control = (argTypes[name]!.control as { type: string }).type;
        if (Array.isArray(kind)) expect(kind, `${def.name}.${name}`).toContain(control);
        else expect(control, `${def.name}.${name}`).toBe(kind);
        if (prop.default !== undefined) expect(JSON.parse(argTypes[name]!.table!.defaultValue!.summary!), `${def.name}.${name}`).toEqual(prop.default);
      }
    }
  });

  it('no widget names a prop as a story input, so a story\'s args split into props and inputs', () => {
    for (const def of widgetDefinitions) {
      const names = Object.keys((def.schema as { properties: object }).properties);
      for (const input of Object.keys(INPUT_ARG_TYPES)) expect(names, def.name).not.toContain(input);
    }
  });

  it("reaches a widget's stories: its meta carries a control per prop, the inputs' controls, and each prop's default under the meta's args", () => {
    const ctx = makeContext();
    const { argTypes, args } = widgetStoryMeta('BannerCarousel', { ctx, aspect: '2/1' });
    expect(args).toEqual({ autoplayMs: BANNER_AUTOPLAY_MS, aspect: '2/1', showDots: true, ctx });
    expect(Object.keys(argTypes)).toEqual(['autoplayMs', 'aspect', 'showDots', 'data', 'loading', 'ctx', 'onAction']);
    expect(argTypes.aspect).toEqual(argTypesFromSchema(bannerCarouselSchema).aspect);
    expect(argTypes.ctx).toMatchObject({ control: false, table: { category: 'inputs' } });
    // Uncategorised rows come first in the Controls panel: the props, above the grouped inputs.
    expect(argTypes.aspect!.table).not.toHaveProperty('category');
  });
});
