/**
 * §2 notices (/m/notice): an accordion of title, start date (day/month/year) and a plain-text
 * preview, unread ones highlighted; opening one shows its HTML and marks it read (§4). The
 * marquee links here with `?index=` of the item tapped, which opens that item.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { noticeDate } from '../../lib/notices';
import { SafeHtml } from '../shell/safe-html';
import { Icon } from '../../../widgets/shared/icon';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { useNotices } from './use-notices';
import { scrollBehavior } from '../../lib/motion';

export function NoticeScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { list, failed, reload, open } = useNotices();
  const [openId, setOpenId] = useState<number | null>(null);
  const fromIndex = useRef<string | null>(null);
  const items = useRef(new Map<number, HTMLElement>());

  // The marquee's ?index= opens that item once the list is here.
  const index = params.get('index');
  useEffect(() => {
    if (!list || index === null || fromIndex.current === index) return;
    fromIndex.current = index;
    const target = list[Number(index)];
    if (!target) return;
    setOpenId(target.id);
    open(target.id);
    requestAnimationFrame(() => items.current.get(target.id)?.scrollIntoView({ block: 'start', behavior: scrollBehavior() }));
  }, [list, index, open]);

  if (failed && !list) return <RetryBox onRetry={() => void reload()} className="m-4 w-[calc(100%-2rem)]" />;
  if (!list) return <div className="m-3 space-y-2" aria-busy="true">{[0, 1, 2, 3].map((i) => <div key={i} className="skeleton h-20" />)}</div>;
  if (!list.length) return <p className="p-8 text-center text-sm text-muted">{t('notice.empty')}</p>;

  const unread = list.filter((n) => !n.read).length;
  const toggle = (id: number) => {
    const next = openId === id ? null : id;
    setOpenId(next);
    if (next !== null) open(next);
  };
  return (
    <section className="p-3 space-y-2" data-testid="notice-screen">
      {unread > 0 && (
        <p className="px-1 text-xs text-muted" data-testid="notice-unread-count">{t('notice.unreadCount', { count: unread })}</p>
      )}
      {list.map((n) => {
        const expanded = openId === n.id;
        return (
          <article
            key={n.id}
            ref={(el) => {
              if (el) items.current.set(n.id, el);
              else items.current.delete(n.id);
            }}
            data-testid="notice-item"
            data-read={n.read ? 'true' : 'false'}
            className={`rounded-2xl border scroll-mt-16 transition-colors ${n.read ? 'border-line bg-surface/60' : 'border-brand/40 bg-surface-2'}`}
          >
            <h2>
              <button type="button" aria-expanded={expanded} aria-controls={`notice-${n.id}`} onClick={() => toggle(n.id)} className="w-full flex items-start gap-3 p-3 text-start">
                <span className={`mt-1.5 size-2 shrink-0 rounded-full ${n.read ? 'bg-transparent' : 'bg-danger'}`} aria-hidden="true" />
                <span className="flex-1 min-w-0">
                  <span className={`block text-sm leading-snug ${n.read ? 'text-ink/80' : 'font-bold text-ink'}`}>
                    {!n.read && <span className="sr-only">{t('notice.unread')}: </span>}
                    {n.title}
                  </span>
                  <span className="mt-1 block text-[11px] text-muted tabular-nums">{noticeDate(n.startDate)}</span>
                  {!expanded && <span className="mt-1 block text-xs text-muted line-clamp-2">{n.preview}</span>}
                </span>
                <Icon name="chevron-right" className={`size-4 mt-1 shrink-0 text-muted transition-transform ${expanded ? 'rotate-90' : 'rtl:rotate-180'}`} />
              </button>
            </h2>
            {expanded && (
              <div id={`notice-${n.id}`} className="px-4 pb-3 -mt-1 ms-5" data-testid="notice-body">
                <SafeHtml html={n.content} />
                <Link to={`/noticeDetail?id=${n.id}`} className="mt-1 inline-flex items-center gap-1 text-xs text-brand">
                  {t('notice.viewDetail')}
                  <Icon name="chevron-right" className="size-3.5 rtl:rotate-180" />
                </Link>
              </div>
            )}
          </article>
        );
      })}
    </section>
  );
}
