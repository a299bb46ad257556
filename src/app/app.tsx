import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSettings } from '../state/settings';
import { useSession } from '../state/session';
import { SYSTEM_STATUS } from '../lib/constants';
import { AppRoutes } from './routes';
import { BASE_PATH } from '../runtime/actions';
import { WidgetSheetProvider } from '../../widgets/shared/sheet-host';
import { BottomSheet } from './shell/bottom-sheet';
import { RouteAnnouncer } from './shell/route-announcer';
import { withLaterTranslations } from './i18n';

// Neither is part of a visitor's first load: the status screens show only in maintenance or a
// restricted region, the hosts only with a session.
const StatusScreen = lazy(() => import('./screens/status-screen').then((m) => ({ default: m.StatusScreen })));
const SignedInHosts = lazy(withLaterTranslations(() => import('./signed-in-hosts')));

export function App() {
  const { status } = useSettings();
  const { token } = useSession();
  // §4: 1 if maintenance (with or without region restriction), 2 if only region restriction.
  if (status?.status === SYSTEM_STATUS.maintenance || status?.status === SYSTEM_STATUS.regionRestricted) {
    const maintenance = status.status === SYSTEM_STATUS.maintenance;
    return (
      <Suspense fallback={null}>
        {maintenance ? <StatusScreen kind="maintenance" info={status.info} /> : <StatusScreen kind="restricted" info={status.info} ip={status.location.ip} />}
      </Suspense>
    );
  }
  return (
    <BrowserRouter basename={BASE_PATH}>
      {/* Widgets that open a detail (the promotion pop-up) get the app's own sheet. */}
      <WidgetSheetProvider value={BottomSheet}>
        <AppRoutes />
      </WidgetSheetProvider>
      <RouteAnnouncer />
      {token && (
        <Suspense fallback={null}>
          <SignedInHosts />
        </Suspense>
      )}
    </BrowserRouter>
  );
}
