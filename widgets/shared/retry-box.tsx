import { useTranslation } from 'react-i18next';

/** §8 "Loading failed, click to retry": the one retry box for blocks and screens. */
export function RetryBox({ onRetry, className = 'mx-3 w-[calc(100%-1.5rem)]' }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onRetry} data-testid="block-retry" className={`${className} rounded-xl border border-line bg-surface py-6 text-sm text-muted`}>
      {t('errors.loadFailedRetry')}
    </button>
  );
}
