import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * §8 "Loading failed, click to retry": the one retry box for blocks and screens. When the
 * browser comes back online it retries on its own, once (a box that fails again is a new box,
 * which waits for the next reconnection or a click).
 */
export function RetryBox({ onRetry, className = 'mx-3 w-[calc(100%-1.5rem)]' }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  const latest = useRef(onRetry);
  latest.current = onRetry;
  useEffect(() => {
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
