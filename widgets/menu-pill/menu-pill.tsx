import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../define-widget';
import { isActive } from '../shared/nav';
import { PRESS_IN_DELAY_MS } from '../../src/lib/constants';
import type { MenuPillProps } from './schema';

/** §2 game menu bar tab: taps navigate; the pressed look comes after the press-in delay, so a swipe along the strip does not flash every tab. */
export default function MenuPill({ props, onAction, ctx }: WidgetProps<MenuPillProps, undefined>) {
  const { t } = useTranslation();
  const active = isActive(ctx.path, props.to, [], props.home);
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const release = () => {
    clearTimeout(timer.current);
    setPressed(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <a
      href={props.to}
      onClick={(e) => {
        e.preventDefault();
        onAction({ type: 'navigate', to: props.to });
      }}
      onPointerDown={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setPressed(true), PRESS_IN_DELAY_MS);
      }}
      onPointerUp={release}
      onPointerLeave={release}
      onPointerCancel={release}
      aria-current={active ? 'page' : undefined}
      className={`block shrink-0 whitespace-nowrap rounded-full px-3.5 py-1.5 text-[13px] font-semibold transition-colors ${active ? 'bg-brand text-brand-ink' : 'bg-surface text-muted'} ${pressed ? 'opacity-70' : ''}`}
    >
      {t(props.label)}
    </a>
  );
}
