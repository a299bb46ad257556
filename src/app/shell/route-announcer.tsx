/**
 * Tells a screen-reader user that the screen changed: a client-side navigation is silent
 * otherwise (no page load to read out). The document title follows the screen too, so the
 * browser's history and tab switcher name it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSettings } from '../../state/settings';
import { routeOf } from '../../../platform/route-table';

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const siteName = useSettings().settings?.siteName ?? 'Parlor';
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const meta = routeOf(pathname);
  const title = meta ? `${t(meta.title)} · ${siteName}` : siteName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    // The first screen is read out with the page itself.
    if (first.current) {
      first.current = false;
      return;
    }
    setMessage(title);
    // Announce on navigation only, not when the language or the site name changes the title.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
