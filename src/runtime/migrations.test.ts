// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { migrateLayout, PropsMigrationError, type LayoutMigration } from './migrations';
import { prepareLayout } from './prepare-layout';
import { browserValidators } from './validators';
import { checkLayoutOnServer } from '../../server/services/layout-check';
import type { WidgetDeclaration } from '../../platform/widgets';

describe('layout migrations', () => {
  const migrations: LayoutMigration[] = [
    { from: 1, up: (l) => ({ ...l, blocks: (l.blocks as { type: string }[]).map(({ type, ...b }) => ({ ...b, widget: type })) }) },
    { from: 2, up: (l) => ({ ...l, blocks: (l.blocks as object[]).map((b) => ({ ...b, hidden: false })) }) },
  ];

  it('applies each migration in order up to the target version', () => {
    const old = { screen: 'home', version: 1, blocks: [{ id: 'a', type: 'WinnerBoard' }] };
    expect(migrateLayout(old, migrations, 3)).toEqual({ screen: 'home', version: 3, blocks: [{ id: 'a', widget: 'WinnerBoard', hidden: false }] });
  });

  it('leaves a current layout untouched and passes non-objects through', () => {
    const current = { screen: 'home', version: 3, blocks: [] };
    expect(migrateLayout(current, migrations, 3)).toBe(current);
    expect(migrateLayout(null, migrations, 3)).toBeNull();
  });

  it('stops where a migration is missing, so validation then refuses it', () => {
    expect(migrateLayout({ version: 1, blocks: [] }, [migrations[1]!], 3)).toEqual({ version: 1, blocks: [] });
  });
});

describe("widgets' props migrations", () => {
  it("drops the notice's own age (its badge shows the registration settings' minimum age) and nothing else: RgNotice props 1 → 2", () => {
    const stored = {
      screen: 'home',
      version: 1,
      blocks: [
        { id: 'rg', widget: 'RgNotice', props: { minAge: 21, helpTag: 'limits' } },
        { id: 'row', widget: 'GameRow', props: { minAge: 5, title: 'x' } },
      ],
    };
    expect(migrateLayout(stored, [], 1)).toEqual({
      screen: 'home',
      version: 1,
      blocks: [
        { id: 'rg', widget: 'RgNotice', props: { helpTag: 'limits' }, propsVersion: 2 },
        { id: 'row', widget: 'GameRow', props: { minAge: 5, title: 'x' } },
      ],
    });
    expect(migrateLayout({ screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice' }] }, [], 1)).toEqual({ screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice', propsVersion: 2 }] });
    const current = { screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice', propsVersion: 2 }] };
    expect(migrateLayout(current, [], 1)).toBe(current);
  });

  it('an old layout migrates and then passes the checks of the browser and the server', () => {
    const old = { screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice', props: { minAge: 18, helpTag: 'limits' } }] };
    const prepared = prepareLayout(old, browserValidators);
    expect(prepared).toEqual({ layout: { screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice', props: { helpTag: 'limits' }, propsVersion: 2 }] }, issues: [] });
    expect(checkLayoutOnServer(old)).toMatchObject({ ok: true, layout: { blocks: [{ props: { helpTag: 'limits' }, propsVersion: 2 }] } });
  });

  // A widget of these tests' own: its props went from `caption` (1) to `title` (2) to a `size` of s/m/l (3).
  const NOTE = 'RgNotice';
  const widgets: WidgetDeclaration[] = [
    {
      name: NOTE,
      folder: 'rg-notice',
      props: {
        version: 3,
        migrations: [
          { from: 1, up: ({ caption, ...p }) => ({ ...p, ...(caption !== undefined ? { title: caption } : {}) }) },
          { from: 2, up: (p) => ({ ...p, size: p.big ? 'l' : 'm' }) },
        ],
      },
    },
  ];

  it('runs every step from the stored version up to the declared one, in order', () => {
    const old = { screen: 'home', version: 1, blocks: [{ id: 'n', widget: NOTE, props: { caption: 'Hi' } }, { id: 'n2', widget: NOTE, propsVersion: 2, props: { title: 'Yo', big: true } }] };
    expect(migrateLayout(old, [], 1, { widgets })).toEqual({
      screen: 'home',
      version: 1,
      blocks: [
        { id: 'n', widget: NOTE, props: { title: 'Hi', size: 'm' }, propsVersion: 3 },
        { id: 'n2', widget: NOTE, props: { title: 'Yo', big: true, size: 'l' }, propsVersion: 3 },
      ],
    });
  });

  it('throws a clear error when a migration makes props the widget refuses, or one is missing', () => {
    const old = { screen: 'home', version: 1, blocks: [{ id: 'n', widget: NOTE, props: { caption: 'Hi' } }] };
    const checkProps = (_w: string, props: Record<string, unknown>) => ('size' in props ? '/size is not allowed' : null);
    expect(() => migrateLayout(old, [], 1, { widgets, checkProps })).toThrow(PropsMigrationError);
    const reported: PropsMigrationError[] = [];
    expect(migrateLayout(old, [], 1, { widgets, checkProps, onPropsError: (e) => reported.push(e) })).toBe(old);
    expect(reported.map((e) => [e.blockId, e.widget, e.fromVersion, e.toVersion])).toEqual([['n', NOTE, 1, 3]]);
    expect(() => migrateLayout(old, [], 1, { widgets, checkProps })).toThrow('block n: the props of RgNotice could not be migrated from version 1 to 3: the result is invalid (/size is not allowed)');
    const gap: WidgetDeclaration[] = [{ ...widgets[0]!, props: { version: 3, migrations: [widgets[0]!.props!.migrations[1]!] } }];
    expect(() => migrateLayout(old, [], 1, { widgets: gap })).toThrow('block n: the props of RgNotice could not be migrated from version 1 to 3: no migration from version 1');
  });

  it('refuses, in the browser and on the server, the block of a stored layout whose migrated props are invalid, and keeps the rest', () => {
    // RgNotice 1 → 2 drops minAge, but the helpTag left is no tag: the migrated props are refused at their block.
    const old = { screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice', props: { minAge: 18, helpTag: 'Not A Tag!' } }, { id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }] };
    expect(prepareLayout(old, browserValidators)).toEqual({
      layout: old,
      issues: [{ blockId: 'rg', code: 'props.invalid', detail: expect.stringMatching(/^block rg: the props of RgNotice could not be migrated from version 1 to 2: the result is invalid/) }],
    });
    expect(checkLayoutOnServer(old)).toEqual({ ok: false, errors: { blocks: [{ blockId: 'rg', code: 'props.invalid', detail: expect.stringMatching(/^block rg: the props of RgNotice could not be migrated from version 1 to 2: the result is invalid \(\/helpTag/) }] } });
  });
});
