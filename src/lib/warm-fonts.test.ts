import { describe, expect, it } from 'vitest';
import { TYPE_SCALE, warmFonts } from './warm-fonts';

const box = () => document.querySelector<HTMLElement>('body > [aria-hidden="true"]');

describe('warmFonts', () => {
  it('lays text of every size and weight of the type scale out, a batch per task, invisibly, and leaves nothing behind', async () => {
    const seen = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLSpanElement) seen.add(`${n.style.fontSize}/${n.style.fontWeight}`);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const done = warmFonts();
    // Nothing in the caller's task: the first batch waits for a task of its own.
    expect(box()?.querySelectorAll('span') ?? []).toHaveLength(0);
    expect(box()!.style.visibility).toBe('hidden');
    await done;
    observer.disconnect();
    expect(seen).toEqual(new Set(TYPE_SCALE.map(([px, weight]) => `${px}px/${weight}`)));
    expect(box()).toBeNull();
  });

  it('covers the sizes the screens use most: body text, small print and headings', () => {
    const sizes = new Set(TYPE_SCALE.map(([px]) => px));
    for (const px of [12, 14, 16, 18]) expect(sizes).toContain(px);
  });
});
