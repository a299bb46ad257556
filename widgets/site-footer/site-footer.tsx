import { useTranslation } from 'react-i18next';
import type { FooterData } from '../../schemas/content.schema';
import type { WidgetProps } from '../define-widget';
import { Icon } from '../shared/icon';
import type { SiteFooterProps } from './schema';
import { scrollBehavior } from '../../src/lib/motion';

/** §2 footer: marketing text, help list, promotions, social links, go-to-top. */
export default function SiteFooter({ props, data, onAction, ctx }: WidgetProps<SiteFooterProps, FooterData>) {
  const { t } = useTranslation();
  return (
    <footer className="mx-3 mt-2 rounded-2xl border border-line bg-surface/60 p-4 text-sm" data-testid="site-footer">
      <p className="text-muted text-xs leading-relaxed">{t(props.text)}</p>
      {props.showAgeNotice && (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted">
          <span className="grid place-items-center size-7 rounded-full border-2 border-danger text-danger text-[10px] font-black" data-testid="age-badge">{ctx.minimumAge}+</span>
          {t('footer.responsible')}
        </p>
      )}
      <nav aria-label={t('routes.help')} className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5">
        {data?.help.map((h) => (
          <button key={h.id} type="button" className="text-start text-xs text-ink/85 truncate" onClick={() => onAction({ type: 'navigate', to: `/m/help?tag=${encodeURIComponent(h.tag)}` })}>
            {h.title}
          </button>
        ))}
        <button type="button" className="text-start text-xs text-ink/85" onClick={() => onAction({ type: 'navigate', to: '/m/activity' })}>
          {t('routes.activity')}
        </button>
      </nav>
      {!!data?.channels.length && (
        <div className="mt-3 flex flex-wrap gap-2">
          {data.channels.map((c) => (
            <button key={c.resourceType} type="button" onClick={() => onAction({ type: 'openUrl', url: c.url })} className="btn-ghost h-8 px-3 text-xs">
              {c.labelNameEn}
            </button>
          ))}
        </div>
      )}
      <button type="button" onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })} className="mt-4 flex items-center gap-1 mx-auto text-xs text-muted" aria-label={t('footer.top')}>
        <Icon name="chevron-left" className="size-4 rotate-90" />
        {t('footer.top')}
      </button>
    </footer>
  );
}
