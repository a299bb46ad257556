/**
 * §2 events (/m/event): the banner of group m_event1 on top, then the image list of group
 * m_event; tapping an image follows its linkage (route, promotion, URL or game).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../../schemas/content.schema';
import { getAnnouncements } from '../../api/content/get-announcements';
import { BANNER_AUTOPLAY_MS } from '../../lib/constants';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';
import { useSettings } from '../../state/settings';
import BannerCarousel from '../../../widgets/banner-carousel/banner-carousel';
import { linkageAction } from '../../../widgets/shared/linkage';
import { RetryBox } from '../../../widgets/shared/retry-box';

export const EVENT_BANNER_GROUP = 'm_event1';
export const EVENT_LIST_GROUP = 'm_event';

export function EventScreen() {
  const { t } = useTranslation();
  const { language } = useSettings();
  const onAction = useActionHandler();
  const { widget: ctx } = useRuntimeContext();
  const [data, setData] = useState<{ banner: Banner[]; list: Banner[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const load = () => {
    setFailed(false);
    const lang = language.toLowerCase();
    Promise.all([
      getAnnouncements({ types: 'B', groupName: EVENT_BANNER_GROUP, language: lang }),
      getAnnouncements({ types: 'B', groupName: EVENT_LIST_GROUP, language: lang }),
    ]).then(([top, list]) => setData({ banner: top.banners, list: list.banners }), () => setFailed(true));
  };
  useEffect(load, [language]);

  if (failed) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (!data) return <div className="py-3 space-y-3" aria-busy="true"><div className="skeleton mx-3 aspect-[5/2]" />{[0, 1].map((i) => <div key={i} className="skeleton mx-3 aspect-[5/2]" />)}</div>;
  const list = data.list.filter((b) => !broken.has(b.id));
  const follow = (b: Banner) => {
    const a = linkageAction(b.linkage);
    if (a) onAction(a);
  };
  return (
    <section className="py-3 space-y-3" data-testid="event-screen">
      {data.banner.length > 0 && (
        <div data-testid="event-banner">
          <BannerCarousel props={{ autoplayMs: BANNER_AUTOPLAY_MS, aspect: '5/2', showDots: true }} data={data.banner} loading={false} onAction={onAction} ctx={ctx} />
        </div>
      )}
      {list.length === 0 && data.banner.length === 0 && <p className="p-8 text-center text-sm text-muted">{t('event.empty')}</p>}
      <ul className="px-3 space-y-3" aria-label={t('routes.event')}>
        {list.map((b) => {
          const clickable = !!linkageAction(b.linkage);
          const img = (
            <img
              src={b.url}
              alt={b.title ?? ''}
              width={750}
              height={300}
              loading="lazy"
              onError={() => setBroken((s) => new Set(s).add(b.id))}
              className="block w-full aspect-[5/2] object-cover"
            />
          );
          return (
            <li key={b.id} className="rounded-2xl overflow-hidden border border-line bg-surface shadow-[0_6px_20px_-12px_rgba(0,0,0,.8)]" data-testid="event-item">
              {clickable ? (
                <button type="button" className="block w-full" onClick={() => follow(b)} aria-label={b.title ?? t('routes.event')}>
                  {img}
                </button>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
