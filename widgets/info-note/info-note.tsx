import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../define-widget';
import { Icon } from '../shared/icon';
import type { InfoNoteProps } from './schema';

/** A short message with an icon and, optionally, a button that opens a route. */
export default function InfoNote({ props, onAction }: WidgetProps<InfoNoteProps, undefined>) {
  const { t } = useTranslation();
  const link = props.link;
  return (
    <aside className="mx-3 flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface/60 px-5 py-7 text-center" data-testid="info-note">
      <span className="grid place-items-center size-14 rounded-2xl bg-surface-2 text-brand" aria-hidden="true">
        <Icon name={props.icon ?? 'gift'} className="size-7" />
      </span>
      <p className="text-sm text-muted">{t(props.text)}</p>
      {link && (
        <button type="button" className="btn-primary h-10 px-6 text-sm" onClick={() => onAction({ type: 'navigate', to: link.to })}>
          {t(link.label)}
        </button>
      )}
    </aside>
  );
}
