/** Add a block: every widget of the registry with its name, description and a live preview in the real player runtime. */
import { useMemo, useRef, useState } from 'react';
import { currentPropsVersion } from '../../../platform/migrations';
import { useFocusTrap } from '../../lib/focus-trap';
import { widgetDefinitions } from '../../../widgets/registry';
import { withDefaultProps, type WidgetDefinition } from '../../../widgets/define-widget';
import type { Block } from '../../../schemas/layout.schema';
import type { DraftLayout } from '../types';
import { starterParams } from './inspector';
import { PreviewFrame } from './preview-frame';

function starterBlock(def: WidgetDefinition): Omit<Block, 'id'> {
  const source = def.sources[0];
  const propsVersion = currentPropsVersion(def.name);
  return {
    widget: def.name,
    ...(Object.keys(withDefaultProps(def.name, undefined)).length ? { props: withDefaultProps(def.name, undefined) } : {}),
    ...(propsVersion ? { propsVersion } : {}),
    ...(source && (def.sourceRequired || def.sources.length) ? { source: { name: source, params: starterParams(source) } } : {}),
  };
}

export function Palette({ token, onAdd, onClose }: { token: string | null; onAdd: (block: Omit<Block, 'id'>) => void; onClose: () => void }) {
  const [focus, setFocus] = useState<WidgetDefinition>(widgetDefinitions[0]!);
  const sample = useMemo<DraftLayout>(() => ({ version: 1, blocks: [{ id: 'palette-preview', ...starterBlock(focus) }] }), [focus]);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true);
  return (
    <div ref={dialog} tabIndex={-1} className="fixed inset-0 z-50 grid place-items-center bg-slate-900/40 p-4 outline-none" role="dialog" aria-modal="true" aria-label="Widget palette" onClick={onClose}>
      <div className="card flex max-h-[90vh] w-[860px] max-w-full gap-4 overflow-hidden p-4" onClick={(e) => e.stopPropagation()}>
        <div className="flex min-w-0 flex-1 flex-col gap-2 overflow-auto">
          <div className="flex items-center justify-between">
            <h2 className="m-0 text-lg font-semibold">Add a block</h2>
            <button type="button" className="btn btn-sm" onClick={onClose}>
              Close
            </button>
          </div>
          <ul className="m-0 flex list-none flex-col gap-1.5 p-0" data-testid="palette">
            {widgetDefinitions.map((d) => (
              <li key={d.name}>
                <div
                  className={`card flex items-center gap-3 p-2 ${focus.name === d.name ? 'ring-2 ring-brand' : ''}`}
                  onMouseEnter={() => setFocus(d)}
                  onFocus={() => setFocus(d)}
                >
                  <div className="min-w-0 flex-1">
                    <div className="font-semibold">
                      {d.title} <span className="chip">{d.category}</span>
                    </div>
                    <div className="text-xs text-muted">{d.description}</div>
                  </div>
                  <button type="button" className="btn btn-primary btn-sm" data-testid={`add-${d.name}`} onClick={() => onAdd(starterBlock(d))}>
                    Add
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden shrink-0 flex-col items-center gap-1 md:flex">
          <span className="text-xs text-muted">Preview: {focus.title}</span>
          {token ? <PreviewFrame screen="home" token={token} layout={sample} overrides={{}} scale={0.55} title={`Preview of ${focus.title}`} /> : <p className="text-xs text-muted">Preview unavailable</p>}
        </div>
      </div>
    </div>
  );
}
