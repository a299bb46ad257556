// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { migrateLayout, type LayoutMigration } from './migrations';

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

describe('retired props', () => {
  it('drops the notice\'s own age (its badge shows the registration settings\' minimum age) and nothing else', () => {
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
        { id: 'rg', widget: 'RgNotice', props: { helpTag: 'limits' } },
        { id: 'row', widget: 'GameRow', props: { minAge: 5, title: 'x' } },
      ],
    });
    const clean = { screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice' }] };
    expect(migrateLayout(clean, [], 1)).toBe(clean);
  });
});
