/**
 * Operators' content: announcements (banners, notices, pop-ups…), promotions
 * and help entries. Lists with filters; create and edit in forms generated from
 * the admin API's own JSON Schemas (schemas/admin-content.schema.ts), with a
 * rich-text editor for HTML; retire instead of delete where players may have
 * seen an item.
 */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CONTENT_STATUSES,
  announcementCreateSchema,
  announcementUpdateSchema,
  helpCreateSchema,
  helpUpdateSchema,
  promotionCreateSchema,
  promotionUpdateSchema,
} from '../../../schemas/admin-content.schema';
import { ANNOUNCEMENT_TYPES } from '../../../schemas/content.schema';
import { api, errorText } from '../api';
import { useOperator } from '../session';
import { roleAtLeast } from '../types';
import { RichTextWidget } from './rich-text';

type Item = Record<string, unknown> & { id: number; title: string };

interface Kind {
  path: string;
  label: string;
  create: object;
  update: object;
  /** Fields the update schema refuses (fixed after creation, or derived). */
  readOnly: string[];
  columns: { key: string; label: string }[];
  retire: string;
  /** Retired items can be brought back (POST <path>/:id/restore); help entries are deleted instead. */
  restorable: boolean;
  filters?: { key: string; options: readonly string[] }[];
}

export const CONTENT_KINDS: Record<string, Kind> = {
  announcements: {
    path: '/api/admin/announcements',
    label: 'Announcements',
    create: announcementCreateSchema,
    update: announcementUpdateSchema,
    readOnly: ['id', 'type', 'status', 'createdAt', 'updatedAt', 'retiredAt'],
    columns: [
      { key: 'type', label: 'Type' },
      { key: 'groupName', label: 'Group' },
      { key: 'popupKind', label: 'Pop-up' },
      { key: 'startDate', label: 'From' },
      { key: 'status', label: 'Status' },
    ],
    retire: 'Retire',
    restorable: true,
    filters: [
      { key: 'type', options: ANNOUNCEMENT_TYPES },
      { key: 'status', options: CONTENT_STATUSES },
    ],
  },
  promotions: {
    path: '/api/admin/promotions',
    label: 'Promotions',
    create: promotionCreateSchema,
    update: promotionUpdateSchema,
    readOnly: ['id', 'status', 'createdAt', 'updatedAt', 'retiredAt'],
    columns: [
      { key: 'activityStatus', label: 'Applications' },
      { key: 'imageRequired', label: 'Image' },
      { key: 'remarkRequired', label: 'Remark' },
      { key: 'applyLimit', label: 'Per member' },
      { key: 'startDate', label: 'From' },
      { key: 'status', label: 'Status' },
    ],
    retire: 'Retire',
    restorable: true,
    filters: [{ key: 'status', options: CONTENT_STATUSES }],
  },
  help: {
    path: '/api/admin/help',
    label: 'Help entries',
    create: helpCreateSchema,
    update: helpUpdateSchema,
    readOnly: ['id', 'createdAt', 'updatedAt'],
    columns: [
      { key: 'tag', label: 'Tag' },
      { key: 'language', label: 'Language' },
      { key: 'sort', label: 'Sort' },
    ],
    retire: 'Delete',
    restorable: false,
  },
};

const UI: UiSchema = { content: { 'ui:widget': 'RichText' }, 'ui:submitButtonOptions': { norender: true } };
const WIDGETS = { RichText: RichTextWidget };

function pick(item: Item, schema: object): Record<string, unknown> {
  const props = (schema as { properties: Record<string, unknown> }).properties;
  return Object.fromEntries(Object.entries(item).filter(([k]) => k in props));
}

