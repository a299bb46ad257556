import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TOAST_MS } from '../../lib/constants';
import { network } from '../../state/network';

/**
 * §8 "No Internet" for as long as the device is offline; "Slow Connection" for a short toast's
 * time (§9, 3 s) each time a request runs past SLOW_REQUEST_MS.
 */
export function NetworkBanner() {
  const { t } = useTranslation();
  const { online, slowRequests } = useSnapshot(network);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!slowRequests) return;
    setSlow(true);
    const id = setTimeout(() => setSlow(false), TOAST_MS.short);
    return () => clearTimeout(id);
  }, [slowRequests]);
  if (online && !slow) return null;
  return (
    // A pill just below the header: the header's menu, logo and sign-in stay usable while offline.
    <div
      role="alert"
      data-testid="network-banner"
      data-kind={online ? 'slow' : 'offline'}
      className={`fixed left-1/2 top-[calc(env(safe-area-inset-top)+4rem)] z-50 -translate-x-1/2 flex items-center gap-2 whitespace-nowrap rounded-full px-3.5 py-1.5 text-xs font-semibold shadow-lg shadow-black/40 ${online ? 'bg-amber-400 text-black' : 'bg-danger text-white'}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${online ? 'bg-black/70 animate-pulse' : 'bg-white'}`} />
      {online ? t('errors.network.slow') : t('errors.network.offline')}
    </div>
  );
}
