import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { HOME_PATHS } from '../routes';

/** §2 game menu bar: HOME, ALLGAME, RNG, LIVE, SPORTS, FISH, PVP, LOTT; active by path and centred. */
export const GAME_MENU = [
  { key: 'HOME', to: '/home' },
  { key: 'ALL', to: '/all-games' },
  { key: 'RNG', to: '/slot-games' },
  { key: 'LIVE', to: '/live-games' },
  { key: 'SPORTS', to: '/sport-games' },
  { key: 'FISH', to: '/fish-games' },
  { key: 'PVP', to: '/pvp-games' },
  { key: 'LOTT', to: '/lott' },
] as const;

export function isHomePath(pathname: string): boolean {
  const p = pathname.replace(/^\/m/, '').replace(/^\//, '');
  return (HOME_PATHS as readonly string[]).includes(p);
}

export function GameMenuBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  }, [pathname]);
  return (
    <nav ref={strip} aria-label={t('shell.gameMenu')} className="flex gap-1 overflow-x-auto no-scrollbar px-3 py-2 border-b border-line/60">
      {GAME_MENU.map((item) => {
        const active = item.key === 'HOME' ? isHomePath(pathname) : pathname === item.to;
        return (
          <NavLink
            key={item.key}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            className={`shrink-0 rounded-full px-3.5 py-1.5 text-[13px] font-semibold transition-colors ${active ? 'bg-brand text-brand-ink' : 'bg-surface text-muted'}`}
          >
            {t(item.key === 'HOME' ? 'routes.home' : `games.types.${item.key}`)}
          </NavLink>
        );
      })}
    </nav>
  );
}
