/**
 * §2 notice detail (/m/noticeDetail?id=): title, date year-month-day and the sanitised HTML.
 * Opening it marks the notice read like opening it in the list (§4).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { noticeDate } from '../../lib/notices';
import { SafeHtml } from '../shell/safe-html';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { useNotices } from './use-notices';

export function NoticeDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { list, failed, reload, open } = useNotices();
  const notice = list?.find((n) => n.id === id);
  useEffect(() => {
    if (notice) open(notice.id);
  }, [notice, open]);

  if (failed && !list) return <RetryBox onRetry={() => void reload()} className="m-4 w-[calc(100%-2rem)]" />;
  if (!list) return <div className="m-4 space-y-3" aria-busy="true"><div className="skeleton h-8 w-3/4" /><div className="skeleton h-48" /></div>;
  if (!notice) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center" data-testid="notice-missing">
        <p className="text-sm text-muted">{t('notice.notFound')}</p>
        <Link to="/notice" className="btn-primary h-10 px-6">{t('routes.notice')}</Link>
      </div>
    );
  }
  return (
    <article className="p-4" data-testid="notice-detail">
      <h2 className="text-lg font-bold leading-snug">{notice.title}</h2>
      <p className="mt-1 text-xs text-muted tabular-nums" data-testid="notice-date">{noticeDate(notice.startDate)}</p>
      <div className="mt-3 card p-4">
        <SafeHtml html={notice.content} />
      </div>
      <Link to="/notice" className="mt-4 btn-ghost h-10 px-5 text-sm">{t('notice.all')}</Link>
    </article>
  );
}
