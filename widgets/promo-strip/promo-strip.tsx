import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../schemas/content.schema';
import type { WidgetProps } from '../define-widget';
import { SectionTitle } from '../shared/section-title';
import type { PromoStripProps } from './schema';
import { SiteImage } from '../shared/site-image';

/** The cover is the image with sequence 1 (§3). */
export function coverOf(a: Announcement): string | undefined {
  return [...(a.announcementImages ?? [])].sort((x, y) => x.sequence - y.sequence)[0]?.url;
}

/** §2 promo strip on home: a click opens /m/activity?id={id}. */
export default function PromoStrip({ props, data, loading, onAction, ctx }: WidgetProps<PromoStripProps, Announcement[]>) {
  const { t } = useTranslation();
  if (loading && !data) return <div className="mx-3 skeleton h-32" aria-busy="true" />;
  if (!data?.length) return null;
  return (
    <section aria-label={t(props.title)} data-testid="promo-strip">
      <div className="px-3">
        <SectionTitle title={t(props.title)} icon="gift" more={{ label: t('common.more'), onClick: () => onAction({ type: 'navigate', to: '/m/activity' }) }} />
      </div>
      <div className="flex gap-2 overflow-x-auto no-scrollbar snap-x px-3 scroll-px-3">
        {data.map((p) => {
          const cover = coverOf(p);
          return (
            <button key={p.id} type="button" onClick={() => onAction({ type: 'navigate', to: `/m/activity?id=${p.id}` })} className="card snap-start shrink-0 w-[72%] overflow-hidden text-start">
              {cover ? (
                <SiteImage src={cover} cdn={ctx.imageCdn} alt="" width={750} height={300} loading="lazy" className="w-full aspect-[5/2] object-cover" />
              ) : (
                <span className="block w-full aspect-[5/2] bg-gradient-to-br from-accent to-brand" />
              )}
              <span className="block px-3 py-2 text-sm font-semibold truncate">{p.title}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
