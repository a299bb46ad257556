import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../schemas/content.schema';
import type { WidgetProps } from '../define-widget';
import { linkageAction } from '../shared/linkage';
import type { ImageListProps } from './schema';
import { SiteImage } from '../shared/site-image';

/** Skeleton rows while the group loads. */
const SKELETONS = 2;

/**
 * §2 event page image list: the images of one announcement group, full width, one under
 * another. An image with a link is a button that follows it (route, promotion, URL or game);
 * an image that fails to load is hidden; with nothing to show, a short message says so.
 */
export default function ImageList({ props, data, loading, onAction, ctx }: WidgetProps<ImageListProps, Banner[]>) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const frame = 'rounded-[var(--radius-card)] overflow-hidden';
  if (loading && !data) {
    return (
      <div className="px-3 space-y-3" aria-busy="true" data-testid="image-list-loading">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <div key={i} className={`${frame} skeleton`} style={{ aspectRatio: props.aspect }} />
        ))}
      </div>
    );
  }
  const list = (data ?? []).filter((b) => !broken.has(b.id));
  if (list.length === 0) {
    return (
      <p className="px-8 py-10 text-center text-sm text-muted" data-testid="image-list-empty">
        {t(props.emptyText)}
      </p>
    );
  }
  return (
    <ul className="px-3 space-y-3" aria-label={t(props.label)} data-testid="image-list">
      {list.map((b, i) => {
        const action = linkageAction(b.linkage);
        const img = (
          <SiteImage
            src={b.url}
            cdn={ctx.imageCdn}
            alt={b.title ?? ''}
            width={750}
            height={300}
            loading={i === 0 ? 'eager' : 'lazy'}
            onError={() => setBroken((s) => new Set(s).add(b.id))}
            className="block w-full h-full object-cover"
          />
        );
        return (
          <li
            key={b.id}
            className={`${frame} border border-line bg-surface shadow-[0_6px_20px_-12px_rgba(0,0,0,.8)]`}
            style={{ aspectRatio: props.aspect }}
            data-testid="image-list-item"
          >
            {action ? (
              <button type="button" className="block size-full" onClick={() => onAction(action)} aria-label={b.title ?? t(props.label)}>
                {img}
              </button>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}
