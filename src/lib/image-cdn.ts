/**
 * §9 image CDNs: the site's own images (paths such as /media/…) are fetched from one of the
 * operator's image CDN hosts (settings `imageCDNs`), chosen at random once per page so a
 * visit's images come from one host and its cache; an image the CDN fails to give falls back to
 * this site. Other addresses (an absolute URL, a data: image) are used as they are.
 */

/** An https origin the settings may name (the console checks the same: server/services/admin-settings.ts). */
const CDN_PATTERN = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s"'<>]*)?$/;

/** One of `list` at random (`random` in [0, 1)), without a trailing slash; '' when there is none usable. */
export function pickImageCdn(list: readonly string[] | undefined, random: () => number = Math.random): string {
  const usable = (list ?? []).filter((u) => CDN_PATTERN.test(u));
  if (!usable.length) return '';
  const pick = usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))]!;
  return pick.replace(/\/+$/, '');
}

/** `url` from the CDN `cdn` when it is one of the site's own paths; as it is otherwise. */
export function cdnUrl(url: string, cdn: string | undefined): string {
  return cdn && url.startsWith('/') && !url.startsWith('//') ? `${cdn}${url}` : url;
}

let chosen: { key: string; cdn: string } | null = null;

/** The page's CDN for this list: chosen once, and again only when the list changes. */
export function pageImageCdn(list: readonly string[] | undefined): string {
  const key = JSON.stringify(list ?? []);
  if (!chosen || chosen.key !== key) chosen = { key, cdn: pickImageCdn(list) };
  return chosen.cdn;
}
