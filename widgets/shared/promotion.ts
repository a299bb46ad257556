/** Shared formatting of §3 promotions (announcements of type PR) for widgets and screens. */
import type { Announcement, ApplicationStatus } from '../../schemas/content.schema';
import { PROMOTION_OPEN_STATUSES, type PromotionStatus } from '../../schemas/content-values';

/**
 * §3 activity statuses a player can see on a promotion: the operator's (Join, Claim, Applying,
 * Process, Close), the member's own application (Applying, Issued, Rejected; an issued one reads
 * Claimed on a Claim promotion and Joined on a Join promotion, the answer to its call to action),
 * and where the promotion stands against its dates (coming, closed).
 */
export type ShownStatus = PromotionStatus | ApplicationStatus | 'Claimed' | 'Joined' | 'coming' | 'closed';

/** What a promotion's badge says: the member's own application first, then its dates, then the operator's status. */
export function shownStatus(p: Pick<Announcement, 'status' | 'memberStatus' | 'period'>): ShownStatus | undefined {
  if (p.memberStatus === 'Issued' && p.status === 'Claim') return 'Claimed';
  if (p.memberStatus === 'Issued' && p.status === 'Join') return 'Joined';
  if (p.memberStatus) return p.memberStatus;
  if (p.period === 'coming') return 'coming';
  if (p.period === 'ended') return 'closed';
  return p.status;
}

/** §3: a promotion takes applications while it is open to join, to claim or applying and within its dates (one without a status takes none). */
export const takesApplications = (p: Pick<Announcement, 'status' | 'period'>) => !!p.status && PROMOTION_OPEN_STATUSES.includes(p.status) && (p.period ?? 'running') === 'running';

/**
 * What the Apply action of a promotion is for this player: `apply` (a live button), `blocked` (a
 * disabled button saying why: not started yet, an application pending, or the limit reached) or
 * `none` (the promotion takes no applications). The server's `myApplication` is the member's own
 * state; visitors have none and are sent to log in by the live button.
 */
export type ApplyAction = { kind: 'apply' } | { kind: 'blocked'; label: string; reason: 'coming' | 'pending' | 'limit' } | { kind: 'none' };
const APPLY_BLOCKED_LABELS = { coming: 'activity.status.coming', pending: 'activity.applyState.pending', limit: 'activity.applyState.limit' } as const;

export function applyAction(p: Pick<Announcement, 'status' | 'period' | 'myApplication'>): ApplyAction {
  const open = !!p.status && PROMOTION_OPEN_STATUSES.includes(p.status);
  if (open && p.period === 'coming') return { kind: 'blocked', reason: 'coming', label: APPLY_BLOCKED_LABELS.coming };
  if (!takesApplications(p)) return { kind: 'none' };
  const reason = p.myApplication && !p.myApplication.canApply ? p.myApplication.reason : undefined;
  return reason ? { kind: 'blocked', reason, label: APPLY_BLOCKED_LABELS[reason] } : { kind: 'apply' };
}

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

/** The category tabs the promotions' data names: each category once, in the site's order. */
function categoryTabs(list: readonly Pick<Announcement, 'categories'>[]): { label: string; categoryId: number }[] {
  const by = new Map<number, { label: string; sort: number }>();
  for (const p of list) for (const c of p.categories ?? []) if (!by.has(c.id)) by.set(c.id, { label: c.label, sort: c.sort });
  return [...by.entries()].sort((a, b) => a[1].sort - b[1].sort || a[0] - b[0]).map(([categoryId, c]) => ({ label: c.label, categoryId }));
}

/**
 * A promotion list's tabs, the one open and the promotions it shows, for the tab the player
 * `picked` (null: none yet). The widget draws them; the player page preloads the first one's
 * cover where the list opens a screen (server/lib/player-page.ts).
 */
export function promotionTabs<P extends Pick<Announcement, 'categories' | 'promoAnnouncementCategoryIds'>>(
  list: readonly P[],
  props: { tabs: readonly { label: string; categoryId: number }[]; allTab: boolean },
  picked: number | null,
): { tabs: { label: string; categoryId: number }[]; active: number | null; shown: readonly P[] } {
  const inCategory = (id: number) => list.filter((p) => p.promoAnnouncementCategoryIds?.includes(id));
  // The tabs are the categories the promotions carry (their labels and order come with the data);
  // tabs the layout lists instead replace them.
  const tabs = (props.tabs.length ? props.tabs : categoryTabs(list)).filter((tab) => inCategory(tab.categoryId).length > 0);
  // With "All" off, the first category is the start; a pick whose tab has gone falls back to the start.
  const start = props.allTab ? null : (tabs[0]?.categoryId ?? null);
  const active = picked !== null && tabs.some((tab) => tab.categoryId === picked) ? picked : start;
  return { tabs: [...tabs], active, shown: active === null ? list : inCategory(active) };
}
