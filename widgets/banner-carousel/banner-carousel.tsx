import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../schemas/content.schema';
import type { WidgetProps } from '../define-widget';
import { linkageAction } from '../shared/linkage';
import type { BannerCarouselProps } from './schema';
import { prefersReducedMotion, scrollBehavior } from '../../src/lib/motion';
import { SiteImage } from '../shared/site-image';
import { useOnScreen } from '../shared/use-on-screen';

/**
 * §2 banner carousel. Swiping is the browser's own scroll-snap (native
 * momentum and RTL for free, no carousel library in the first-load bundle);
 * autoplay runs only with more than one banner, pauses while touched, while scrolled out of
 * view or the page is hidden, and stays off for a player who asked for less motion;
 * a banner whose image fails to load is hidden.
 */
export default function BannerCarousel({ props, data, loading, onAction, ctx }: WidgetProps<BannerCarouselProps, Banner[]>) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const banners = (data ?? []).filter((b) => !failed.has(b.id));
  const count = banners.length;

  const onScreen = useOnScreen(track);

  useEffect(() => {
    // No autoplay for a player who asked for less motion: the banners stay where they are put.
    // Nor off screen: each step is a smooth scroll and a render that nobody would see.
    if (count <= 1 || paused || !onScreen || prefersReducedMotion()) return;
    const id = setInterval(() => setActive((i) => (i + 1) % count), props.autoplayMs);
    return () => clearInterval(id);
  }, [count, paused, onScreen, props.autoplayMs]);

  // Keep the index in range when a banner drops out, and bring the active one into view.
  const index = count ? active % count : 0;
  useEffect(() => {
    const el = track.current;
    const slide = el?.children[index] as HTMLElement | undefined;
    if (!el || !slide || typeof el.scrollTo !== 'function') return;
    el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: scrollBehavior() });
  }, [index]);

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const i = Math.round(Math.abs(el.scrollLeft) / el.clientWidth);
    if (i !== index && i < count) setActive(i);
  };

  const frame = 'mx-3 rounded-[var(--radius-card)] overflow-hidden';
  if (loading && !data) return <div className={`${frame} skeleton`} style={{ aspectRatio: props.aspect }} aria-busy="true" />;
  if (count === 0) return null;

  return (
    <section className="relative" aria-roledescription="carousel" aria-label={t('banner.label')} data-testid="banner-carousel">
      <div
        ref={track}
        onScroll={onScroll}
        onPointerDown={() => setPaused(true)}
        onPointerUp={() => setPaused(false)}
        onPointerCancel={() => setPaused(false)}
        className={`${frame} flex snap-x snap-mandatory overflow-x-auto no-scrollbar`}
        style={{ aspectRatio: props.aspect }}
      >
        {banners.map((b, i) => {
          const action = linkageAction(b.linkage);
          return (
            <button
              key={b.id}
              type="button"
              className="relative shrink-0 w-full h-full snap-center"
              aria-roledescription="slide"
              aria-label={b.title ?? t('banner.slide', { n: i + 1, count })}
              aria-hidden={i === index ? undefined : 'true'}
              tabIndex={i === index ? 0 : -1}
              onClick={() => action && onAction(action)}
            >
              <SiteImage
                src={b.url}
                cdn={ctx.imageCdn}
                alt={b.title ?? ''}
                className="w-full h-full object-cover"
                draggable={false}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
                onError={() => setFailed((s) => new Set(s).add(b.id))}
              />
            </button>
          );
        })}
      </div>
      {props.showDots && count > 1 && (
        <div className="absolute bottom-0 inset-x-0 flex justify-center" role="tablist" aria-label={t('banner.label')}>
          {banners.map((b, i) => (
            // The dot is small; the button around it is a 24 px target a finger can hit (WCAG 2.5.8).
            <button
              key={b.id}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={t('banner.slide', { n: i + 1, count })}
              onClick={() => setActive(i)}
              className="grid h-6 min-w-6 place-items-center px-[3px]"
            >
              <span aria-hidden="true" className={`block h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-brand' : 'w-1.5 bg-white/50'}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
