// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareLayout } from './prepare-layout';
import { browserValidators } from './validators';
import { checkLayoutOnServer } from '../../server/services/layout-check';
import type { TypedLayout } from '../../widgets/layout-types';

const layoutsDir = join(import.meta.dirname, '..', '..', 'layouts');
const good = {
  screen: 'home',
  version: 1,
  blocks: [
    { id: 'hero', widget: 'BannerCarousel', source: { name: 'banners.group', params: { group: 'm_home' } } },
    { id: 'winners', widget: 'WinnerBoard', source: { name: 'winners.top' } },
  ],
} satisfies TypedLayout;

const issuesOf = (layout: unknown) => {
  const r = prepareLayout(layout, browserValidators);
  if ('error' in r) throw new Error(r.error);
  return r.issues.map((i) => [i.blockId, i.code]);
};

describe('layout validation', () => {
  it('accepts every shipped layout, in the browser and on the server', () => {
    for (const f of readdirSync(layoutsDir).filter((x) => x.endsWith('.json'))) {
      const layout = JSON.parse(readFileSync(join(layoutsDir, f), 'utf8'));
      expect(issuesOf(layout), f).toEqual([]);
      expect(checkLayoutOnServer(layout).ok, f).toBe(true);
    }
  });

  it('rejects a malformed layout as a whole', () => {
    for (const bad of [null, {}, { screen: 'home', version: 1 }, { ...good, blocks: [{ widget: 'WinnerBoard' }] }, { ...good, extra: 1 }, { ...good, version: 99 }]) {
      expect('error' in prepareLayout(bad, browserValidators), JSON.stringify(bad)).toBe(true);
      expect(checkLayoutOnServer(bad).ok).toBe(false);
    }
  });

  it('refuses nested blocks: a block carrying children makes the layout malformed, in the browser and on the server', () => {
    const nested = { ...good, blocks: [{ ...good.blocks[0], children: [{ id: 'inner', widget: 'WinnerBoard', source: { name: 'winners.top' } }] }, good.blocks[1]] };
    expect('error' in prepareLayout(nested, browserValidators)).toBe(true);
    expect(checkLayoutOnServer(nested).ok).toBe(false);
  });

  it('reports a bad block by its id and keeps the rest', () => {
    const layout = {
      ...good,
      blocks: [
        ...good.blocks,
        { id: 'ghost', widget: 'NoSuchWidget' },
        { id: 'badprops', widget: 'GameRow', props: { title: '' }, source: { name: 'games.byType', params: { gameType: 'RNG' } } },
        { id: 'nosource', widget: 'GameRow', props: { title: 'x' } },
        { id: 'wrongsource', widget: 'GameRow', props: { title: 'x' }, source: { name: 'winners.top' } },
        { id: 'badparams', widget: 'GameRow', props: { title: 'x' }, source: { name: 'games.byType', params: { gameType: 'MOON' } } },
        { id: 'winners', widget: 'NoticeMarquee', source: { name: 'notices.marquee' } },
      ],
    };
    expect(issuesOf(layout)).toEqual([
      ['ghost', 'widget.unknown'],
      ['badprops', 'props.invalid'],
      ['nosource', 'source.missing'],
      ['wrongsource', 'source.unsupported'],
      ['badparams', 'source.params'],
      ['winners', 'id.duplicate'],
    ]);
  });

  it('limits widgets that may appear once and checks flags against the known list on the server', () => {
    const twice = { ...good, blocks: [...good.blocks, { id: 'w2', widget: 'WinnerBoard', source: { name: 'winners.top' } }] };
    expect(issuesOf(twice)).toEqual([['w2', 'widget.limit']]);
    const flagged = { ...good, blocks: [{ ...good.blocks[1]!, when: { flags: ['PROMO3', 'MADEUP'] } }] };
    const report = checkLayoutOnServer(flagged, new Set(['PROMO3']));
    expect(report.ok).toBe(false);
    if (!report.ok) expect(report.errors.blocks).toEqual([{ blockId: 'winners', code: 'flag.unknown', detail: 'MADEUP' }]);
  });
});
