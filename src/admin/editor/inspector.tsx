/**
 * The selected block's editor: its props as a form generated from the widget's
 * JSON Schema (@rjsf/core with the ajv8 validator), its data source and that
 * source's params (also schema-generated), and its `when` conditions.
 */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { OSES, PLATFORMS, ROLES, type Block } from '../../../schemas/layout.schema';
import { sourceDeclaration } from '../../../platform/source-declarations';
import type { SourceName } from '../../../platform/sources';
import { withDefaultProps } from '../../../widgets/define-widget';
import { getWidget } from '../../../widgets/registry';
import { LANGUAGES } from '../../lib/languages';
import type { Snapshot } from 'valtio';
import { findBlock, updateBlock, useEditor } from './store';

/** Props equal to the widget's defaults are left out, so a form's echo of defaults is not an edit. */
function stripDefaults(v: Record<string, unknown>, defaults: object): Record<string, unknown> {
  const d = defaults as Record<string, unknown>;
  return Object.fromEntries(Object.entries(v).filter(([k, x]) => x !== undefined && JSON.stringify(x) !== JSON.stringify(d[k])));
}

const NO_BUTTON: UiSchema = { 'ui:submitButtonOptions': { norender: true } };

/** Params a newly bound source starts with, so the block is valid at once (its declaration's starter params). */
export const starterParams = (name: string): Record<string, unknown> => ({ ...(sourceDeclaration(name)?.starter ?? {}) });

function SchemaForm({ schema, data, onChange, testId }: { schema: object; data: object; onChange: (v: Record<string, unknown>) => void; testId: string }) {
  return (
    <div data-testid={testId}>
      <Form
        className="rjsf"
        schema={schema as RJSFSchema}
        formData={data}
        validator={validator}
        uiSchema={NO_BUTTON}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        onChange={(e) => onChange((e.formData ?? {}) as Record<string, unknown>)}
      />
    </div>
  );
}

function Toggles<T extends string>({ label, options, value, onChange }: { label: string; options: readonly T[]; value: readonly T[] | undefined; onChange: (v: T[] | undefined) => void }) {
  const on = new Set(value ?? []);
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5" aria-label={label}>
      <legend className="label w-full">{label} <span className="font-normal">(none ticked: everyone)</span></legend>
      {options.map((o) => (
        <label key={o} className={`chip cursor-pointer ${on.has(o) ? '!bg-brand !text-white' : ''}`}>
          <input
            type="checkbox"
            className="sr-only"
            checked={on.has(o)}
            onChange={(e) => {
              const next = options.filter((x) => (x === o ? e.target.checked : on.has(x)));
              onChange(next.length ? next : undefined);
            }}
          />
          {o}
        </label>
      ))}
    </fieldset>
  );
}

/** Reads the editor's snapshot of the block; every change goes through updateBlock. */
function WhenEditor({ block, knownFlags, disabled }: { block: Snapshot<Block>; knownFlags: readonly string[]; disabled: boolean }) {
  const when: NonNullable<Snapshot<Block>['when']> = block.when ?? {};
  const set = (key: string, v: string[] | undefined) =>
    updateBlock(block.id, (b) => {
      const w = { ...(b.when ?? {}) } as Record<string, unknown>;
      if (v && v.length) w[key] = v;
      else delete w[key];
      if (Object.keys(w).length) b.when = w;
      else delete b.when;
    });
  const flagOptions = [...new Set([...knownFlags, ...(when.flags ?? []), ...(when.notFlags ?? [])])].sort();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3 border-0 p-0" data-testid="when-editor">
      <Toggles label="Roles" options={ROLES} value={when.roles} onChange={(v) => set('roles', v)} />
      <Toggles label="Platforms" options={PLATFORMS} value={when.platforms} onChange={(v) => set('platforms', v)} />
      <Toggles label="OS" options={OSES} value={when.os} onChange={(v) => set('os', v)} />
      <Toggles label="Languages" options={LANGUAGES.map((l) => l.code)} value={when.languages} onChange={(v) => set('languages', v)} />
      <Toggles label="Only when these flags are on" options={flagOptions} value={when.flags} onChange={(v) => set('flags', v)} />
      <Toggles label="Only when these flags are off" options={flagOptions} value={when.notFlags} onChange={(v) => set('notFlags', v)} />
    </fieldset>
  );
}

export function Inspector({ canEdit, knownFlags }: { canEdit: boolean; knownFlags: readonly string[] }) {
  const { layout, selected } = useEditor();
  const block = findBlock(layout, selected);
  if (!block) return <p className="p-4 text-sm text-muted">Select a block in the list or click it in the preview.</p>;
  const def = getWidget(block.widget);
  if (!def) return <p className="p-4 text-sm text-danger">Unknown widget “{block.widget}”: remove this block or restore it from history.</p>;
  const sourceName = block.source?.name;
  const paramsSchema = sourceName ? sourceDeclaration(sourceName)?.params : undefined;
  return (
    <div className="flex flex-col gap-4 p-3" data-testid="inspector">
      <header>
        <h3 className="m-0 text-base font-semibold">{def.title}</h3>
        <p className="m-0 text-xs text-muted">{def.description}</p>
        <p className="m-0 mt-1 text-xs">
          id <code>{block.id}</code>
        </p>
      </header>
      <section>
        <h4 className="label">Props</h4>
        <fieldset disabled={!canEdit} className="border-0 p-0">
          <SchemaForm
            testId="props-form"
            schema={def.schema as object}
            data={withDefaultProps(def.name, block.props)}
            onChange={(v) =>
              updateBlock(
                block.id,
                (b) => {
                  const props = stripDefaults(v, withDefaultProps(def.name, undefined));
                  if (Object.keys(props).length) b.props = props;
                  else delete b.props;
                },
                `props:${block.id}`,
              )
            }
          />
        </fieldset>
      </section>
      {def.sources.length > 0 && (
        <section>
          <h4 className="label">Data source</h4>
          <select
            className="input"
            data-testid="source-picker"
            disabled={!canEdit}
            value={sourceName ?? ''}
            onChange={(e) =>
              updateBlock(block.id, (b) => {
                const name = e.target.value as SourceName;
                if (!name) delete b.source;
                else b.source = { name, params: starterParams(name) };
              })
            }
          >
            {!def.sourceRequired && <option value="">No source</option>}
            {def.sources.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {paramsSchema && (
            <fieldset disabled={!canEdit} className="mt-2 border-0 p-0">
              <SchemaForm
                testId="params-form"
                schema={paramsSchema}
                data={block.source?.params ?? {}}
                onChange={(v) => updateBlock(block.id, (b) => void (b.source = { name: b.source!.name, params: v }), `params:${block.id}`)}
              />
            </fieldset>
          )}
        </section>
      )}
      <section>
        <h4 className="label">Show when</h4>
        <WhenEditor block={block} knownFlags={knownFlags} disabled={!canEdit} />
      </section>
    </div>
  );
}
