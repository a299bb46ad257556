/**
 * The README's recipes — how to add a widget, a data source and a screen — followed with fixtures
 * (tests/fixtures/recipes/): a widget (schema, runtime, component), a source (params schema and
 * declaration) and a composed screen (its declaration and its component). The mocks below stand for
 * the one entry each recipe adds and for what `npm run gen` (or, for a screen's module, Vite's glob)
 * then writes: every list here is the real one plus the fixture, built by the generator's own
 * functions where it has them. Everything else — the publish check, the served layout's
 * fingerprint, the route table, router and header, the player's layout store, renderer, source cache
 * and fetchers — is the platform's code, unchanged.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../../src/app/routes';
import { previewPath, screenOf } from '../../platform/route-table';
import type { Layout } from '../../schemas/layout.schema';
import { checkLayoutOnServer, serverValidators } from '../../server/services/layout-check';
import { schemaFingerprint } from '../../schemas/fingerprint';
import { layoutTypesFile, widgetListFiles } from '../../schemas/emit-widgets';
import { widgetComponentModule } from '../../platform/widgets';
import { requestUrl } from '../../platform/sources';
import { countItems, sourceDeclaration } from '../../platform/source-declarations';
import { getWidget, widgetDefinitions } from '../../widgets/registry';
import { getWidgetRuntime } from '../../widgets/runtime-registry';
import { withDefaultProps, type WidgetDefinition, type WidgetRuntime } from '../../widgets/define-widget';
import { SCHEMA_FINGERPRINT } from '../../src/runtime/layout-store';
import { prepareLayout } from '../../src/runtime/prepare-layout';
import { runtimeErrors } from '../../src/runtime/block-boundary';
import { clearSourceCache } from '../../src/runtime/source-cache';
import { sources } from '../../src/runtime/sources';
import { fixtureScreenDeclaration, fixtureWidgetDeclaration } from '../fixtures/recipes/declarations';
import { FIXTURE_SOURCE, type FixtureItem } from '../fixtures/recipes/fixture-source';
import { FIXTURE_SCREEN } from '../fixtures/recipes/fixture-screen';

// The widget recipe: one entry in platform/widgets.ts…
vi.mock('../../platform/widgets', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/widgets')>();
  const { fixtureWidgetDeclaration: fixture } = await import('../fixtures/recipes/declarations');
  return { ...real, WIDGETS: [...real.WIDGETS, fixture] };
});
// …and what `npm run gen` writes from it: the catalogue, the runtime parts and the default props.
vi.mock('../../widgets/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../widgets/registry')>();
  const fixture = (await import('../fixtures/recipes/fixture-card')).default;
  const widgetDefinitions: readonly WidgetDefinition[] = [...real.widgetDefinitions, fixture as unknown as WidgetDefinition];
  return { ...real, widgetDefinitions, getWidget: (name: string) => widgetDefinitions.find((d) => d.name === name) };
});
vi.mock('../../widgets/runtime-registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../widgets/runtime-registry')>();
  const fixture = (await import('../fixtures/recipes/fixture-card/runtime')).default as unknown as WidgetRuntime;
  return { ...real, getWidgetRuntime: (name: string): WidgetRuntime | undefined => (name === fixture.name ? fixture : real.getWidgetRuntime(name)) };
});
vi.mock('../../widgets/widget-defaults', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../widgets/widget-defaults')>();
  const { schemaDefaults } = await import('../../schemas/emit-widgets');
  const { fixtureCardSchema } = await import('../fixtures/recipes/fixture-card/schema');
  return { WIDGET_DEFAULTS: { ...real.WIDGET_DEFAULTS, FixtureCard: schemaDefaults(fixtureCardSchema) } };
});
// The source recipe: its params schema in schemas/sources.schema.ts and one entry in platform/sources.ts.
vi.mock('../../schemas/sources.schema', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../schemas/sources.schema')>();
  const { FIXTURE_SOURCE: name, fixtureSourceParams } = await import('../fixtures/recipes/fixture-source');
  return { ...real, sourceParamSchemas: { ...real.sourceParamSchemas, [name]: fixtureSourceParams } };
});
vi.mock('../../platform/sources', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/sources')>();
  const { FIXTURE_SOURCE: name, fixtureSource } = await import('../fixtures/recipes/fixture-source');
  // platform/source-declarations.ts builds its declarations from these and the params schemas above.
  const SOURCE_READS = { ...real.SOURCE_READS, [name]: fixtureSource };
  return { ...real, SOURCE_READS, sourceReads: (n: string) => SOURCE_READS[n as keyof typeof SOURCE_READS] };
});
// The screen recipe: one entry in platform/screens.ts…
vi.mock('../../platform/screens', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/screens')>();
  const { fixtureScreenDeclaration: fixture } = await import('../fixtures/recipes/declarations');
  return { ...real, SCREENS: { ...real.SCREENS, fixture } };
});
// …and its component in src/app/screens/, which Vite's glob finds.
vi.mock('../../src/app/screen-modules', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/app/screen-modules')>();
  return { ...real, SCREEN_MODULES: { ...real.SCREEN_MODULES, './screens/fixture-screen.tsx': () => import('../fixtures/recipes/fixture-screen') } };
});
// `npm run gen` writes the build's fingerprint of the schemas, fixture's included.
vi.mock('../../schemas/generated/fingerprint.json', async () => ({ default: { fingerprint: (await import('../../schemas/fingerprint')).schemaFingerprint() } }));

const items: FixtureItem[] = [
  { id: 1, label: 'First item' },
  { id: 2, label: 'Second item' },
  { id: 3, label: 'Third item' },
];

/** A layout of the fixture screen: the fixture widget bound to the fixture source. */
const fixtureLayout = (block: Record<string, unknown> = {}): Layout => ({
  screen: FIXTURE_SCREEN,
  version: 1,
  blocks: [{ id: 'card', widget: 'FixtureCard', props: { title: 'Fixture picks' }, source: { name: FIXTURE_SOURCE, params: { tag: 'hot', limit: 2 } }, ...block }],
});

