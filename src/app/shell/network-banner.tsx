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
    <div
      role="alert"
      data-testid="network-banner"
      data-kind={online ? 'slow' : 'offline'}
      className={`fixed top-0 inset-x-0 z-50 mx-auto max-w-[480px] pt-[env(safe-area-inset-top)] text-center text-xs font-semibold shadow-lg ${online ? 'bg-amber-400 text-black' : 'bg-danger text-white'}`}
    >
      <p className="flex items-center justify-center gap-2 py-1.5">
        <span aria-hidden="true" className={`size-1.5 rounded-full ${online ? 'bg-black/70 animate-pulse' : 'bg-white'}`} />
        {online ? t('errors.network.slow') : t('errors.network.offline')}
      </p>
    </div>
  );
}
