import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../define-widget';
import { Icon } from '../shared/icon';
import type { IconName } from '../shared/icon-names';
import { isActive } from '../shared/nav';
import type { NavTabProps } from './schema';

/** §2 footer bar tab. */
export default function NavTab({ props, onAction, ctx }: WidgetProps<NavTabProps, undefined>) {
  const { t } = useTranslation();
  const action = props.action ?? 'navigate';
  const active = action !== 'menu' && isActive(ctx.path, props.to, props.activeOn, action === 'home');
  const run = () => {
    if (action === 'home') onAction({ type: 'goHome' });
    else if (action === 'menu') onAction({ type: 'openMenu' });
    else if (props.to) onAction({ type: 'navigate', to: props.to });
  };
  return (
    <button
      type="button"
      onClick={run}
      aria-current={active ? 'page' : undefined}
      className={`flex h-full w-full flex-col items-center justify-center gap-0.5 text-[11px] ${active ? 'text-brand' : 'text-muted'}`}
    >
      <Icon name={props.icon as IconName} className="size-5" />
      {t(props.label)}
    </button>
  );
}
