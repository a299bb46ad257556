/**
 * §2 help centre: side navigation by help title and the chosen entry's HTML;
 * query `tag` (or `i`, the index) picks the entry; shown only when non-empty.
 * An entry made of sections (each under an <h3>, like the terms) reads as an
 * accordion, one section open at a time; query `c` says which (0-based, the
 * first by default), and opening one puts it in the address.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getHelp, type HelpEntry } from '../../api/content/get-help';
import { useSettings } from '../../state/settings';
import { SafeHtml } from '../shell/safe-html';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { Icon } from '../../../widgets/shared/icon';
import { arriving } from '../../lib/arriving';
import { ScreenSkeleton } from '../shell/screen-boundary';

export function HelpScreen() {
  const { t } = useTranslation();
  const { language } = useSettings();
  const [params, setParams] = useSearchParams();
  const [entries, setEntries] = useState<HelpEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getHelp(language.toLowerCase()).then(arriving(setEntries), () => setFailed(true));
  };
  useEffect(load, [language]);

  if (failed) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!entries) return <ScreenSkeleton className="m-4 h-80" />;
  if (!entries.length) return <p className="p-8 text-center text-sm text-muted">{t('help.empty')}</p>;
  const tag = params.get('tag');
  const index = Number(params.get('i') ?? -1);
  const current = entries.find((e) => e.tag === tag) ?? entries[index] ?? entries[0]!;
  const { intro, sections } = helpSections(current.content);
  const c = params.get('c');
  const open = c === null ? 0 : c === '' || !/^\d+$/.test(c) ? -1 : Number(c);
  const toggle = (i: number) => {
    const next = new URLSearchParams(params);
    if (!next.get('tag')) next.set('tag', current.tag);
    next.delete('i');
    next.set('c', i === open ? '' : String(i));
    setParams(next, { replace: true });
  };
  return (
    <div className="grid grid-cols-[7.5rem_1fr] min-h-[70vh]" data-testid="help-screen">
      <nav aria-label={t('routes.help')} className="border-e border-line py-2">
        {entries.map((e) => (
          <button
            key={e.id}
            type="button"
            aria-current={e.id === current.id ? 'page' : undefined}
            onClick={() => setParams({ tag: e.tag }, { replace: true })}
            className={`block w-full text-start px-3 py-2.5 text-xs ${e.id === current.id ? 'text-brand font-semibold bg-surface-2' : 'text-muted'}`}
          >
            {e.title}
          </button>
        ))}
      </nav>
      <article className="p-4">
        <h2 className="text-lg font-bold mb-2">{current.title}</h2>
        {sections.length ? (
          <>
            {intro && <SafeHtml html={intro} />}
            <div className="divide-y divide-line rounded-xl border border-line" data-testid="help-accordion">
              {sections.map((sec, i) => (
                <section key={i}>
                  <h3 className="m-0">
                    <button
                      type="button"
                      aria-expanded={i === open}
                      aria-controls={`help-section-${i}`}
                      onClick={() => toggle(i)}
                      className="flex w-full items-center justify-between gap-2 px-3 py-2.5 text-start text-sm font-semibold"
                    >
                      <span>{htmlText(sec.title)}</span>
                      <Icon name="chevron-right" className={`size-4 shrink-0 text-muted transition-transform ${i === open ? 'rotate-90' : ''}`} />
                    </button>
                  </h3>
                  {i === open && (
                    <div id={`help-section-${i}`} className="px-3 pb-3">
                      <SafeHtml html={sec.html} />
                    </div>
                  )}
                </section>
              ))}
            </div>
          </>
        ) : (
          <SafeHtml html={current.content} />
        )}
      </article>
    </div>
  );
}

/** An entry's HTML split at its <h3> headings: what comes before them, and each heading with the HTML up to the next. */
export function helpSections(html: string): { intro: string; sections: { title: string; html: string }[] } {
  const parts = html.split(/<h3\b[^>]*>([\s\S]*?)<\/h3>/i);
  const sections: { title: string; html: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) sections.push({ title: parts[i]!.trim(), html: (parts[i + 1] ?? '').trim() });
  return { intro: (parts[0] ?? '').trim(), sections };
}

/** The text of a heading's HTML (its tags dropped, its entities read), for a button's label. */
function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
