import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../define-widget';
import type { RgNoticeProps } from './schema';

/** The responsible-gaming / age notice: legal age, a plain reminder, and where to get help. */
export default function RgNotice({ props, onAction, ctx }: WidgetProps<RgNoticeProps, undefined>) {
  const { t } = useTranslation();
  // §5: the age the site's registration settings ask for, so the badge and the sign-up rule never disagree.
  const age = ctx.minimumAge;
  return (
    <aside className="mx-3 flex items-center gap-3 rounded-2xl border border-line bg-surface/60 px-3 py-2.5" data-testid="rg-notice">
      <span className="grid shrink-0 place-items-center size-9 rounded-full border-2 border-danger text-danger text-xs font-black" aria-hidden="true">
        {age}+
      </span>
      <p className="flex-1 text-xs leading-snug text-muted">{t('footer.responsible')}</p>
      <button
        type="button"
        className="btn-ghost h-8 shrink-0 px-3 text-xs"
        onClick={() => onAction({ type: 'navigate', to: `/m/help?tag=${encodeURIComponent(props.helpTag ?? 'responsible')}` })}
      >
        {t('routes.help')}
      </button>
    </aside>
  );
}
