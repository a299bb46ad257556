/**
 * The console's whitelabel settings page: one form per key, generated from the
 * key's JSON schema; only admins may save.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { api, errorText } from '../api';
import { useOperator } from '../session';
import { roleAtLeast, type SettingEntry } from '../types';
import { Loading, Page, useList } from './page-frame';

function SettingEditor({ entry, canEdit, onSaved }: { entry: SettingEntry; canEdit: boolean; onSaved: () => void }) {
  const [value, setValue] = useState<unknown>(entry.value);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setMsg(null);
    try {
      await api('PUT', `/api/admin/settings/${entry.key}`, { value });
      setMsg({ ok: true, text: 'Saved. Players get it on their next load.' });
      onSaved();
    } catch (e) {
      setMsg({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card p-4" data-testid={`setting-${entry.key}`}>
      <header className="mb-2 flex items-center gap-2">
        <h2 className="m-0 text-base font-semibold">
          <code>{entry.key}</code>
        </h2>
        <span className="text-xs text-muted">{entry.updatedAt ? `updated ${new Date(entry.updatedAt).toLocaleString()}` : 'default'}</span>
        <button type="button" className="btn btn-primary btn-sm ml-auto" disabled={!canEdit || busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </header>
      <p className="mt-0 text-xs text-muted">{entry.description}</p>
      <fieldset disabled={!canEdit} className="border-0 p-0">
        <Form className="rjsf" schema={entry.schema as RJSFSchema} formData={value} validator={validator} liveValidate="onChange" showErrorList={false} noHtml5Validate uiSchema={{ 'ui:submitButtonOptions': { norender: true } }} onChange={(e) => setValue(e.formData)} />
      </fieldset>
      {msg && (
        <p role="status" className={`mb-0 text-sm ${msg.ok ? 'text-ok' : 'text-danger'}`}>
          {msg.text}
        </p>
      )}
    </section>
  );
}

export function SettingsPage() {
  const op = useOperator();
  const { items, error, load } = useList<SettingEntry>('/api/admin/settings');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Page title="Whitelabel settings" error={error} retry={load}>
      {!items ? (
        !error && <Loading />
      ) : (
        <div className="flex max-w-3xl flex-col gap-2">
          {items.map((e) =>
            open === e.key ? (
              <SettingEditor key={e.key} entry={e} canEdit={roleAtLeast(op.role, 'admin')} onSaved={load} />
            ) : (
              <button key={e.key} type="button" className="card flex items-center gap-2 p-3 text-left" onClick={() => setOpen(e.key)}>
                <code className="font-semibold">{e.key}</code>
                <span className="truncate text-xs text-muted">{e.description}</span>
              </button>
            ),
          )}
        </div>
      )}
    </Page>
  );
}
