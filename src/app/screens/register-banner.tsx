/**
 * §7 the register page's announcements: the banners (type B) of the register group, served by the
 * announcements API from what the operator published. A skeleton while they come; nothing when the
 * operator published none or they could not be fetched: the form below is what the page is for,
 * and a banner strip that failed is not worth a retry box above it.
 */
import { useEffect, useState } from 'react';
import type { Banner } from '../../../schemas/content.schema';
import BannerCarousel from '../../../widgets/banner-carousel/banner-carousel';
import { getAnnouncements } from '../../api/content/get-announcements';
import { BANNER_AUTOPLAY_MS, REGISTER_BANNER_GROUP } from '../../lib/constants';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';

export function RegisterBanner() {
  const ctx = useRuntimeContext();
  const perform = useActionHandler();
  const [banners, setBanners] = useState<Banner[] | null>(null);
  // The language the layouts' banner sources ask in, so the operator's per-language banners apply here too.
  const language = ctx.source.language;
  useEffect(() => {
    const c = new AbortController();
    getAnnouncements({ types: 'B', groupName: REGISTER_BANNER_GROUP, language }, c.signal).then(
      (r) => setBanners(r.banners),
      () => !c.signal.aborted && setBanners([]),
    );
    return () => c.abort();
  }, [language]);
  if (banners?.length === 0) return null;
  return (
    <div className="-mx-2 mb-4" data-testid="register-banner">
      <BannerCarousel props={{ autoplayMs: BANNER_AUTOPLAY_MS, aspect: '5/2', showDots: true }} data={banners ?? undefined} loading={!banners} onAction={perform} ctx={ctx.widget} />
    </div>
  );
}
