import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../define-widget';
import { isActive } from '../shared/nav';
import { LONG_PRESS_MS, PRESS_IN_DELAY_MS } from '../../src/lib/constants';
import type { MenuPillProps } from './schema';

/** A press that moves this far is a swipe along the strip, not a long press. */
const HOLD_SLOP_PX = 10;

/**
 * §2 game menu bar tab: taps navigate; the pressed look comes after the press-in delay (130 ms), so
 * a swipe along the strip does not flash every tab. A tab with `hold` reacts to a long press
 * (370 ms): it asks for the category's providers instead of navigating.
 */
export default function MenuPill({ props, onAction, ctx }: WidgetProps<MenuPillProps, undefined>) {
  const { t } = useTranslation();
  const active = isActive(ctx.path, props.to, [], props.home);
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  /** The long press fired: the click that ends it is not a tap. */
  const held = useRef(false);
  const stopHold = () => {
    clearTimeout(holdTimer.current);
    origin.current = null;
  };
  const release = () => {
    clearTimeout(timer.current);
    stopHold();
    setPressed(false);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(holdTimer.current);
    },
    [],
  );
  return (
    <a
      href={props.to}
      onClick={(e) => {
        e.preventDefault();
        if (held.current) {
          held.current = false;
          return;
        }
        onAction({ type: 'navigate', to: props.to });
      }}
      onPointerDown={(e) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setPressed(true), PRESS_IN_DELAY_MS);
        held.current = false;
        if (!props.hold) return;
        stopHold();
        origin.current = { x: e.clientX, y: e.clientY };
        holdTimer.current = setTimeout(() => {
          held.current = true;
          origin.current = null;
          setPressed(false);
          onAction({ type: 'pickVendor', to: props.to });
        }, LONG_PRESS_MS);
      }}
      onPointerMove={(e) => {
        const o = origin.current;
        if (o && Math.hypot(e.clientX - o.x, e.clientY - o.y) > HOLD_SLOP_PX) stopHold();
      }}
      onPointerUp={release}
      onPointerLeave={release}
      onPointerCancel={release}
      // The browser's own long-press menu (open link, copy) would cover the providers.
      onContextMenu={props.hold ? (e) => e.preventDefault() : undefined}
      aria-current={active ? 'page' : undefined}
      data-hold={props.hold}
      className={`block shrink-0 whitespace-nowrap rounded-full px-3.5 py-1.5 text-[13px] font-semibold transition-colors ${props.hold ? 'select-none [-webkit-touch-callout:none]' : ''} ${active ? 'bg-brand text-brand-ink' : 'bg-surface text-muted'} ${pressed ? 'opacity-70' : ''}`}
    >
      {t(props.label)}
    </a>
  );
}
