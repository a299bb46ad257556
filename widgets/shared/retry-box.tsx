import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * §8 "Loading failed, click to retry": the one retry box for blocks and screens. When the
 * browser comes back online it retries on its own, once (a box that fails again is a new box,
 * which waits for the next reconnection or a click). `reconnectedSince` says whether the browser has
 * come back online since the failed attempt began: a reconnection the box was not yet there to
 * hear (it came between the failure and the box's mount), so the box retries at once, once.
 */
export function RetryBox({ onRetry, reconnectedSince, className = 'mx-3 w-[calc(100%-1.5rem)]' }: { onRetry: () => void; reconnectedSince?: () => boolean; className?: string }) {
  const { t } = useTranslation();
  const latest = useRef(onRetry);
  latest.current = onRetry;
  const missed = useRef(reconnectedSince);
  useEffect(() => {
    if (missed.current?.()) {
      latest.current();
      return;
    }
    const reconnected = () => latest.current();
    window.addEventListener('online', reconnected, { once: true });
    return () => window.removeEventListener('online', reconnected);
  }, []);
  return (
    <button type="button" onClick={onRetry} data-testid="block-retry" className={`${className} rounded-xl border border-line bg-surface py-6 text-sm text-muted`}>
      {t('errors.loadFailedRetry')}
    </button>
  );
}
