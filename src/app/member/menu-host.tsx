/**
 * The menu actions the app owns (§2, §4): sign out with its confirmation, free play, invite
 * friends, the language list, the community and download pop-ups. They are registered with the
 * runtime when this module loads (the shell and the member screens import it), so a menu entry
 * of any layout can ask for them; their dialogs render through <MenuHost />, which every menu
 * container mounts — the first one mounted shows them, so two never stack.
 */
import { lazy, Suspense, useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { proxy, useSnapshot } from 'valtio';
import type { ApiError } from '../../api/client';
import { errorMessageKey } from '../../lib/errors';
import { registerMenuActions, type MenuActionEnv } from '../../runtime/menu-actions';
import { toast } from '../../state/toasts';
import { withLaterTranslations } from '../i18n';

type MenuDialog = 'logout' | 'invite' | 'language' | 'community' | 'download';

// Each dialog is its own chunk, loaded on first use: none of them is part of the first load.
const LogoutDialog = lazy(withLaterTranslations(() => import('./logout-dialog').then((m) => ({ default: m.LogoutDialog }))));
const InviteSheet = lazy(withLaterTranslations(() => import('./invite-sheet').then((m) => ({ default: m.InviteSheet }))));
const LanguageSheet = lazy(withLaterTranslations(() => import('./language-sheet')));
const ChannelPopup = lazy(withLaterTranslations(() => import('../shell/channel-popup')));
const DownloadPopup = lazy(withLaterTranslations(() => import('../shell/download-popup')));
const DIALOGS = { logout: LogoutDialog, invite: InviteSheet, language: LanguageSheet, community: ChannelPopup, download: DownloadPopup } as const;

const menuDialogs = proxy({
  open: null as MenuDialog | null,
  /** Dialogs opened once stay mounted, so they can animate out. */
  loaded: [] as MenuDialog[],
  /** Mounted hosts, oldest first. */
  hosts: [] as string[],
});

function openMenuDialog(d: MenuDialog): void {
  if (!menuDialogs.loaded.includes(d)) menuDialogs.loaded.push(d);
  menuDialogs.open = d;
}

function closeMenuDialog(): void {
  menuDialogs.open = null;
}

let starting = false;
/** §4 free play: a trial session, then home; a failure says why. */
function startFreePlayFromMenu({ navigate }: MenuActionEnv): Promise<void> {
  if (starting) return Promise.resolve();
  starting = true;
  return import('./session-actions')
    .then((m) => m.startFreePlay())
    .then(
      () => navigate('/home'),
      (e: ApiError) => toast(errorMessageKey(e.errorCode), 'short'),
    )
    .finally(() => {
      starting = false;
    });
}

registerMenuActions({
  logout: () => openMenuDialog('logout'),
  invite: () => openMenuDialog('invite'),
  language: () => openMenuDialog('language'),
  community: () => openMenuDialog('community'),
  download: () => openMenuDialog('download'),
  freePlay: (env) => void startFreePlayFromMenu(env),
});

/** Renders the open menu dialog (into <body>: a shell's backdrop filter would trap fixed layers). */
export function MenuHost() {
  const id = useId();
  const snap = useSnapshot(menuDialogs);
  useEffect(() => {
    menuDialogs.hosts.push(id);
    return () => {
      menuDialogs.hosts = menuDialogs.hosts.filter((h) => h !== id);
      if (!menuDialogs.hosts.length) menuDialogs.open = null;
    };
  }, [id]);
  if (snap.hosts[0] !== id || !snap.loaded.length) return null;
  return createPortal(
    <Suspense fallback={null}>
      {snap.loaded.map((d) => {
        const Dialog = DIALOGS[d];
        return <Dialog key={d} open={snap.open === d} onClose={closeMenuDialog} />;
      })}
    </Suspense>,
    document.body,
  );
}
