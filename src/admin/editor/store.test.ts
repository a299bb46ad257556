// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBlock, duplicateBlock, editor, keepMine, moveBlock, openScreen, redo, removeBlock, saveDraft, takeTheirs, undo, updateBlock } from './store';

const base = { version: 1, blocks: [{ id: 'a', widget: 'RgNotice' }, { id: 'b', widget: 'SiteFooter', source: { name: 'site.footer' } }] };
const ids = () => editor.layout.blocks.map((b) => b.id);

function server(handler: (method: string, url: string, body: unknown) => { status: number; body: unknown }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const r = handler(init?.method ?? 'GET', String(url), init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('layout editor store', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    server(() => ({ status: 200, body: { success: true, value: { screen: 'home', draft: { layout: base, revision: 3, updatedBy: 'x', updatedAt: null }, published: null, versions: [] } } }));
    await openScreen('home');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reorders, adds with a unique id, duplicates, removes; undo and redo walk the steps', () => {
    moveBlock(1, 0);
    expect(ids()).toEqual(['b', 'a']);
    addBlock({ widget: 'RgNotice' });
    expect(ids()).toEqual(['b', 'a', 'rg-notice']);
    duplicateBlock('a');
    expect(ids()).toEqual(['b', 'a', 'a-copy', 'rg-notice']);
    removeBlock('b');
    expect(ids()).toEqual(['a', 'a-copy', 'rg-notice']);
    undo();
    undo();
    expect(ids()).toEqual(['b', 'a', 'rg-notice']);
    redo();
    expect(ids()).toEqual(['b', 'a', 'a-copy', 'rg-notice']);
  });

  it('typing into one field is one undo step', () => {
    for (const tag of ['l', 'li', 'lim']) updateBlock('a', (b) => void (b.props = { helpTag: tag }), 'props:a');
    undo();
    expect(editor.layout.blocks[0]!.props).toBeUndefined();
  });

  it('autosaves against its base revision and moves to the new one', async () => {
    const fetch = server((method, _url, body) => {
      expect(method).toBe('PUT');
      expect((body as { baseRevision: number }).baseRevision).toBe(3);
      return { status: 200, body: { success: true, value: { revision: 4, updatedAt: 'now' } } };
    });
    moveBlock(1, 0);
    expect(editor.status).toBe('dirty');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(editor.status).toBe('saved');
    expect(editor.revision).toBe(4);
  });

  it('a stale save is a conflict that keeps this operator’s edits; keep mine saves over theirs, take theirs keeps mine one undo away', async () => {
    const theirs = { layout: { version: 1, blocks: [{ id: 'z', widget: 'RgNotice' }] }, revision: 7, updatedBy: 'ana', updatedAt: 'then' };
    server(() => ({ status: 409, body: { success: false, errorCode: 'admin.draft.conflict', message: 'conflict', value: theirs } }));
    moveBlock(1, 0);
    await saveDraft();
    expect(editor.status).toBe('conflict');
    expect(ids()).toEqual(['b', 'a']);
    expect(editor.conflict?.updatedBy).toBe('ana');

    takeTheirs();
    expect(ids()).toEqual(['z']);
    undo();
    expect(ids()).toEqual(['b', 'a']);

    // Saving again is another conflict; this time keep mine, saved on top of their revision.
    const fetch = server((_m, _u, body) => {
      const base = (body as { baseRevision: number }).baseRevision;
      return base === 7 ? { status: 200, body: { success: true, value: { revision: 8, updatedAt: 'now' } } } : { status: 409, body: { success: false, errorCode: 'admin.draft.conflict', message: 'conflict', value: theirs } };
    });
    editor.revision = 6;
    await saveDraft();
    expect(editor.status).toBe('conflict');
    await keepMine();
    expect(editor.status).toBe('saved');
    expect(editor.revision).toBe(8);
    expect(JSON.parse(String(fetch.mock.calls.at(-1)![1]!.body)).layout.blocks.map((b: { id: string }) => b.id)).toEqual(['b', 'a']);
  });

  it("opens a draft saved before a widget's props changed with its props migrated, so the forms edit what the schema describes", async () => {
    const old = { screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice', props: { minAge: 21, helpTag: 'limits' } }] };
    server(() => ({ status: 200, body: { success: true, value: { screen: 'home', draft: { layout: old, revision: 4, updatedBy: 'x', updatedAt: null }, published: null, versions: [] } } }));
    await openScreen('home');
    expect(editor.layout.blocks).toEqual([{ id: 'rg', widget: 'RgNotice', props: { helpTag: 'limits' }, propsVersion: 2 }]);
  });
});
