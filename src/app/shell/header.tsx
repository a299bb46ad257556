import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { getWallet } from '../../api/member/get-wallet';
import { formatBalance } from '../../../widgets/shared/format';
import { Link, useNavigate, useLocation } from 'react-router-dom';
import { loginPathFrom } from '../../lib/return-to';
import { Icon } from '../../../widgets/shared/icon';
import { useSession } from '../../state/session';
import { useSettings } from '../../state/settings';
import { openSideMenu } from '../../state/ui';
import { DownloadButton } from './popup-triggers';
import { preloadSheets } from './bottom-sheet';
import { goHomeTop } from '../../runtime/actions';
import { previewToken } from '../../runtime/preview';
import { MenuHost } from '../member/menu-host';
import { loadMemberInfo } from '../member/member-data';
import { member, useMember } from '../../state/member';
import { withLaterTranslations } from '../i18n';
import { preloadable } from '../../runtime/preloadable';

/** §2: the avatar letter is the uppercase first letter of the nickname, else the account. */
export function avatarLetter(nickname: string | null | undefined, account: string | null | undefined): string {
  const source = (nickname || account || '').trim();
  return source ? [...source][0]!.toUpperCase() : '?';
}


export function Header() {
  usePreviewSideMenu();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const s = useSession();
  const { settings } = useSettings();
  const siteName = settings?.siteName ?? 'Parlor';
  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 h-14 px-3 bg-bg/90 backdrop-blur-md border-b border-line/60">
      <button type="button" aria-label={t('shell.openMenu')} onClick={openSideMenu} className="grid place-items-center size-9 -ms-1 rounded-lg text-ink">
        <Icon name="menu" />
      </button>
      {/* The name starts with the words shown (the site's name), so a voice-control user can say what they see. */}
      <button type="button" onClick={() => goHomeTop(navigate)} className="flex items-center gap-1.5 font-black text-lg tracking-tight" aria-label={`${siteName}, ${t('routes.home')}`}>
        <span aria-hidden="true" className="grid place-items-center size-7 rounded-lg bg-gradient-to-br from-brand to-accent text-bg text-sm">♠</span>
        <span className="bg-gradient-to-r from-brand to-amber-200 bg-clip-text text-transparent">{siteName}</span>
      </button>
      <div className="ms-auto flex items-center gap-1.5">
        <DownloadButton />
        <SearchButton />
        {s.token ? (
          <>
          <Balance />
          <MemberToggle />
          </>
        ) : (
          <>
            <Link to={loginPathFrom(location)} className="btn-ghost h-8 px-3 text-sm whitespace-nowrap">{t('auth.login')}</Link>
            <Link to="/register" className="btn-primary h-8 px-3 text-sm whitespace-nowrap">{t('auth.register')}</Link>
          </>
        )}
      </div>
      {!s.token && <PreviewMemberSheet />}
      <MenuHost />
    </header>
  );
}

const MemberSheet = preloadable(withLaterTranslations(() => import('./member-sheet')));
let memberSheetLoaded: () => void = () => undefined;
const memberSheetReady = new Promise<void>((resolve) => (memberSheetLoaded = resolve));

/**
 * Brings in the member sheet's code and strings with the sheets' own (src/app/start.tsx calls it
 * at an idle moment after the first screen): the toggle then mounts the sheet closed, so the first
 * tap renders it without suspending and opens a drawer already mounted.
 */
export function preloadMemberSheet(): void {
  void Promise.all([MemberSheet.preload(), preloadSheets()]).then(() => memberSheetLoaded());
}

/** Which shell menu the console's preview asks to see open (`?menu=side|member`); never for players. */
function previewMenu(): string | null {
  return previewToken() ? new URLSearchParams(location.search).get('menu') : null;
}

/**
 * §2 member menu toggle: opens the member pop-up (a bottom sheet, a lazy chunk loaded on the
 * first tap). In the console's preview, `?menu=member` opens it at once.
 */
function MemberToggle() {
  const { t } = useTranslation();
  const s = useSession();
  const m = useMember();
  // §2 avatar letter: the nickname's first letter, so the member info is read once per session.
  useEffect(() => {
    if (!member.info) void loadMemberInfo();
  }, [s.token]);
  const [open, setOpen] = useState(() => previewMenu() === 'member');
  const [loaded, setLoaded] = useState(open);
  useEffect(() => {
    let live = true;
    void memberSheetReady.then(() => live && startTransition(() => setLoaded(true)));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <button
        type="button"
        aria-label={t('routes.memberHome')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // A transition: the sheet (its chunk on the first tap, then vaul, Radix and the menu layout)
        // renders in slices and its effects run after its first frame, instead of all of it in
        // the tap's one task (~130 ms on a slow phone).
        onClick={() =>
          startTransition(() => {
            setLoaded(true);
            setOpen(true);
          })
        }
        className="grid place-items-center size-9 rounded-full bg-gradient-to-br from-accent to-brand text-bg font-bold"
        data-testid="member-toggle"
      >
        {avatarLetter(m.info?.nickname, m.info?.account ?? s.userName)}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MemberSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The console previews the member sheet with any role, also when its frame has no session. */
function PreviewMemberSheet() {
  const [open, setOpen] = useState(() => previewMenu() === 'member');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MemberSheet open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/** In the console's preview, `?menu=side` shows the side menu open. */
function usePreviewSideMenu() {
  useEffect(() => {
    if (previewMenu() === 'side') openSideMenu();
  }, []);
}

const SearchPopup = lazy(() => import('./search-popup'));

/**
 * §2 header search popup: the search opens over the current page (a lazy chunk loaded on the
 * first tap), so closing it leaves the player where they were. /m/search-games stays the
 * linkable page of the same search.
 */
function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('routes.search')}
        aria-haspopup="dialog"
        // A transition: the sheet (its chunk on the first tap, then vaul, Radix and the menu layout)
        // renders in slices and its effects run after its first frame, instead of all of it in
        // the tap's one task (~130 ms on a slow phone).
        onClick={() =>
          startTransition(() => {
            setLoaded(true);
            setOpen(true);
          })
        }
        className="grid place-items-center size-9 rounded-lg text-muted"
        data-testid="header-search"
      >
        <Icon name="search" />
      </button>
      {loaded &&
        createPortal(
          <Suspense fallback={null}>
            <SearchPopup open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}

/** §2 balance: currency symbol and total with 2 decimals; refresh masks it with asterisks while it loads. */
function Balance() {
  const { t } = useTranslation();
  const { settings, language } = useSettings();
  const [balance, setBalance] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(() => {
    setLoading(true);
    getWallet().then((w) => setBalance(w.sumBalance), () => undefined).finally(() => setLoading(false));
  }, []);
  useEffect(refresh, [refresh]);
  const symbol = settings?.currency.symbol ?? '';
  return (
    <button type="button" onClick={refresh} aria-label={t('balance.refresh')} className="flex items-center gap-1 h-8 px-3 rounded-full bg-surface border border-line text-sm font-semibold tabular-nums" data-testid="header-balance">
      {loading || balance === null ? `${symbol}****` : formatBalance(balance, symbol, language)}
      <Icon name="refresh" className={`size-3.5 text-muted ${loading ? 'animate-spin' : ''}`} />
    </button>
  );
}
