import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../schemas/content.schema';
import type { WidgetProps } from '../define-widget';
import { Icon } from '../shared/icon';
import type { NoticeMarqueeProps } from './schema';
import { useMarquee } from './use-marquee';

/** §2 notice marquee: tapping an item opens /m/notice at that item; with no items one placeholder shows. */
export default function NoticeMarquee({ props, data, loading, onAction }: WidgetProps<NoticeMarqueeProps, Announcement[]>) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const items = data && data.length > 0 ? data.map((n) => n.title) : [t('notice.placeholder')];
  useMarquee(viewport, props.speed, !loading);
  const open = (index: number) => onAction({ type: 'navigate', to: `/m/notice?index=${index}` });
  return (
    <div className="mx-3 flex items-center gap-2 h-9 px-3 rounded-full bg-surface border border-line" data-testid="notice-marquee">
      <Icon name="megaphone" className="size-4 shrink-0 text-brand" />
      <div ref={viewport} className="overflow-hidden flex-1 min-w-0" aria-live="off">
        <div className="flex w-max whitespace-nowrap will-change-transform">
          {[0, 1].map((copy) => (
            <div key={copy} className="flex" aria-hidden={copy === 1 ? 'true' : undefined}>
              {items.map((title, i) => (
                <button
                  key={i}
                  type="button"
                  tabIndex={copy === 1 ? -1 : 0}
                  className="text-[13px] text-ink/90 pe-12"
                  onClick={() => open(i)}
                >
                  {title}
                </button>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
