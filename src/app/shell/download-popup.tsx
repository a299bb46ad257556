/**
 * §2 download pop-up (banner, title, install buttons, bonus text, Telegram button) and the
 * install options it shares with /m/download. Which options show is decided by the pure rules
 * of src/lib/platform.ts from the user agent, the platform, the operator's links and settings.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../schemas/content.schema';
import { getDownloads } from '../../api/content/get-downloads';
import { livePlatform } from '../../lib/platform';
import { detectDevice, downloadPlan, HIDE_IOS_DOWNLOAD_FLAG, type DownloadPlan } from '../../lib/download-plan';
import { flagsOn, useSettings } from '../../state/settings';
import { installApp, useInstallOffer } from '../../state/install-offer';
import { readString, STORAGE_KEYS } from '../../state/storage';
import { openNewWindow } from '../../runtime/open-window';
import { toast } from '../../state/toasts';
import { Icon } from '../../../widgets/shared/icon';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { BottomSheet } from './bottom-sheet';
import { BrandIcon } from './brand-icons';
import { arriving } from '../../lib/arriving';

/** §3 local storage key: '1' once the profile's home-screen web clip is installed (set at boot: src/lib/webclip.ts). */
const WEBCLIP_KEY = STORAGE_KEYS.webclip;

/** The device's download plan, from the live user agent, platform, links and settings. */
export function useDownloadPlan(everyStore: boolean): { plan: DownloadPlan | null; failed: boolean; retry: () => void } {
  const { settings } = useSettings();
  const [downloads, setDownloads] = useState<Resource[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getDownloads().then(arriving((d) => setDownloads(d.downloads)), () => setFailed(true));
  };
  useEffect(load, []);
  const plan = useMemo(
    () =>
      downloads &&
      downloadPlan({
        device: detectDevice(navigator.userAgent, navigator.maxTouchPoints),
        platform: livePlatform(),
        downloads,
        hideIos: flagsOn(settings).has(HIDE_IOS_DOWNLOAD_FLAG),
        webclip: readString(WEBCLIP_KEY),
        everyStore,
      }),
    [downloads, settings, everyStore],
  );
  return { plan, failed, retry: load };
}

const storeButton = 'flex items-center justify-center gap-2.5 min-h-12 px-4 py-2 rounded-2xl font-semibold text-sm text-center';

/** The install buttons and guides of a plan. */
export function DownloadOptions({ plan }: { plan: DownloadPlan }) {
  const { t } = useTranslation();
  const [profileSteps, setProfileSteps] = useState(false);
  // The browser's own install offer (Chromium), when it has made one: the web app, no store needed.
  const installable = useInstallOffer();
  const none = !plan.ios && !plan.android && !plan.profile && !plan.addToHome && !installable;
  return (
    <div className="space-y-3" data-testid="download-options">
      {plan.useSafari && (
        <p role="alert" className="rounded-xl border border-brand/40 bg-brand/10 px-3 py-2.5 text-sm text-brand" data-testid="use-safari">
          {t('download.useSafari')}
        </p>
      )}
      {plan.ios && (
        <a href={plan.ios} className={`${storeButton} bg-ink text-bg`} data-testid="download-ios">
          <BrandIcon name="apple" className="size-5" />
          {t('download.ios')}
        </a>
      )}
      {plan.android && (
        <a href={plan.android} className={`${storeButton} bg-[#3ddc84] text-[#06301a]`} data-testid="download-android">
          <BrandIcon name="android" className="size-5" />
          {t('download.android')}
        </a>
      )}
      {installable && (
        <button type="button" onClick={() => void installApp()} className={`${storeButton} w-full border border-brand/50 bg-brand/10 text-ink`} data-testid="download-pwa">
          <BrandIcon name="plus" className="size-5 text-brand" />
          {t('download.a2hs.title')}
        </button>
      )}
      {plan.profile && (
        <a
          href={plan.profile}
          className={`${storeButton} border border-line bg-surface text-ink`}
          data-testid="download-profile"
          onClick={(e) => {
            // §8: profiles install from Safari only.
            if (plan.useSafari) {
              e.preventDefault();
              toast('download.useSafari', 'normal');
              return;
            }
            // §2: after the profile downloads, guide the player through installing it.
            setProfileSteps(true);
          }}
        >
          <BrandIcon name="plus" className="size-5 text-brand" />
          {t('download.profile')}
        </a>
      )}
      {profileSteps && <p className="rounded-xl bg-surface-2 px-3 py-2.5 text-xs text-ink/85" role="status" data-testid="profile-steps">{t('download.profileSteps')}</p>}
      {plan.addToHome && (
        <section className="rounded-2xl border border-line bg-surface-2/60 p-3" data-testid="add-to-home">
          <h3 className="flex items-center gap-2 text-sm font-bold">
            <BrandIcon name="share" className="size-4 text-brand" />
            {t('download.a2hs.title')}
          </h3>
          <ol className="mt-2 space-y-1.5 text-xs text-ink/85 list-decimal ps-5">
            <li>{t('download.a2hs.step1')}</li>
            <li>{t('download.a2hs.step2')}</li>
            <li>{t('download.a2hs.step3')}</li>
          </ol>
          {plan.addToHome.upTo12_1 && <p className="mt-2 text-[11px] text-brand" data-testid="a2hs-tip-12">{t('download.a2hs.tip12')}</p>}
          {plan.addToHome.upTo11 && <p className="mt-1 text-[11px] text-brand" data-testid="a2hs-tip-11">{t('download.a2hs.tip11')}</p>}
        </section>
      )}
      {none && <p className="text-center text-sm text-muted" data-testid="download-none">{t('download.none')}</p>}
    </div>
  );
}

