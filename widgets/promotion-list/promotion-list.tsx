import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../schemas/content.schema';
import type { WidgetProps } from '../define-widget';
import { applyAction, plainSummary, promoCover, promoDates, promotionTabs, shownStatus, takesApplications, type ShownStatus } from '../shared/promotion';
import { WidgetSheet } from '../shared/sheet';
import { PROMOTION_LIST_HOMES, type PromotionListProps } from './schema';

// The sanitiser (DOMPurify) loads with the first detail opened, not with the list.
const SafeHtml = lazy(() => import('../shared/safe-html').then((m) => ({ default: m.SafeHtml })));

/** §2: the promotions page; `?id=` opens a detail and closing it returns here. */
export const PROMOTIONS_PATH = '/m/activity';

/** §3 activity statuses a card shows (widgets/shared/promotion.ts decides which). */
const STATUS_STYLE: Record<ShownStatus, string> = {
  Join: 'bg-success/90 text-bg',
  Claim: 'bg-accent/90 text-bg',
  Applying: 'bg-brand/90 text-brand-ink',
  Process: 'bg-brand/70 text-brand-ink',
  Close: 'bg-bg/80 text-muted',
  Issued: 'bg-success/90 text-bg',
  Rejected: 'bg-danger/90 text-white',
  Claimed: 'bg-success/90 text-bg',
  Joined: 'bg-success/90 text-bg',
  coming: 'bg-accent/70 text-bg',
  closed: 'bg-bg/80 text-muted',
};
/** The translation of each badge; an ended promotion reads as the operator's Close does. */
const STATUS_LABEL: Partial<Record<ShownStatus, string>> = { closed: 'activity.status.Close' };

export { shownStatus, takesApplications };

