import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TOAST_MS } from '../../lib/constants';
import { network } from '../../state/network';

/** §8 "No Internet" while offline; "Slow Connection" briefly when a request runs long. */
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
    <div role="alert" className={`fixed top-0 inset-x-0 z-50 py-1.5 text-center text-xs font-medium ${online ? 'bg-amber-500 text-black' : 'bg-danger text-white'}`}>
      {online ? t('errors.network.slow') : t('errors.network.offline')}
    </div>
  );
}
