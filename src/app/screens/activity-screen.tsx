/**
 * §2 promotions (/m/activity): cards with image, title and text summary; `?id`
 * opens that promotion's detail pop-up, and closing it returns to /m/activity.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Announcement } from '../../../schemas/content.schema';
import { getAnnouncements } from '../../api/content/get-announcements';
import { getPromotion, type PromotionDetail } from '../../api/content/get-promotion';
import { useSession } from '../../state/session';
import { useSettings } from '../../state/settings';
import { BottomSheet } from '../shell/bottom-sheet';
import { SafeHtml } from '../shell/safe-html';
import { RetryBox } from '../../../widgets/shared/retry-box';

/** §9: promotion dates are YYYY/MM/DD, with a "long term" label for no expiry. */
export function promoDates(a: Pick<Announcement, 'startDate' | 'endDate' | 'noExpiry'>, longTerm: string): string {
  const d = (s: string) => s.slice(0, 10).replace(/-/g, '/');
  return a.noExpiry || !a.endDate ? `${d(a.startDate)} – ${longTerm}` : `${d(a.startDate)} – ${d(a.endDate)}`;
}

const summary = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

export function ActivityScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language } = useSettings();
  const [params] = useSearchParams();
  const [list, setList] = useState<Announcement[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getAnnouncements({ types: 'PR', language: language.toLowerCase() }).then((r) => setList(r.promotion), () => setFailed(true));
  };
  useEffect(load, [language]);
  const id = Number(params.get('id'));
  const open = list?.find((p) => p.id === id);
  const applyable = useApplyable(open?.id);
  const { token } = useSession();

  if (failed) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!list) return <div className="m-4 space-y-3" aria-busy="true">{[0, 1, 2].map((i) => <div key={i} className="skeleton h-52" />)}</div>;
  return (
    <section className="p-3 space-y-3" data-testid="activity-screen">
      {list.length === 0 && <p className="p-8 text-center text-sm text-muted">{t('activity.empty')}</p>}
      {list.map((p) => (
        <article key={p.id} className="card overflow-hidden" data-testid="promo-card">
          {p.announcementImages?.[0] && <img src={p.announcementImages[0].url} alt="" width={750} height={300} loading="lazy" className="w-full aspect-[5/2] object-cover" />}
          <div className="p-3">
            <h2 className="font-bold">{p.title}</h2>
            <p className="mt-0.5 text-[11px] text-muted">{promoDates(p, t('activity.longTerm'))}</p>
            <p className="mt-1.5 text-sm text-ink/80 line-clamp-2">{summary(p.content)}</p>
            <button type="button" onClick={() => navigate(`/activity?id=${p.id}`)} className="btn-ghost h-9 px-4 mt-3 text-sm">{t('activity.viewMore')}</button>
          </div>
        </article>
      ))}
      <BottomSheet
        title={open?.title ?? ''}
        open={!!open}
        onClose={() => navigate('/activity', { replace: true })}
        footer={
          applyable && open ? (
            <button type="button" className="btn-primary w-full h-11" onClick={() => navigate(token ? `/applyReward?id=${open.id}` : '/login')}>
              {t('activity.apply')}
            </button>
          ) : undefined
        }
      >
        {open && (
          <div data-testid="promo-detail">
            {open.announcementImages?.[0] && <img src={open.announcementImages[0].url} alt="" className="w-full rounded-xl mb-3" />}
            <p className="text-[11px] text-muted">{promoDates(open, t('activity.longTerm'))}</p>
            <SafeHtml html={open.content} />
          </div>
        )}
      </BottomSheet>
    </section>
  );
}

/** The detail's action area offers "Apply" while the promotion takes applications (§3 status not Close). */
function useApplyable(id: number | undefined): boolean {
  const [promo, setPromo] = useState<PromotionDetail | null>(null);
  useEffect(() => {
    setPromo(null);
    if (!id) return;
    const ctl = new AbortController();
    getPromotion(id, ctl.signal).then(setPromo, () => undefined);
    return () => ctl.abort();
  }, [id]);
  return !!promo && promo.id === id && promo.status !== 'Close';
}
