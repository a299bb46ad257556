/**
 * The layout typed per widget (widgets/layout-types.ts, written by `npm run gen`): what it accepts
 * is what the schemas accept, and what it refuses is a compile error (`npm run typecheck` fails if
 * one of the `@ts-expect-error` lines below stops being an error).
 */
import { describe, expect, it } from 'vitest';
import { prepareLayout } from '../src/runtime/prepare-layout';
import { browserValidators } from '../src/runtime/validators';
import type { TypedBlock, TypedLayout } from './layout-types';

const layout = {
  screen: 'home',
  version: 1,
  blocks: [
    // Props with a schema default (icon, rows) may be left out.
    { id: 'slots', widget: 'GameRow', props: { title: 'games.types.RNG' }, source: { name: 'games.hot' } },
    { id: 'wins', widget: 'WinnerBoard', source: { name: 'winners.top' } },
    { id: 'rg', widget: 'RgNotice', props: { helpTag: 'limits' }, when: { roles: ['member'] } },
  ],
} satisfies TypedLayout;

describe('the layout typed per widget', () => {
  it('describes layouts the schemas accept', () => {
    const prepared = prepareLayout(layout, browserValidators);
    expect('issues' in prepared && prepared.issues).toEqual([]);
  });

  it("refuses at compile time what a block's widget does not take", () => {
    const refused: TypedBlock[] = [
      // @ts-expect-error GameRow's rows is 1 or 2
      { id: 'a', widget: 'GameRow', props: { title: 'x', rows: 3 } },
      // @ts-expect-error GameRow has no colour prop
      { id: 'b', widget: 'GameRow', props: { title: 'x', colour: 'red' } },
      // @ts-expect-error no such widget
      { id: 'd', widget: 'NoSuchWidget' },
      // @ts-expect-error the props of one widget are not another's: rows is GameRow's, not WinnerBoard's
      { id: 'e', widget: 'WinnerBoard', props: { rows: 2 } },
    ];
    // And the schemas refuse them too, so the types say no more than the check does.
    for (const block of refused) {
      const prepared = prepareLayout({ screen: 'home', version: 1, blocks: [block] }, browserValidators);
      const codes = 'issues' in prepared ? prepared.issues.map((i) => i.code) : [];
      expect(codes.filter((c) => c === 'props.invalid' || c === 'widget.unknown'), block.id).toHaveLength(1);
    }
  });

  it("refuses at compile time a source the block's widget does not take, or lacks, and a source's wrong params", () => {
    const refused: [TypedBlock, string][] = [
      // @ts-expect-error a winner board shows the winners, not the notices
      [{ id: 'a', widget: 'WinnerBoard', source: { name: 'notices.marquee' } }, 'source.unsupported'],
      // @ts-expect-error a banner carousel needs its banners' source
      [{ id: 'b', widget: 'BannerCarousel' }, 'source.missing'],
      // @ts-expect-error banners.group needs its group
      [{ id: 'c', widget: 'BannerCarousel', source: { name: 'banners.group' } }, 'source.params'],
      // @ts-expect-error winners.top has no count (its limit is called limit)
      [{ id: 'd', widget: 'WinnerBoard', source: { name: 'winners.top', params: { count: 3 } } }, 'source.params'],
    ];
    for (const [block, code] of refused) {
      const prepared = prepareLayout({ screen: 'home', version: 1, blocks: [block] }, browserValidators);
      const codes = 'issues' in prepared ? prepared.issues.map((i) => i.code) : [];
      expect(codes, block.id).toContain(code);
    }
  });
});
