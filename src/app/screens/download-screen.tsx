/**
 * §2 /m/download: the iOS and Android buttons (both stores whatever the device, so the page can
 * be shared), the iOS extras the device qualifies for, and Telegram. Hidden inside the app or
 * an installed web app, where there is nothing left to install.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../widgets/shared/icon';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { DownloadBanner, DownloadOptions, TelegramButton, useDownloadPlan } from '../shell/download-popup';

export function DownloadScreen() {
  const { t } = useTranslation();
  const { plan, failed, retry } = useDownloadPlan(true);
  if (failed) return <RetryBox onRetry={retry} className="m-4 w-[calc(100%-2rem)]" />;
  if (!plan) return <div className="m-4 space-y-3" aria-busy="true"><div className="skeleton h-48" /><div className="skeleton h-28" /></div>;
  if (plan.hidden) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center" data-testid="download-hidden">
        <p className="text-sm text-muted">{t('download.installed')}</p>
        <Link to="/home" className="btn-primary h-10 px-6">{t('common.backHome')}</Link>
      </div>
    );
  }
  return (
    <section className="p-4 space-y-4" data-testid="download-screen">
      <DownloadBanner />
      <DownloadOptions plan={plan} />
      <p className="flex items-start gap-2 rounded-xl bg-gradient-to-r from-brand/15 to-accent/15 border border-brand/30 px-3 py-2.5 text-xs text-ink/90">
        <Icon name="gift" className="size-4 shrink-0 text-brand" />
        {t('download.bonus')}
      </p>
      {plan.telegram && <TelegramButton url={plan.telegram} />}
    </section>
  );
}
