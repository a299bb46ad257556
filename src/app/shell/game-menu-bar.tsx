import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ShellLayout } from '../../runtime/renderer';
import { scrollBehavior } from '../../lib/motion';
import { afterNextPaint } from '../../lib/yield';

export { isHomePath } from '../../../widgets/shared/nav';

/** §2 game menu bar: its tabs are the operator-editable `game-menu` layout; the current one is centred. */
export function GameMenuBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const strip = useRef<HTMLElement>(null);
  const placed = useRef(0);
  // Once the screen has been drawn, not in the commit that rendered it: finding where the tab is
  // lays out the whole page, which inside the commit (or the next frame's callbacks) made one long
  // task on the slow phone (~100 ms of a game list's 260 ms). After the frame the layout is done.
  // The bar's first centring is a jump: it has not been seen yet, and a smooth scroll there is a
  // frame of scroll work after another while the screen is still loading. Later tabs glide.
  useEffect(
    () =>
      afterNextPaint(() =>
        strip.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: placed.current++ ? scrollBehavior() : 'instant' }),
      ),
    [pathname],
  );
  return (
    <nav ref={strip} aria-label={t('shell.gameMenu')} className="min-h-[49px] overflow-x-auto no-scrollbar px-3 py-2 border-b border-line/60">
      <ShellLayout screen="game-menu" className="flex gap-1" />
    </nav>
  );
}