export function TelegramButton({ url }: { url: string }) {
  const { t } = useTranslation();
  // §2: Telegram opens in a new window (§8 "Popup blocked" when the browser refuses it).
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        e.preventDefault();
        openNewWindow(url);
      }}
      className={`${storeButton} w-full bg-[#1877aa] text-white`} data-testid="download-telegram">
      <BrandIcon name="telegram" className="size-5" />
      {t('download.telegram')}
    </a>
  );
}

/** The brand banner on top of the pop-up and the page. */
export function DownloadBanner({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const site = settings?.siteName ?? 'Parlor';
  return (
    <div className={`relative overflow-hidden rounded-3xl border border-line bg-[radial-gradient(120%_90%_at_100%_0%,color-mix(in_oklab,var(--color-accent)_55%,transparent),transparent_60%),linear-gradient(160deg,var(--color-surface-2),var(--color-bg))] ${compact ? 'p-4' : 'px-5 py-7'} text-center`} data-testid="download-banner">
      <div className={`mx-auto grid place-items-center rounded-[22%] bg-gradient-to-br from-brand to-accent text-bg font-black shadow-[0_10px_30px_-8px_var(--color-brand)] ${compact ? 'size-14 text-2xl' : 'size-20 text-4xl'}`}>♠</div>
      <h2 className={`mt-3 font-black tracking-tight ${compact ? 'text-lg' : 'text-2xl'}`}>{t('download.title', { site })}</h2>
      <p className="mt-1 text-xs text-muted">{t('download.subtitle')}</p>
    </div>
  );
}

/** §2 download pop-up: banner, title, install buttons, bonus text, Telegram button. */
export default function DownloadPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { plan, failed, retry } = useDownloadPlan(false);
  return (
    <BottomSheet title={t('routes.download')} open={open} onClose={onClose} footer={plan?.telegram && !plan.hidden ? <TelegramButton url={plan.telegram} /> : undefined}>
      <div className="space-y-4" data-testid="download-popup">
        <DownloadBanner compact />
        {failed && <RetryBox onRetry={retry} className="w-full" />}
        {!plan && !failed && <div className="skeleton h-28" aria-busy="true" />}
        {plan && (plan.hidden ? <p className="text-center text-sm text-muted">{t('download.installed')}</p> : <DownloadOptions plan={plan} />)}
        <p className="flex items-start gap-2 rounded-xl bg-gradient-to-r from-brand/15 to-accent/15 border border-brand/30 px-3 py-2.5 text-xs text-ink/90" data-testid="download-bonus">
          <Icon name="gift" className="size-4 shrink-0 text-brand" />
          {t('download.bonus')}
        </p>
      </div>
    </BottomSheet>
  );
}
