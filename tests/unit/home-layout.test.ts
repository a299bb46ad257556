// @vitest-environment node
import { describe, expect, it } from 'vitest';
import home from '../../layouts/home.json' with { type: 'json' };
import type { Block } from '../../schemas/layout.schema';
import { EAGER_BLOCKS, PAGE_SIZE_FAVOURITES_HOME, PROMO_PREVIEW_COUNT } from '../../src/lib/constants';

const blocks = home.blocks as Block[];

describe('the shipped home layout (§2 Home)', () => {
  it('excludes PVP, LOTT and ELOTT from its game content', () => {
    for (const b of blocks) {
      const types = [b.props?.gameType, b.source?.params?.gameType, b.source?.params?.gameCategory].filter(Boolean);
      for (const t of ['PVP', 'LOTT', 'ELOTT']) expect(types, b.id).not.toContain(t);
      const more = String(b.props?.moreTo ?? '');
      expect(more, b.id).not.toMatch(/\/m\/(pvp-games|lott|elott)$/);
    }
  });

  it('has the type scrollers and the pop-ups, with the pop-ups right after the first screen so they open on arrival', () => {
    expect(blocks.filter((b) => b.widget === 'TypeScroller').map((b) => b.props?.gameType)).toEqual(['JACKPOT', 'BINGO']);
    expect(blocks.findIndex((b) => b.widget === 'HomePopups')).toBe(EAGER_BLOCKS);
  });
});

describe('the shipped game menu (§2 home navigation tabs)', () => {
  it('has HOT right after home, then the categories', async () => {
    const menu = (await import('../../layouts/game-menu.json', { with: { type: 'json' } })).default as { blocks: Block[] };
    const tabs = menu.blocks.map((b) => b.props?.to);
    expect(tabs.slice(0, 3)).toEqual(['/m/home', '/m/hot-games', '/m/all-games']);
    for (const to of ['/m/slot-games', '/m/live-games', '/m/sport-games', '/m/fish-games', '/m/pvp-games']) expect(tabs).toContain(to);
  });
});

describe('the shipped home layout: favourites (§7: 100 on the home layout)', () => {
  it('shows members and agents their favourites, 100 of them, after the first screen', () => {
    const row = blocks.find((b) => b.source?.name === 'games.favourites')!;
    expect(row).toMatchObject({ widget: 'GameRow', props: { moreTo: '/m/favorite' }, source: { params: { pageSize: PAGE_SIZE_FAVOURITES_HOME } }, when: { roles: ['member', 'agent'] } });
    expect(blocks.indexOf(row)).toBeGreaterThanOrEqual(EAGER_BLOCKS);
  });
});

describe('the shipped menus: lottery entries follow the prize mode', () => {
  it('the game menu and the side menu open /m/lottery', async () => {
    for (const file of ['game-menu', 'side-menu']) {
      const layout = (await import(`../../layouts/${file}.json`, { with: { type: 'json' } })).default as { blocks: Block[] };
      const tos = layout.blocks.map((b) => b.props?.to);
      expect(tos, file).toContain('/m/lottery');
      expect(tos, file).not.toContain('/m/lott');
    }
  });
});

describe('the shipped home layout: promotion preview (§9: 3)', () => {
  it('previews PROMO_PREVIEW_COUNT promotions', () => {
    const promos = blocks.find((b) => b.widget === 'PromoStrip')!;
    expect(promos.source).toMatchObject({ name: 'promotions.list', params: { limit: PROMO_PREVIEW_COUNT } });
    expect(PROMO_PREVIEW_COUNT).toBe(3);
  });
});
