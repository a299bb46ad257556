/** The layout editor of one screen: blocks, live preview, inspector, publish report, history, audience matrix. */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OSES, PLATFORMS, ROLES, type Os, type Platform, type Role } from '../../../schemas/layout.schema';
import { LANGUAGES } from '../../lib/languages';
import type { PreviewOverrides } from '../../lib/preview-protocol';
import { api } from '../api';
import { useOperator } from '../session';
import { roleAtLeast, type DraftLayout } from '../types';
import { BlockList } from './block-list';
import { History } from './history';
import { Inspector } from './inspector';
import { Palette } from './palette';
import { PreviewFrame } from './preview-frame';
import { PublishPanel } from './publish-panel';
import { addBlock, editor, keepMine, openScreen, redo, retrySave, select, takeTheirs, undo, useEditor } from './store';

/** A preview token lasts 30 minutes on the server; renew a little before. */
const PREVIEW_RENEW_MS = 25 * 60_000;

function usePreviewToken(screen: string) {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const get = () => api<{ token: string }>('POST', '/api/admin/preview', { screen }).then((r) => live && setToken(r.token), () => live && setToken(null));
    void get();
    const id = setInterval(get, PREVIEW_RENEW_MS);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [screen]);
  return token;
}

function useKnownFlags() {
  const [flags, setFlags] = useState<{ all: string[]; on: string[] }>({ all: [], on: [] });
  useEffect(() => {
    api<{ whitelabel: Record<string, boolean> }>('GET', '/api/system/settings').then(
      (s) => {
        const entries = Object.entries(s.whitelabel ?? {});
        setFlags({ all: entries.map(([k]) => k).sort(), on: entries.filter(([, v]) => v).map(([k]) => k) });
      },
      () => undefined,
    );
  }, []);
  return flags;
}

function SaveState() {
  const { status, error, conflict } = useEditor();
  if (status === 'conflict' && conflict) {
    return (
      <div role="alert" data-testid="conflict" className="flex items-center gap-2 rounded border border-warn bg-amber-50 px-2 py-1 text-xs">
        {conflict.updatedBy ?? 'Someone'} saved this draft {conflict.updatedAt ? `at ${new Date(conflict.updatedAt).toLocaleTimeString()}` : ''} while you edited. Your edits are kept here.
        <button type="button" className="btn btn-sm" onClick={() => void keepMine()}>
          Keep mine
        </button>
        <button type="button" className="btn btn-sm" onClick={takeTheirs}>
          Take theirs
        </button>
      </div>
    );
  }
  const text = { loading: 'Loading…', saved: 'Draft saved', dirty: 'Unsaved changes', saving: 'Saving…', error: `Not saved: ${error}`, conflict: '' }[status];
  return (
    <span data-testid="save-state" data-status={status} className={`text-xs ${status === 'error' ? 'text-danger' : 'text-muted'}`}>
      {text}
      {status === 'error' && (
        <button type="button" className="btn btn-sm ml-2" onClick={retrySave}>
          Retry
        </button>
      )}
    </span>
  );
}

/** The empty choice of a preview switch: the frame keeps what this browser's player site has (its session, language, device). */
export const PREVIEW_ACTUAL = 'this browser';

function Switch<T extends string>({ label, value, options, onChange }: { label: string; value: T | ''; options: readonly T[]; onChange: (v: T | '') => void }) {
  const id = useId();
  return (
    <span className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <select id={id} className="input !h-7 !w-auto text-xs" value={value} onChange={(e) => onChange(e.target.value as T | '')} data-testid={`preview-${label.toLowerCase()}`}>
        <option value="">{PREVIEW_ACTUAL}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </span>
  );
}

function Matrix({ token, layout, screen, overrides }: { token: string; layout: DraftLayout; screen: string; overrides: PreviewOverrides }) {
  const [langs, setLangs] = useState<[string, string]>(['EN', 'TY']);
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="matrix">
      <div className="flex items-center gap-2 text-sm">
        Languages
        {[0, 1].map((i) => (
          <select key={i} className="input !w-28" aria-label={`Matrix language ${i + 1}`} value={langs[i]} onChange={(e) => setLangs((l) => (i === 0 ? [e.target.value, l[1]] : [l[0], e.target.value]))}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.code}
              </option>
            ))}
          </select>
        ))}
      </div>
      {langs.map((lang) => (
        <div key={lang} className="flex gap-3 overflow-x-auto pb-2">
          {ROLES.map((role) => (
            <figure key={role} className="m-0 flex flex-col items-center gap-1">
              <PreviewFrame screen={screen} token={token} layout={layout} overrides={{ ...overrides, role, language: lang }} scale={0.42} title={`${role} in ${lang}`} />
              <figcaption className="text-xs text-muted">
                {role} · {lang}
              </figcaption>
            </figure>
          ))}
        </div>
      ))}
    </div>
  );
}

type Tab = 'inspect' | 'publish' | 'history' | 'matrix';