function Editor({ kind, item, onDone, canEdit }: { kind: Kind; item: Item | 'new'; onDone: (changed: boolean) => void; canEdit: boolean }) {
  const schema = item === 'new' ? kind.create : kind.update;
  const [data, setData] = useState<Record<string, unknown>>(() => (item === 'new' ? {} : pick(item, kind.update)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      if (item === 'new') await api('POST', kind.path, data);
      else await api('PUT', `${kind.path}/${item.id}`, data);
      onDone(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="fixed inset-0 z-50 flex justify-end bg-slate-900/30" role="dialog" aria-modal="true" aria-label={item === 'new' ? `New ${kind.label}` : `Edit ${item.title}`}>
      <div className="flex h-full w-[560px] max-w-full flex-col bg-white shadow-xl">
        <header className="flex items-center gap-2 border-b border-line p-3">
          <h2 className="m-0 text-base font-semibold">{item === 'new' ? `New: ${kind.label.toLowerCase()}` : `Edit #${item.id}`}</h2>
          <button type="button" className="btn btn-sm ml-auto" onClick={() => onDone(false)}>
            Close
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-auto p-3" data-testid="content-form">
          <fieldset disabled={!canEdit} className="border-0 p-0">
            <Form className="rjsf" schema={schema as RJSFSchema} uiSchema={UI} widgets={WIDGETS} formData={data} validator={validator} liveValidate="onChange" showErrorList={false} noHtml5Validate onChange={(e) => setData((e.formData ?? {}) as Record<string, unknown>)} />
          </fieldset>
        </div>
        <footer className="flex items-center gap-2 border-t border-line p-3">
          {error && (
            <p role="alert" className="m-0 flex-1 text-sm text-danger">
              {error}
            </p>
          )}
          <button type="button" className="btn btn-primary ml-auto" disabled={!canEdit || busy} onClick={save} data-testid="content-save">
            {busy ? 'Saving…' : 'Save'}
          </button>
        </footer>
      </div>
    </div>
  );
}

export function ContentPage({ kindKey }: { kindKey: keyof typeof CONTENT_KINDS }) {
  const kind = CONTENT_KINDS[kindKey]!;
  const op = useOperator();
  const canEdit = roleAtLeast(op.role, 'editor');
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const query = useMemo(() => {
    const p = new URLSearchParams({ ...(q && { q }), ...filter });
    if (kindKey !== 'help') p.set('pageSize', '200');
    return p.toString();
  }, [q, filter, kindKey]);
  const load = useCallback(() => {
    setError(null);
    api<Item[] | { list: Item[] }>('GET', `${kind.path}?${query}`).then((v) => setItems(Array.isArray(v) ? v : v.list), (e) => setError(errorText(e)));
  }, [kind.path, query]);
  useEffect(load, [load]);
  const retire = async (item: Item) => {
    if (!confirm(`${kind.retire} “${item.title}”? Players stop seeing it at once.`)) return;
    try {
      await api('DELETE', `${kind.path}/${item.id}`);
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const restore = async (item: Item) => {
    if (!confirm(`Restore “${item.title}”? It comes back disabled: players see it once you switch it on.`)) return;
    try {
      await api('POST', `${kind.path}/${item.id}/restore`);
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <div className="p-6">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="m-0 text-lg font-semibold">{kind.label}</h1>
        <input className="input !w-56" placeholder="Search titles" aria-label="Search titles" value={q} onChange={(e) => setQ(e.target.value)} />
        {kind.filters?.map((f) => (
          <select key={f.key} className="input !w-32" aria-label={`Filter by ${f.key}`} value={filter[f.key] ?? ''} onChange={(e) => setFilter((x) => ({ ...x, [f.key]: e.target.value }))}>
            <option value="">all {f.key}s</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        ))}
        <button type="button" className="btn btn-primary ml-auto" disabled={!canEdit} onClick={() => setEditing('new')} data-testid="content-new">
          + New
        </button>
      </div>
      {error && (
        <p className="text-sm text-danger" role="alert">
          {error}{' '}
          <button type="button" className="btn btn-sm" onClick={load}>
            Retry
          </button>
        </p>
      )}
      {!items && !error && <p className="text-sm text-muted">Loading…</p>}
      {items && (
        <table className="table card" data-testid="content-list">
          <thead>
            <tr>
              <th>#</th>
              <th>Title</th>
              {kind.columns.map((c) => (
                <th key={c.key}>{c.label}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((it) => (
              <tr key={it.id}>
                <td>{it.id}</td>
                <td>
                  <button type="button" className="text-left text-brand underline" onClick={() => setEditing(it)}>
                    {it.title}
                  </button>
                </td>
                {kind.columns.map((c) => (
                  <td key={c.key}>{it[c.key] === null || it[c.key] === undefined || it[c.key] === '' ? '—' : String(it[c.key])}</td>
                ))}
                <td className="text-right">
                  {canEdit && it.status !== 'retired' && (
                    <button type="button" className="btn btn-sm btn-danger" onClick={() => void retire(it)}>
                      {kind.retire}
                    </button>
                  )}
                  {canEdit && kind.restorable && it.status === 'retired' && (
                    <button type="button" className="btn btn-sm" onClick={() => void restore(it)} data-testid="content-restore">
                      Restore
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {!items.length && (
              <tr>
                <td colSpan={kind.columns.length + 3} className="text-center text-muted">
                  Nothing here yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {editing && (
        <Editor
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          item={editing}
          canEdit={canEdit}
          onDone={(changed) => {
            setEditing(null);
            if (changed) load();
          }}
        />
      )}
    </div>
  );
}
