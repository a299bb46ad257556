import { useTranslation } from 'react-i18next';
import { Icon } from '../../../widgets/shared/icon';

/** §2/§4 system status screens: 1 maintenance, 2 IP/region restricted. */
export function StatusScreen({ kind, info, ip }: { kind: 'maintenance' | 'restricted'; info?: string; ip?: string }) {
  const { t } = useTranslation();
  return (
    <main className="app-frame min-h-dvh flex flex-col items-center justify-center gap-4 px-8 text-center" data-testid={`status-${kind}`}>
      <span className="grid place-items-center size-20 rounded-3xl bg-surface-2 text-brand shadow-[0_0_60px_-10px_var(--color-brand)]">
        <Icon name={kind === 'maintenance' ? 'wrench' : 'ban'} className="size-10" />
      </span>
      <h1 className="text-xl font-bold">{t(kind === 'maintenance' ? 'status.maintenanceTitle' : 'status.restrictedTitle')}</h1>
      <p className="text-sm text-muted">{t(kind === 'maintenance' ? 'status.maintenanceText' : 'status.restrictedText')}</p>
      {info && <p className="text-sm text-ink/80 whitespace-pre-line">{info}</p>}
      {ip && <p className="text-xs text-muted">{t('status.yourIp', { ip })}</p>}
      <button type="button" onClick={() => window.location.reload()} className="btn-primary h-10 px-6">
        {t('common.retry')}
      </button>
    </main>
  );
}
