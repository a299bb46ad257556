/**
 * The member's inbox `/m/member/inbox` (the spec names no route): messages
 * newest first, unread ones highlighted, with the unread counts of the inbox
 * and of the notices (§9: 99+ above 99). Opening a message marks it read:
 * locally first, then on the server, then the counts are fetched again (as
 * §4 does for announcements). Trial players have no inbox (§6: counts are not
 * fetched for type 4).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getInbox, type InboxMessage } from '../../api/member/get-inbox';
import { readInboxMessage } from '../../api/member/read-inbox';
import { unreadLabel } from '../../lib/member';
import { languageByCode } from '../../lib/languages';
import { member, setInboxUnread, useMember } from '../../state/member';
import { useSettings } from '../../state/settings';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { loadUnread } from '../member/member-data';
import { MemberIcon } from '../member/member-icon';
import { formatDate, warmUpDates } from '../../lib/format-date';

// Messages write their dates on the first render.
warmUpDates();

export function InboxScreen() {
  return <Inbox />;
}

function Inbox() {
  const { t } = useTranslation();
  const { language } = useSettings();
  const m = useMember();
  const [list, setList] = useState<InboxMessage[] | null>(null);
  const [page, setPage] = useState({ pageNum: 0, totalPages: 1 });
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const load = useCallback((pageNo: number) => {
    setFailed(false);
    setLoading(true);
    getInbox(pageNo).then(
      (p) => {
        setList((prev) => (pageNo === 1 ? p.list : [...(prev ?? []), ...p.list.filter((x) => !prev?.some((y) => y.id === x.id))]));
        setPage({ pageNum: p.pageNum, totalPages: p.totalPages });
        setInboxUnread(p.unread);
      },
      () => setFailed(true),
    ).finally(() => setLoading(false));
  }, []);

  useEffect(() => {
    load(1);
    void loadUnread();
  }, [load]);

  const toggle = (msg: InboxMessage) => {
    setOpen((o) => (o === msg.id ? null : msg.id));
    if (msg.read) return;
    // Local first, then the server, then the counts again.
    setList((l) => l?.map((x) => (x.id === msg.id ? { ...x, read: true } : x)) ?? l);
    setInboxUnread((member.unread?.inbox ?? 1) - 1);
    readInboxMessage(msg.id).then(() => loadUnread(), () => undefined);
  };

  const date = (iso: string) => formatDate(new Date(iso), languageByCode(language)?.bcp47 ?? 'en', 'dayAndTime');
  const inboxCount = unreadLabel(m.unread?.inbox);
  const noticeCount = unreadLabel(m.unread?.announcements);

  return (
    <div className="px-4 py-4 space-y-3" data-testid="inbox-screen">
      <div className="grid grid-cols-2 gap-2">
        <div className="card px-3 py-2.5 flex items-center gap-2" aria-current="page">
          <MemberIcon name="mail" className="size-5 text-brand" />
          <span className="flex-1 text-sm font-semibold">{t('routes.inbox')}</span>
          {inboxCount && <span className="min-w-5 h-5 px-1.5 grid place-items-center rounded-full bg-danger text-white text-[11px] font-bold" data-testid="inbox-unread">{inboxCount}</span>}
        </div>
        <Link to="/notice" className="card px-3 py-2.5 flex items-center gap-2 text-muted">
          <MemberIcon name="bell" className="size-5" />
          <span className="flex-1 text-sm">{t('routes.notice')}</span>
          {noticeCount && <span className="min-w-5 h-5 px-1.5 grid place-items-center rounded-full bg-danger text-white text-[11px] font-bold" data-testid="notice-unread">{noticeCount}</span>}
        </Link>
      </div>
      {failed && !list ? (
        <RetryBox onRetry={() => load(1)} className="w-full" />
      ) : !list ? (
        <div className="skeleton h-64" aria-busy="true" />
      ) : !list.length ? (
        <p className="py-16 text-center text-sm text-muted">{t('member.inboxEmpty')}</p>
      ) : (
        <ul className="space-y-2">
          {list.map((msg) => (
            <li key={msg.id} className={`card overflow-hidden ${msg.read ? '' : 'border-brand/50'}`} data-read={msg.read}>
              <button type="button" aria-expanded={open === msg.id} onClick={() => toggle(msg)} className="flex w-full items-start gap-3 p-3 text-start">
                <span className={`mt-1.5 size-2 shrink-0 rounded-full ${msg.read ? 'bg-transparent' : 'bg-danger'}`} aria-hidden="true" />
                <span className="flex-1 min-w-0">
                  <span className={`block truncate text-sm ${msg.read ? 'text-muted' : 'font-bold text-ink'}`}>{msg.title}</span>
                  <span className="block text-[11px] text-muted mt-0.5">{date(msg.createdAt)}</span>
                  {open !== msg.id && <span className="block text-xs text-muted truncate mt-1">{msg.content}</span>}
                </span>
                <MemberIcon name="chevron-right" className={`size-4 mt-1 text-muted transition-transform ${open === msg.id ? 'rotate-90' : 'rtl:rotate-180'}`} />
              </button>
              {open === msg.id && <p className="px-8 pb-4 text-sm whitespace-pre-line text-ink/90">{msg.content}</p>}
            </li>
          ))}
        </ul>
      )}
      {list && page.pageNum < page.totalPages && (
        <button type="button" onClick={() => load(page.pageNum + 1)} disabled={loading} className="btn-ghost w-full h-10 text-sm">
          {t('common.loadMore')}
        </button>
      )}
    </div>
  );
}
