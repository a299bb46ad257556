/** Shared formatting of §3 promotions (announcements of type PR) for widgets and screens. */
import type { Announcement } from '../../schemas/content.schema';

/** §9: promotion dates are YYYY/MM/DD, with a "long term" label for no expiry. */
export function promoDates(a: Pick<Announcement, 'startDate' | 'endDate' | 'noExpiry'>, longTerm: string): string {
  const d = (s: string) => s.slice(0, 10).replace(/-/g, '/');
  return a.noExpiry || !a.endDate ? `${d(a.startDate)} – ${longTerm}` : `${d(a.startDate)} – ${d(a.endDate)}`;
}

/** The cover is the image with sequence 1 (§3), else the first. */
export function promoCover(a: Pick<Announcement, 'announcementImages'>): string | undefined {
  return [...(a.announcementImages ?? [])].sort((x, y) => x.sequence - y.sequence)[0]?.url;
}

/** Operator HTML as plain text, for a card's summary (the full HTML shows in the detail). */
export function plainSummary(html: string): string {
  // Paragraphs and line breaks part words, as they do on the page.
  const spaced = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' $&');
  if (typeof DOMParser === 'undefined') return spaced.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
