import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorInfo } from '../../schemas/games.schema';
import { PAGE_SIZE_VENDORS } from '../../src/lib/constants';
import type { WidgetProps } from '../define-widget';
import { formatCount } from '../shared/format';
import { Icon } from '../shared/icon';
import { SectionTitle } from '../shared/section-title';
import type { VendorGridProps } from './schema';
import { SiteImage } from '../shared/site-image';

/** §2: three tiles show at a time; the navigation shows only with more than three vendors. */
export const VENDORS_PER_VIEW = 3;

/** §2 home vendor list: up to 9 provider tiles of one game type (one page), three at a time. */
export default function VendorGrid({ props, data, loading, onAction, ctx }: WidgetProps<VendorGridProps, VendorInfo[]>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  if (loading && !data) return <div className="mx-3 skeleton h-40" aria-busy="true" />;
  const vendors = data ?? [];
  if (!vendors.length) return null;
  const first = vendors.slice(0, PAGE_SIZE_VENDORS);
  const pages = Math.ceil(first.length / VENDORS_PER_VIEW);
  const current = Math.min(page, pages - 1);
  const shown = first.slice(current * VENDORS_PER_VIEW, (current + 1) * VENDORS_PER_VIEW);
  const nav = first.length > VENDORS_PER_VIEW;
  return (
    <section className="px-3" aria-label={t(props.title)} data-testid="vendor-grid">
      <SectionTitle title={t(props.title)} icon="grid" more={{ label: t('common.more'), onClick: () => onAction({ type: 'navigate', to: props.moreTo }) }} />
      <div className="grid grid-cols-3 gap-2">
        {shown.map((v) => (
          <button
            key={v.vassalage}
            type="button"
            onClick={() => onAction({ type: 'navigate', to: `${props.moreTo}?vassalage=${encodeURIComponent(v.vassalage)}` })}
            className="card overflow-hidden text-start"
          >
            <SiteImage src={v.iconUrl} cdn={ctx.imageCdn} alt="" width={200} height={100} loading="lazy" className="w-full aspect-[2/1] object-cover" />
            <span className="block px-2 pt-1 text-xs font-semibold truncate">{v.displayName}</span>
            <span className="block px-2 pb-1.5 text-[10px] text-muted">{t('games.count', { formatted: formatCount(v.gameCount, ctx.language) })}</span>
          </button>
        ))}
      </div>
      {nav && (
        <div className="flex items-center justify-center gap-3 pt-2" data-testid="vendor-nav">
          <button type="button" aria-label={t('common.previous')} disabled={current === 0} onClick={() => setPage(current - 1)} className="grid place-items-center size-8 rounded-full bg-surface border border-line disabled:opacity-40">
            <Icon name="chevron-left" className="size-4 rtl:rotate-180" />
          </button>
          <span className="text-xs text-muted tabular-nums">{current + 1} / {pages}</span>
          <button type="button" aria-label={t('common.next')} disabled={current >= pages - 1} onClick={() => setPage(current + 1)} className="grid place-items-center size-8 rounded-full bg-surface border border-line disabled:opacity-40">
            <Icon name="chevron-right" className="size-4 rtl:rotate-180" />
          </button>
        </div>
      )}
    </section>
  );
}
