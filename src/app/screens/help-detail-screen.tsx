/**
 * §2 help detail (/m/helpDetail?id= or ?tag=): one help entry's title and sanitised HTML, with
 * a way to the whole help centre.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { getHelp, type HelpEntry } from '../../api/content/get-help';
import { useSettings } from '../../state/settings';
import { SafeHtml } from '../shell/safe-html';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { arriving } from '../../lib/arriving';

export function HelpDetailScreen() {
  const { t } = useTranslation();
  const { language } = useSettings();
  const [params] = useSearchParams();
  const [entries, setEntries] = useState<HelpEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getHelp(language.toLowerCase()).then(arriving(setEntries), () => setFailed(true));
  };
  useEffect(load, [language]);

  if (failed) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!entries) return <div className="m-4 space-y-3" aria-busy="true"><div className="skeleton h-8 w-2/3" /><div className="skeleton h-56" /></div>;
  const id = Number(params.get('id'));
  const tag = params.get('tag');
  const entry = entries.find((e) => (tag ? e.tag === tag : e.id === id));
  if (!entry) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center" data-testid="help-missing">
        <p className="text-sm text-muted">{t('help.notFound')}</p>
        <Link to="/help" className="btn-primary h-10 px-6">{t('routes.help')}</Link>
      </div>
    );
  }
  return (
    <article className="p-4" data-testid="help-detail">
      <h2 className="text-lg font-bold">{entry.title}</h2>
      <div className="mt-3 card p-4">
        <SafeHtml html={entry.content} />
      </div>
      <Link to={`/help?tag=${encodeURIComponent(entry.tag)}`} className="mt-4 btn-ghost h-10 px-5 text-sm">{t('help.all')}</Link>
    </article>
  );
}
