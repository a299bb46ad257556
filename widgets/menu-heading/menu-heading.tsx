import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../define-widget';
import type { MenuHeadingProps } from './schema';

/** A group title between menu entries. */
export default function MenuHeading({ props }: WidgetProps<MenuHeadingProps, undefined>) {
  const { t } = useTranslation();
  return (
    <h3 className="px-1 pt-3 pb-0.5 text-[11px] font-semibold uppercase tracking-wider text-muted" data-variant="heading">
      {t(props.label)}
    </h3>
  );
}
