/**
 * §2 route table: the screens of platform/screens.ts, each path a route in its shell. Screens load
 * lazily, with the later part of the language unless their strings are all in the first, behind
 * the member gate their declaration names. Paths are relative to the /m basename. (Declarative
 * routing rather than the data router keeps ~17 KB gzip off the first load.)
 */
import { Suspense } from 'react';
import { preloadable, type Preloadable } from '../runtime/preloadable';
import { withLaterTranslations } from './i18n';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { MainShell } from './shell/main-shell';
import { PageShell } from './shell/page-shell';
import { ScreenBoundary, ScreenPlaceholder } from './shell/screen-boundary';
import { SCREEN_MODULES, type ScreenComponent } from './screen-modules';
import type { ScreenDeclaration, ScreenName } from '../../platform/screens';
import { routeOf, SCREEN_LIST, screenExport, type RouteMeta } from '../../platform/route-table';
import { GAME_LIST_ROUTES } from '../lib/game-routes';
import { pathUnderM } from '../lib/paths';

export { GAME_LIST_ROUTES, routeOf };
export type { RouteMeta };

/** The declared screen's component, behind its member gate (whose code comes with the first gated screen, never with the boot). */
function loadScreen(d: ScreenDeclaration): () => Promise<{ default: ScreenComponent }> {
  const access = d.access;
  const component = async () => {
    const load = SCREEN_MODULES[`./screens/${d.module}.tsx`];
    const Screen = (await load?.())?.[screenExport(d)];
    if (!Screen) throw new Error(`platform/screens.ts: src/app/screens/${d.module}.tsx does not export ${screenExport(d)}`);
    return Screen;
  };
  if (!access) return () => component().then((Screen) => ({ default: Screen }));
  return () =>
    Promise.all([component(), import('./member/member-gate')]).then(([Screen, { MemberGate }]) => ({
      default: (props: { meta: RouteMeta }) => (
        <MemberGate need={access} loginPath={access === 'agent' ? '/agent' : '/login'} previewable={d.previewable}>
          <Screen {...props} />
        </MemberGate>
      ),
    }));
}

// Home and the game lists are first screens; every other screen shows strings of the later part
// of the language (src/lib/locale-parts.ts), so it loads with them.
const SCREENS = Object.fromEntries(
  SCREEN_LIST.map(([name, d]) => [name, preloadable(d.firstStrings ? loadScreen(d) : withLaterTranslations(loadScreen(d)))]),
) as Record<ScreenName, Preloadable<ScreenComponent>>;

/** A screen's component as the router renders it: loaded lazily, with its strings, behind its gate. */
export const screenComponent = (name: ScreenName): Preloadable<ScreenComponent> => SCREENS[name];

/** The name of the screen a location path (/m/…) opens, or undefined for an unknown path (platform/route-table's screenOf takes a path relative to /m and answers the declaration). */
export const screenAt = (pathname: string) => routeOf(pathUnderM(pathname))?.screen;

/** Loads the screen of a path under /m (the boot does it for the page a visit lands on, beside the language). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screen = screenAt(pathname);
  return screen ? SCREENS[screen].preload() : Promise.resolve();
}

function ScreenSlot({ meta }: { meta: RouteMeta }) {
  const Screen = SCREENS[meta.screen];
  return (
    <ScreenBoundary key={meta.screen} screen={meta.screen}>
      <Suspense fallback={<ScreenPlaceholder />}>
        <Screen meta={meta} />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * The router sees only the route the location opens (platform/route-table's own matcher finds
 * it) and the fallback: React Router flattens and ranks every route it is given at each render,
 * which with the whole table was a task of its own on a slow phone at every navigation.
 */
export function AppRoutes() {
  const meta = routeOf(useLocation().pathname);
  return (
    <Routes>
      {meta && (
        <Route element={meta.shell === 'main' ? <MainShell /> : <PageShell />}>
          <Route path={meta.path} element={<ScreenSlot meta={meta} />} />
        </Route>
      )}
      {/* §2: any unknown path redirects to /m/home. */}
      <Route path="*" element={<Navigate to="/home" replace />} />
    </Routes>
  );
}
