/**
 * The layout editor's state: the draft being edited, undo/redo, the selected
 * block, and the draft's autosave with optimistic locking. A save against a
 * stale revision comes back as a conflict that carries the other operator's
 * draft; the local edits stay on screen (nothing is lost) until the operator
 * chooses whose to keep.
 */
import { proxy, snapshot, useSnapshot } from 'valtio';
import { migrateLayout } from '../../../platform/migrations';
import { AdminApiError, api, errorText } from '../api';
import type { Block } from '../../../schemas/layout.schema';
import type { DraftInfo, DraftLayout, DraftSaved, DryRunRow, ScreenDetail, ValidateReport } from '../types';

/** Quiet time after the last edit before the draft is saved. */
const AUTOSAVE_MS = 800;
/** Edits of one field within this time are one undo step. */
const UNDO_COALESCE_MS = 1000;
const UNDO_LIMIT = 200;

type SaveStatus = 'loading' | 'saved' | 'dirty' | 'saving' | 'conflict' | 'error';

interface EditorState {
  screen: string;
  layout: DraftLayout;
  revision: number;
  status: SaveStatus;
  error: string | null;
  conflict: DraftInfo | null;
  selected: string | null;
  past: string[];
  future: string[];
  detail: ScreenDetail | null;
  report: ValidateReport | null;
  dryRun: DryRunRow[] | null;
}

export const editor = proxy<EditorState>({
  screen: '',
  layout: { version: 1, blocks: [] },
  revision: 0,
  status: 'loading',
  error: null,
  conflict: null,
  selected: null,
  past: [],
  future: [],
  detail: null,
  report: null,
  dryRun: null,
});

export const useEditor = () => useSnapshot(editor);

const clone = <T,>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const current = () => clone(snapshot(editor).layout) as DraftLayout;

let saveTimer: ReturnType<typeof setTimeout> | undefined;
let lastCoalesce: { key: string; at: number } | null = null;

/**
 * The draft with its blocks' props at their widgets' current versions, so the forms edit props the
 * schemas describe; unchanged when a migration fails (the pre-publish report then names the block).
 */
function upToDate(layout: DraftLayout): DraftLayout {
  try {
    return migrateLayout(layout) as DraftLayout;
  } catch {
    return layout;
  }
}

export async function openScreen(screen: string): Promise<void> {
  clearTimeout(saveTimer);
  Object.assign(editor, { screen, status: 'loading', error: null, conflict: null, selected: null, past: [], future: [], report: null, dryRun: null, detail: null });
  try {
    const detail = await api<ScreenDetail>('GET', `/api/admin/layouts/${screen}`);
    if (editor.screen !== screen) return;
    editor.detail = detail;
    editor.layout = upToDate(detail.draft.layout);
    editor.revision = detail.draft.revision;
    editor.status = 'saved';
  } catch (e) {
    editor.status = 'error';
    editor.error = errorText(e);
  }
}

export async function refreshDetail(): Promise<void> {
  editor.detail = await api<ScreenDetail>('GET', `/api/admin/layouts/${editor.screen}`);
}

/** Applies an edit as one undo step (or merges it into the last one for the same `coalesce` key). */
function edit(fn: (layout: DraftLayout) => void, coalesce?: string): void {
  const before = JSON.stringify(snapshot(editor).layout);
  const next = current();
  fn(next);
  if (JSON.stringify(next) === before) return;
  const now = Date.now();
  const merge = coalesce && lastCoalesce?.key === coalesce && now - lastCoalesce.at < UNDO_COALESCE_MS;
  if (!merge) {
    editor.past.push(before);
    if (editor.past.length > UNDO_LIMIT) editor.past.shift();
  }
  lastCoalesce = coalesce ? { key: coalesce, at: now } : null;
  editor.future = [];
  editor.layout = next;
  markDirty();
}

export function undo(): void {
  const prev = editor.past.pop();
  if (prev === undefined) return;
  editor.future.push(JSON.stringify(snapshot(editor).layout));
  editor.layout = JSON.parse(prev) as DraftLayout;
  lastCoalesce = null;
  markDirty();
}

export function redo(): void {
  const next = editor.future.pop();
  if (next === undefined) return;
  editor.past.push(JSON.stringify(snapshot(editor).layout));
  editor.layout = JSON.parse(next) as DraftLayout;
  lastCoalesce = null;
  markDirty();
}

