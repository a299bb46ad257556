/**
 * The header button that opens the §2 download pop-up (the community pop-up opens from the menus). The pop-ups are lazy chunks, loaded
 * on the first tap, so the shell's first load stays small. They render into <body>: the sticky
 * header's backdrop filter (and the side menu's slide-in transform) would otherwise become the
 * containing block of their fixed layers.
 */
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { livePlatform } from '../../lib/platform';
import { Icon } from '../../../widgets/shared/icon';
import { withLaterTranslations } from '../i18n';

const DownloadPopup = lazy(withLaterTranslations(() => import('./download-popup')));

/** Header download button: only outside the app and an installed web app (§2). */
export function DownloadButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (livePlatform() !== 'browser') return null;
  return (
    <>
      <button
        type="button"
        aria-label={t('routes.download')}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="grid place-items-center size-8 rounded-lg text-muted"
        data-testid="header-download"
      >
        <Icon name="download" />
      </button>
      {loaded &&
        createPortal(
          <Suspense fallback={null}>
            <DownloadPopup open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
