import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../widgets/shared/icon';
import type { RouteMeta } from '../routes';

/** The frame of a screen whose content a later issue builds: its title and a way back. */
export function FrameScreen({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-16 text-center" data-testid="frame-screen">
      <span className="grid place-items-center size-16 rounded-2xl bg-surface-2 text-brand">
        <Icon name="wrench" className="size-8" />
      </span>
      <h2 className="text-lg font-bold">{t(meta.title)}</h2>
      <p className="text-sm text-muted max-w-[28ch]">{t('frame.soon')}</p>
      <Link to="/home" className="btn-primary h-10 px-6 mt-2">{t('common.backHome')}</Link>
    </section>
  );
}
