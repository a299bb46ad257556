/**
 * §2 channel pop-up (bottom sheet): the community links TELEGRAM, FACEBOOK and FBGROUP, each
 * shown only when the operator configured it (§3 channel resources); each opens in a new window.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../schemas/content.schema';
import { getDownloads } from '../../api/content/get-downloads';
import { openNewWindow } from '../../runtime/open-window';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { BottomSheet } from './bottom-sheet';
import { BrandIcon, type BrandIconName } from './brand-icons';
import { arriving } from '../../lib/arriving';

/** §2: the community channels, in the order they show. */
export const CHANNEL_TYPES = ['TELEGRAM', 'FACEBOOK', 'FBGROUP'] as const;
const LOOK: Record<(typeof CHANNEL_TYPES)[number], { icon: BrandIconName; tone: string }> = {
  TELEGRAM: { icon: 'telegram', tone: 'bg-[#1877aa]' },
  FACEBOOK: { icon: 'facebook', tone: 'bg-[#1877f2]' },
  FBGROUP: { icon: 'group', tone: 'bg-[#0866ff]' },
};

/** The configured community channels among §2's three, in §2's order. */
function configuredChannels(channels: readonly Resource[]): (Resource & { resourceType: (typeof CHANNEL_TYPES)[number] })[] {
  return CHANNEL_TYPES.flatMap((type) => {
    const c = channels.find((r) => r.resourceType.toUpperCase() === type && /^https?:\/\//.test(r.url));
    return c ? [{ ...c, resourceType: type }] : [];
  });
}

export default function ChannelPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [channels, setChannels] = useState<Resource[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    getDownloads().then(arriving((d) => setChannels(d.channels)), () => setFailed(true));
  };
  useEffect(() => {
    if (open && !channels) load();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = channels ? configuredChannels(channels) : [];
  return (
    <BottomSheet title={t('channel.title')} open={open} onClose={onClose}>
      <div data-testid="channel-popup">
        <p className="text-sm text-muted">{t('channel.intro')}</p>
        {failed && <RetryBox onRetry={load} className="mt-3 w-full" />}
        {!channels && !failed && <div className="mt-3 skeleton h-32" aria-busy="true" />}
        {channels && list.length === 0 && <p className="mt-3 text-center text-sm text-muted">{t('channel.none')}</p>}
        <ul className="mt-3 space-y-2">
          {list.map((c) => (
            <li key={c.resourceType}>
              <a
                href={c.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  // §2: each opens in a new window; §8 "Popup blocked" when the browser refuses it.
                  e.preventDefault();
                  if (openNewWindow(c.url)) onClose();
                }}
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2/60 p-3" data-testid={`channel-${c.resourceType}`}>
                <span className={`grid place-items-center size-10 rounded-xl text-white ${LOOK[c.resourceType].tone}`}>
                  <BrandIcon name={LOOK[c.resourceType].icon} className="size-5" />
                </span>
                <span className="flex-1 min-w-0">
                  <span className="block text-sm font-semibold">{t(`channel.types.${c.resourceType}`)}</span>
                  <span className="block text-[11px] text-muted truncate">{c.url.replace(/^https?:\/\//, '')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </BottomSheet>
  );
}
