/**
 * §2 help centre: side navigation by help title and the chosen entry's HTML;
 * query `tag` (or `i`, the index) picks the entry; shown only when non-empty.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getHelp, type HelpEntry } from '../../api/content/get-help';
import { useSettings } from '../../state/settings';
import { SafeHtml } from '../shell/safe-html';
import { RetryBox } from '../../../widgets/shared/retry-box';

export function HelpScreen() {
  const { t } = useTranslation();
  const { language } = useSettings();
  const [params, setParams] = useSearchParams();
  const [entries, setEntries] = useState<HelpEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getHelp(language.toLowerCase()).then(setEntries, () => setFailed(true));
  };
  useEffect(load, [language]);

  if (failed) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!entries) return <div className="m-4 skeleton h-80" aria-busy="true" />;
  if (!entries.length) return <p className="p-8 text-center text-sm text-muted">{t('help.empty')}</p>;
  const tag = params.get('tag');
  const index = Number(params.get('i') ?? -1);
  const current = entries.find((e) => e.tag === tag) ?? entries[index] ?? entries[0]!;
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
        <SafeHtml html={current.content} />
      </article>
    </div>
  );
}