/** The promotion id in a query string (`?id=12`), or null. */
export function openIdFrom(search: string | undefined): number | null {
  const raw = new URLSearchParams(search ?? '').get('id');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * §2 promotions (/m/activity): category tabs, cards with image, status, dates, text summary and
 * "view more"; the address's `?id=` opens that promotion's detail (image, title, HTML, the apply
 * action while it takes applications), and closing it returns to /m/activity — or to the screen
 * `home` names (the missions screen lists promotions of its own kind with this widget).
 */
export default function PromotionList({ props, data, loading, onAction, ctx }: WidgetProps<PromotionListProps, Announcement[]>) {
  const { t } = useTranslation();
  // A layout saved before `home` existed still keeps its player on the screen it is shown on.
  const home = props.home ?? PROMOTION_LIST_HOMES.find((h) => h === `/m${ctx.path}`) ?? PROMOTIONS_PATH;
  const [picked, setPicked] = useState<number | null>(null);
  const panelId = useId();
  if (loading && !data) {
    return (
      <div className="px-3 space-y-3" aria-busy="true" data-testid="promotion-list-loading">
        {[0, 1].map((i) => (
          <div key={i} className="skeleton h-60" />
        ))}
      </div>
    );
  }
  const list = data ?? [];
  const { tabs, active, shown } = promotionTabs(list, props, picked);
  const showTabs = tabs.length > (props.allTab ? 0 : 1);
  const openId = openIdFrom(ctx.search);
  const open = openId === null ? undefined : list.find((p) => p.id === openId);

  const tab = (key: string, label: string, value: number | null) => (
    <button
      key={key}
      type="button"
      role="tab"
      aria-selected={active === value}
      aria-controls={panelId}
      onClick={() => setPicked(value)}
      className={`shrink-0 h-8 px-4 rounded-full text-[13px] font-semibold border transition-colors ${
        active === value ? 'bg-brand text-brand-ink border-brand' : 'bg-surface text-muted border-line'
      }`}
    >
      {label}
    </button>
  );

  return (
    <section className="space-y-3" aria-label={t('routes.activity')} data-testid="promotion-list">
      {showTabs && (
        <div role="tablist" aria-label={t('activity.categories.label')} className="flex gap-2 overflow-x-auto no-scrollbar px-3" data-testid="promotion-tabs">
          {props.allTab && tab('all', t('activity.categories.all'), null)}
          {tabs.map((c) => tab(String(c.categoryId), t(c.label), c.categoryId))}
        </div>
      )}
      <div id={panelId} role={showTabs ? 'tabpanel' : undefined} className="px-3 space-y-3">
        {shown.length === 0 && <p className="px-5 py-10 text-center text-sm text-muted" data-testid="promotion-list-empty">{t(props.empty ?? 'activity.empty')}</p>}
        {shown.map((p, i) => (
          <PromotionCard key={p.id} promo={p} eager={i === 0} onMore={() => onAction({ type: 'navigate', to: `${home}?id=${p.id}` })} />
        ))}
      </div>
      <WidgetSheet
        title={open?.title ?? ''}
        open={!!open}
        onClose={() => onAction({ type: 'navigate', to: home, replace: true })}
        footer={open && applyAction(open).kind !== 'none' ? <ApplyFooter promo={open} onApply={() => onAction({ type: 'navigate', to: ctx.role === 'visitor' ? '/m/login' : `/m/applyReward?id=${open.id}` })} /> : undefined}
      >
        {open && (
          <div data-testid="promo-detail">
            {promoCover(open) && <img src={promoCover(open)} alt="" width={750} height={300} className="w-full rounded-xl mb-3" />}
            <div className="flex items-center gap-2">
              <p className="text-[11px] text-muted">{promoDates(open, t('activity.longTerm'))}</p>
              {shownStatus(open) && <StatusBadge status={shownStatus(open)!} />}
            </div>
            <Suspense fallback={<div className="skeleton h-16 mt-2" aria-busy="true" />}>
              <SafeHtml html={open.content} />
            </Suspense>
          </div>
        )}
      </WidgetSheet>
    </section>
  );
}

/**
 * The detail's action: Apply while the promotion would take this player's application; a disabled
 * button saying why not (coming soon, application pending, already applied); nothing once it takes none.
 */
function ApplyFooter({ promo, onApply }: { promo: Announcement; onApply: () => void }) {
  const { t } = useTranslation();
  const action = applyAction(promo);
  if (action.kind === 'none') return null;
  if (action.kind === 'blocked') {
    return (
      <button type="button" disabled className="btn-primary w-full h-11 opacity-50 shadow-none" data-testid="apply-blocked" data-reason={action.reason}>
        {t(action.label)}
      </button>
    );
  }
  return (
    <button type="button" className="btn-primary w-full h-11" onClick={onApply}>
      {t('activity.apply')}
    </button>
  );
}

function StatusBadge({ status, className = '' }: { status: ShownStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-[10px] font-bold uppercase tracking-wide ${STATUS_STYLE[status]} ${className}`} data-status={status} data-testid="promo-status">
      {t(STATUS_LABEL[status] ?? `activity.status.${status}`)}
    </span>
  );
}

function PromotionCard({ promo: p, eager, onMore }: { promo: Announcement; eager: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const cover = promoCover(p);
  const [broken, setBroken] = useState(false);
  return (
    <article className="card overflow-hidden" data-testid="promo-card" data-promo-id={p.id}>
      <div className="relative aspect-[5/2]">
        {cover && !broken ? (
          <img src={cover} alt="" width={750} height={300} loading={eager ? 'eager' : 'lazy'} onError={() => setBroken(true)} className="size-full object-cover" />
        ) : (
          <span className="block size-full bg-gradient-to-br from-accent to-brand" />
        )}
        {shownStatus(p) && <StatusBadge status={shownStatus(p)!} className="absolute top-2 end-2 shadow" />}
      </div>
      <div className="p-3">
        <h2 className="font-bold">{p.title}</h2>
        <p className="mt-0.5 text-[11px] text-muted">{promoDates(p, t('activity.longTerm'))}</p>
        <p className="mt-1.5 text-sm text-ink/80 line-clamp-2">{plainSummary(p.content)}</p>
        <button type="button" onClick={onMore} className="btn-ghost h-9 px-4 mt-3 text-sm">
          {t('activity.viewMore')}
        </button>
      </div>
    </article>
  );
}