export function EditorPage() {
  const { screen = 'home' } = useParams();
  const op = useOperator();
  const canEdit = roleAtLeast(op.role, 'editor');
  const canPublish = roleAtLeast(op.role, 'publisher');
  const { layout, selected, past, future, status } = useEditor();
  const token = usePreviewToken(screen);
  const flags = useKnownFlags();
  const [tab, setTab] = useState<Tab>('inspect');
  const [palette, setPalette] = useState(false);
  const [role, setRole] = useState<Role | ''>('');
  const [language, setLanguage] = useState('');
  const [platform, setPlatform] = useState<Platform | ''>('');
  const [os, setOs] = useState<Os | ''>('');
  const [flagOverride, setFlagOverride] = useState<string[] | null>(null);

  useEffect(() => {
    void openScreen(screen);
  }, [screen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (/INPUT|TEXTAREA|SELECT/.test(target.tagName)) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const overrides = useMemo<PreviewOverrides>(
    () => ({ ...(role && { role }), ...(language && { language }), ...(platform && { platform }), ...(os && { os }), ...(flagOverride && { flags: flagOverride }) }),
    [role, language, platform, os, flagOverride],
  );
  const onSelect = useCallback((id: string) => {
    select(id);
    setTab('inspect');
  }, []);
  const activeFlags = flagOverride ?? flags.on;

  if (status === 'loading' && !layout.blocks.length) return <div className="p-6 text-sm text-muted">Loading {screen}…</div>;
  if (status === 'error' && !editor.detail) {
    return (
      <div className="p-6 text-sm">
        <p className="text-danger">{editor.error}</p>
        <button type="button" className="btn" onClick={() => void openScreen(screen)}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="flex h-[calc(100vh-3rem)] flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-white px-3 py-2">
        <Link to="/layouts" className="text-sm text-muted">
          Layouts /
        </Link>
        <h1 className="m-0 text-base font-semibold" data-testid="screen-title">
          {screen}
        </h1>
        <SaveState />
        <div className="ml-auto flex items-center gap-1">
          <button type="button" className="btn btn-sm" onClick={undo} disabled={!canEdit || !past.length} data-testid="undo">
            Undo
          </button>
          <button type="button" className="btn btn-sm" onClick={redo} disabled={!canEdit || !future.length} data-testid="redo">
            Redo
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setPalette(true)} disabled={!canEdit} data-testid="add-block">
            + Add block
          </button>
        </div>
      </div>
      <div className="flex min-h-0 flex-1">
        <aside className="w-[22rem] shrink-0 overflow-auto border-r border-line p-2">
          <BlockList canEdit={canEdit} />
        </aside>
        <main className="flex min-w-0 flex-1 flex-col items-center gap-2 overflow-auto p-3">
          <div role="group" aria-label="Preview as" className="card flex flex-wrap items-center justify-center gap-3 px-3 py-1.5" data-testid="preview-switches">
            <span className="text-xs font-semibold">Preview as</span>
            <Switch label="Role" value={role} options={ROLES} onChange={setRole} />
            <Switch label="Language" value={language} options={LANGUAGES.map((l) => l.code)} onChange={setLanguage} />
            <Switch label="Platform" value={platform} options={PLATFORMS} onChange={setPlatform} />
            <Switch label="OS" value={os} options={OSES} onChange={setOs} />
            <details className="text-xs">
              <summary className="cursor-pointer">Flags ({activeFlags.length} on)</summary>
              <div className="card absolute z-20 mt-1 flex max-h-64 w-64 flex-wrap gap-1 overflow-auto p-2">
                {flags.all.map((f) => (
                  <label key={f} className={`chip cursor-pointer ${activeFlags.includes(f) ? '!bg-brand !text-white' : ''}`}>
                    <input type="checkbox" className="sr-only" checked={activeFlags.includes(f)} onChange={(e) => setFlagOverride(e.target.checked ? [...activeFlags, f] : activeFlags.filter((x) => x !== f))} />
                    {f}
                  </label>
                ))}
                <button type="button" className="btn btn-sm" onClick={() => setFlagOverride(null)}>
                  Site's flags
                </button>
              </div>
            </details>
          </div>
          {token ? (
            <PreviewFrame screen={screen} token={token} layout={layout as DraftLayout} overrides={overrides} selected={selected} onSelect={onSelect} scale={0.8} title={`Preview of ${screen}`} />
          ) : (
            <p className="text-sm text-muted">Preparing the preview…</p>
          )}
        </main>
        <aside className="flex w-[420px] shrink-0 flex-col border-l border-line bg-white">
          <nav className="flex border-b border-line text-sm" role="tablist">
            {(['inspect', 'publish', 'history', 'matrix'] as Tab[]).map((t) => (
              <button key={t} type="button" role="tab" aria-selected={tab === t} data-testid={`tab-${t}`} onClick={() => setTab(t)} className={`flex-1 border-0 border-b-2 bg-transparent py-2 capitalize ${tab === t ? 'border-brand font-semibold' : 'border-transparent text-muted'}`}>
                {t === 'inspect' ? 'Block' : t === 'matrix' ? 'Audiences' : t}
              </button>
            ))}
          </nav>
          <div className="min-h-0 flex-1 overflow-auto">
            {tab === 'inspect' && <Inspector canEdit={canEdit} knownFlags={flags.all} />}
            {tab === 'publish' && <PublishPanel canPublish={canPublish} />}
            {tab === 'history' && <History canPublish={canPublish} />}
          </div>
        </aside>
      </div>
      {tab === 'matrix' && token && (
        <div className="fixed inset-x-0 bottom-0 top-12 z-40 overflow-auto bg-canvas">
          <div className="flex items-center gap-2 p-3">
            <h2 className="m-0 text-base font-semibold">Audience matrix: {screen} draft</h2>
            <button type="button" className="btn btn-sm ml-auto" onClick={() => setTab('inspect')}>
              Close
            </button>
          </div>
          <Matrix token={token} layout={layout as DraftLayout} screen={screen} overrides={overrides} />
        </div>
      )}
      {palette && (
        <Palette
          token={token}
          onClose={() => setPalette(false)}
          onAdd={(b) => {
            const i = layout.blocks.findIndex((x) => x.id === selected);
            addBlock(b, i >= 0 ? i + 1 : undefined);
            setPalette(false);
            setTab('inspect');
          }}
        />
      )}
    </div>
  );
}
