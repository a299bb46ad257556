import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../schemas/content.schema';
import type { HomePopupsData } from '../../src/lib/home-popups';
import type { WidgetProps } from '../define-widget';
import { Icon } from '../shared/icon';
import type { HomePopupsProps } from './schema';

/**
 * Closed in this page view. The source already leaves out what was shown (per sign-in or per
 * day), but it keeps an answer for a few seconds: coming back home meanwhile must not reopen them.
 */
const closed = new Set<string>();

/** Operator HTML as plain text for the card (the full text lives in the notices). */
function plain(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const cover = (a: Announcement) => [...(a.announcementImages ?? [])].sort((x, y) => x.sequence - y.sequence)[0]?.url;

/**
 * §2 home pop-ups: the login pop-up announcement carousel (previous/next only with more than
 * one), then the app-download offer. A card over the bottom of the page rather than a blocking
 * modal: the player can read it or keep browsing, and Escape or × closes it.
 */
export default function HomePopups({ props, data, onAction }: WidgetProps<HomePopupsProps, HomePopupsData>) {
  const { t } = useTranslation();
  const [seenData, setSeenData] = useState(data);
  const [index, setIndex] = useState(0);
  const [, rerender] = useState(0);
  const titleId = useId();
  const textId = useId();
  // New data (after a sign-in, say) starts at its first pop-up.
  if (seenData !== data) {
    setSeenData(data);
    setIndex(0);
  }
  if (!data || typeof document === 'undefined') return null;
  const items = data.announcements.filter((a) => !closed.has(`a:${a.id}`));
  const offerDownload = data.download && !closed.has('download');

  const close = (keys: string[]) => {
    keys.forEach((k) => closed.add(k));
    rerender((n) => n + 1);
  };
  const onKeyDown = (keys: string[]) => (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') close(keys);
  };
  const frame = 'fixed inset-x-3 z-30 mx-auto max-w-[456px] bottom-[calc(4.75rem+env(safe-area-inset-bottom))] rounded-2xl border border-line bg-surface/95 backdrop-blur-md shadow-[0_18px_40px_-12px_rgb(0_0_0/0.7)] animate-[sheet-up_.225s_ease-out] motion-reduce:animate-none';
  const closeButton = (keys: string[]) => (
    <button type="button" onClick={() => close(keys)} aria-label={t('common.close')} className="grid place-items-center size-8 -me-1.5 -mt-1 shrink-0 rounded-full text-muted hover:text-ink">
      <Icon name="close" className="size-4" />
    </button>
  );

  if (items.length > 0) {
    const at = Math.min(index, items.length - 1);
    const a = items[at]!;
    const keys = items.map((x) => `a:${x.id}`);
    const image = props.showImage ? cover(a) : undefined;
    return createPortal(
      <div role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={onKeyDown(keys)} className={frame} data-testid="home-popup" data-kind={a.popupKind ?? undefined}>
        {image && <img src={image} alt="" className="w-full aspect-[2/1] object-cover rounded-t-2xl" />}
        <div className="p-4">
          <div className="flex items-start gap-2">
            <span className="grid place-items-center size-8 shrink-0 rounded-full bg-brand/15 text-brand">
              <Icon name="megaphone" className="size-4" />
            </span>
            <div className="flex-1 min-w-0">
              <h2 id={titleId} className="font-bold leading-snug">{a.title}</h2>
              <p id={textId} className="mt-1 text-sm text-ink/80 line-clamp-4">{plain(a.content)}</p>
            </div>
            {closeButton(keys)}
          </div>
          {items.length > 1 && (
            <div className="mt-3 flex items-center justify-between" data-testid="home-popup-nav">
              <button type="button" onClick={() => setIndex(at - 1)} disabled={at === 0} aria-label={t('common.previous')} className="grid place-items-center size-9 rounded-full border border-line disabled:opacity-35">
                <Icon name="chevron-left" className="size-4 rtl:rotate-180" />
              </button>
              <span className="text-xs tabular-nums text-muted" aria-live="polite" data-testid="home-popup-position">
                {t('home.popups.position', { n: at + 1, total: items.length })}
              </span>
              <button type="button" onClick={() => setIndex(at + 1)} disabled={at === items.length - 1} aria-label={t('common.next')} className="grid place-items-center size-9 rounded-full border border-line disabled:opacity-35">
                <Icon name="chevron-right" className="size-4 rtl:rotate-180" />
              </button>
            </div>
          )}
        </div>
      </div>,
      document.body,
    );
  }

  if (offerDownload) {
    return createPortal(
      <div role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={onKeyDown(['download'])} className={frame} data-testid="home-download">
        <div className="p-4 flex items-start gap-3">
          <span className="grid place-items-center size-12 shrink-0 rounded-[22%] bg-gradient-to-br from-brand to-accent text-bg text-xl font-black" aria-hidden="true">
            <Icon name="download" className="size-6" />
          </span>
          <div className="flex-1 min-w-0">
            <h2 id={titleId} className="font-bold leading-snug">{t('home.popups.appTitle')}</h2>
            <p id={textId} className="mt-0.5 text-xs text-ink/80">{t('home.popups.appText')}</p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className="btn-primary h-9 px-4 text-sm"
                onClick={() => {
                  close(['download']);
                  onAction({ type: 'navigate', to: '/m/download' });
                }}
              >
                {t('home.popups.appGet')}
              </button>
              <button type="button" className="btn-ghost h-9 px-4 text-sm" onClick={() => close(['download'])}>
                {t('home.popups.later')}
              </button>
            </div>
          </div>
          {closeButton(['download'])}
        </div>
      </div>,
      document.body,
    );
  }
  return null;
}

/** Tests: forget what this page view closed. */
export function resetClosedPopups(): void {
  closed.clear();
}