/** GET /api/layouts/:screen as server/routes/layouts.ts answers it: the fingerprint only with a layout that passes the check. */
function liveAnswer(layout: unknown) {
  const passes = checkLayoutOnServer(layout).ok;
  return { screen: FIXTURE_SCREEN, version: 2, publishedAt: '2026-11-27T08:00:00.000Z', ...(passes ? { schemaHash: schemaFingerprint() } : {}), layout };
}

const asked: URL[] = [];
function serve(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (!(url.pathname in routes)) return Response.json({ success: false, errorCode: 'request.notFound', message: '' }, { status: 404 });
      return Response.json({ success: true, value: routes[url.pathname] });
    }),
  );
}

beforeEach(() => {
  asked.length = 0;
  runtimeErrors.length = 0;
  clearSourceCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('How to add a widget', () => {
  it('its one declaration is all the generator needs to list it for the console and the player', () => {
    const files = widgetListFiles();
    expect(files['widgets/registry.ts']).toContain("import fixtureCard from './fixture-card';");
    expect(files['widgets/runtime-registry.ts']).toContain("import fixtureCard from './fixture-card/runtime';");
    expect(files['widgets/runtime-registry.ts']).toContain('FixtureCard: fixtureCard,');
    const layoutTypes = layoutTypesFile(widgetDefinitions);
    expect(layoutTypes).toContain('FixtureCard: StoredProps<typeof fixtureCardSchema>;');
    expect(layoutTypes).toContain(`FixtureCard: '${FIXTURE_SOURCE}';`);
    expect(widgetComponentModule(fixtureWidgetDeclaration)).toBe('widgets/fixture-card/fixture-card.tsx');
  });

  it('gets its defaults from its schema and its props checked by it at publish', () => {
    expect(getWidget('FixtureCard')?.title).toBe('Fixture card');
    expect(getWidgetRuntime('FixtureCard')?.sources).toEqual([FIXTURE_SOURCE]);
    expect(withDefaultProps('FixtureCard', { title: 'x' })).toEqual({ title: 'x', tone: 'plain' });
    expect(checkLayoutOnServer(fixtureLayout())).toMatchObject({ ok: true });
    const refused = (props: object) => checkLayoutOnServer(fixtureLayout({ props }));
    // A prop of the wrong type, a value its schema does not allow, a prop it does not take, a required one missing.
    for (const props of [{ title: 5 }, { title: 'x', tone: 'loud' }, { title: 'x', colour: 'red' }, {}]) {
      expect(refused(props), JSON.stringify(props)).toMatchObject({ ok: false, errors: { blocks: [{ blockId: 'card', code: 'props.invalid' }] } });
    }
  });

  it('a block of it with a wrong prop is skipped by the player, the others are kept', () => {
    const layout = { ...fixtureLayout(), blocks: [...fixtureLayout().blocks, { id: 'bad', widget: 'FixtureCard', props: { title: 'x', colour: 'red' }, source: { name: FIXTURE_SOURCE, params: { tag: 'hot' } } }] };
    const prepared = prepareLayout(layout, serverValidators);
    expect('layout' in prepared && prepared.issues).toEqual([expect.objectContaining({ blockId: 'bad', code: 'props.invalid' })]);
  });
});

describe('How to add a data source', () => {
  it('is bound, its params checked and its data counted by its one declaration', () => {
    const decl = sourceDeclaration(FIXTURE_SOURCE)!;
    expect(decl.requests({ tag: 'hot' }, { language: 'en', role: 'visitor' }).map(requestUrl)).toEqual(['/api/fixture/items?tag=hot&language=en']);
    expect(countItems(decl, decl.select([{ list: items }], { tag: 'hot', limit: 2 }))).toBe(2);
    // Bad params, a missing source, another widget's source: each refused at the block.
    expect(checkLayoutOnServer(fixtureLayout({ source: { name: FIXTURE_SOURCE, params: { tag: 'NOT OK' } } }))).toMatchObject({ ok: false, errors: { blocks: [{ code: 'source.params' }] } });
    expect(checkLayoutOnServer(fixtureLayout({ source: undefined }))).toMatchObject({ ok: false, errors: { blocks: [{ code: 'source.missing' }] } });
    expect(checkLayoutOnServer(fixtureLayout({ source: { name: 'games.hot' } }))).toMatchObject({ ok: false, errors: { blocks: [{ code: 'source.unsupported' }] } });
  });

  it('is fetched by the player as declared, with nothing added to the player', async () => {
    serve({ '/api/fixture/items': { list: items } });
    const fetcher = sources[FIXTURE_SOURCE as keyof typeof sources] as (p: object, c: object, s: AbortSignal) => Promise<unknown>;
    expect(fetcher).toBeTypeOf('function');
    expect(await fetcher({ tag: 'new', limit: 1 }, { language: 'en', token: null }, new AbortController().signal)).toEqual([items[0]]);
    expect(asked.map((u) => u.pathname + u.search)).toEqual(['/api/fixture/items?tag=new&language=en']);
  });
});

describe('How to add a screen', () => {
  it('its one declaration routes its path to it, titles it and tells the page and the console where it is', () => {
    expect(screenOf('/fixture/picks/')).toBe(fixtureScreenDeclaration);
    expect(previewPath(FIXTURE_SCREEN)).toBe('/m/fixture/picks');
  });

  it('the router opens it at its path, which renders the layout published under its key: the fixture widget with the fixture source’s data', async () => {
    expect(SCHEMA_FINGERPRINT).toBe(schemaFingerprint());
    serve({ [`/api/layouts/${FIXTURE_SCREEN}`]: liveAnswer(fixtureLayout()), '/api/fixture/items': { list: items } });
    render(
      <MemoryRouter initialEntries={['/fixture/picks']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    // The page shell's header bar, titled by the declaration.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Events');
    const card = await screen.findByTestId('fixture-card');
    expect(within(card).getByRole('heading')).toHaveTextContent('Fixture picks');
    // The schema's default reached the component, and the source's select (limit 2) its data.
    expect(card).toHaveAttribute('data-tone', 'plain');
    await waitFor(() => expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['First item', 'Second item']));
    expect(screen.getByTestId(`layout-${FIXTURE_SCREEN}`)).toHaveAttribute('data-origin', 'network');
    expect(asked.map((u) => u.pathname)).toEqual([`/api/layouts/${FIXTURE_SCREEN}`, '/api/fixture/items']);
    expect(asked[1]!.searchParams.get('tag')).toBe('hot');
    expect(runtimeErrors).toEqual([]);
  });
});