function markDirty() {
  editor.report = null;
  if (editor.status === 'conflict') return; // saving waits for the operator's choice
  editor.status = 'dirty';
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => void saveDraft(), AUTOSAVE_MS);
}

let saving: Promise<void> | null = null;
/** Saves now (also used before validate/publish so the server sees what is on screen). */
export async function saveDraft(): Promise<void> {
  clearTimeout(saveTimer);
  if (saving) await saving;
  if (editor.status !== 'dirty') return;
  const body = { layout: current(), baseRevision: editor.revision };
  editor.status = 'saving';
  saving = (async () => {
    try {
      const r = await api<DraftSaved>('PUT', `/api/admin/layouts/${editor.screen}/draft`, body);
      editor.revision = r.revision;
      // Edits made while the request ran are still unsaved.
      editor.status = JSON.stringify(snapshot(editor).layout) === JSON.stringify(body.layout) ? 'saved' : 'dirty';
      if (editor.status === 'dirty') saveTimer = setTimeout(() => void saveDraft(), AUTOSAVE_MS);
    } catch (e) {
      if (e instanceof AdminApiError && e.status === 409) {
        editor.status = 'conflict';
        editor.conflict = e.value as DraftInfo;
      } else {
        editor.status = 'error';
        editor.error = errorText(e);
      }
    }
  })();
  await saving;
  saving = null;
}

/** Conflict: keep this operator's edits, saving them over the other draft. */
export async function keepMine(): Promise<void> {
  if (!editor.conflict) return;
  editor.revision = editor.conflict.revision;
  editor.conflict = null;
  editor.status = 'dirty';
  await saveDraft();
}

/** Conflict: take the other operator's draft; this operator's edits stay one undo away. */
export function takeTheirs(): void {
  if (!editor.conflict) return;
  editor.past.push(JSON.stringify(snapshot(editor).layout));
  editor.layout = clone(editor.conflict.layout);
  editor.revision = editor.conflict.revision;
  editor.conflict = null;
  editor.status = 'saved';
}

export function retrySave(): void {
  editor.status = 'dirty';
  void saveDraft();
}

export function select(id: string | null): void {
  editor.selected = id;
}

// Block operations --------------------------------------------------------------------------

/** The block with this id: of the draft, or of a snapshot of it (then as read-only as the snapshot). */
export function findBlock<B extends { id: string }>(layout: { readonly blocks: readonly B[] }, id: string | null): B | undefined {
  if (!id) return undefined;
  return layout.blocks.find((b) => b.id === id);
}

function allIds(layout: DraftLayout): Set<string> {
  return new Set(layout.blocks.map((b) => b.id));
}

function uniqueId(layout: DraftLayout, base: string): string {
  const ids = allIds(layout);
  const stem = base.replace(/[^A-Za-z0-9_-]/g, '-').replace(/-+$/, '').slice(0, 48) || 'block';
  if (!ids.has(stem)) return stem;
  for (let i = 2; ; i++) if (!ids.has(`${stem}-${i}`)) return `${stem}-${i}`;
}

export function moveBlock(from: number, to: number) {
  edit((l) => {
    const [b] = l.blocks.splice(from, 1);
    if (b) l.blocks.splice(to, 0, b);
  });
}

export function addBlock(block: Omit<Block, 'id'> & { id?: string }, at?: number) {
  let id = '';
  edit((l) => {
    id = uniqueId(l, block.id ?? block.widget.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());
    const b = { ...block, id } as Block;
    l.blocks.splice(at ?? l.blocks.length, 0, b);
  });
  editor.selected = id;
}

export function duplicateBlock(id: string) {
  let copyId = '';
  edit((l) => {
    const i = l.blocks.findIndex((b) => b.id === id);
    const b = l.blocks[i];
    if (!b) return;
    const copy = clone(b);
    copyId = uniqueId(l, `${b.id}-copy`);
    copy.id = copyId;
    l.blocks.splice(i + 1, 0, copy);
  });
  if (copyId) editor.selected = copyId;
}

export function removeBlock(id: string) {
  edit((l) => {
    l.blocks = l.blocks.filter((b) => b.id !== id);
  });
  if (editor.selected === id) editor.selected = null;
}

export function updateBlock(id: string, fn: (b: Block) => void, coalesce?: string) {
  edit((l) => {
    const b = findBlock(l, id);
    if (b) fn(b);
  }, coalesce);
}
