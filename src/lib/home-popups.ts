/**
 * §2/§3 home pop-ups: which login pop-up announcements (type PU) and whether the app-download
 * pop-up a player gets, and how often. Pure, so each rule has a unit test; the `popups.home`
 * source reads and writes the record in local storage.
 *
 * How often (the spec leaves it open; this is what a player expects):
 * - kind A ("after login") shows once per sign-in: a new session shows it again, a reload does not;
 * - kind B (visitors) and the download pop-up show once per calendar day on the device.
 */
import type { Announcement } from '../../schemas/content.schema';

export type PopupKind = 'A' | 'B';

/** §3 pop-up execution flag: A after sign-in, B for visitors. */
export function popupKindFor(token: string | null): PopupKind {
  return token ? 'A' : 'B';
}

/** Keys already shown, per scope ("s:<session>" or "d:<day>"). */
export type PopupSeen = Record<string, string[]>;

export const POPUP_SEEN_KEY = 'POPUP_SEEN';
const DOWNLOAD_POPUP_KEY = 'download';
/** §3 download resources that install the app (the pop-up is offered only when one exists). */
export const INSTALL_RESOURCE_TYPES: ReadonlySet<string> = new Set(['IOS', 'Android', 'MOBILECONFIG']);

/** A short, one-way tag of the session token: the record never holds the token itself. */
export function sessionTag(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function localDay(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The scope the announcements count in (per sign-in for members, per day for visitors) and the day's scope. */
export function popupScopes(token: string | null, now: Date): { announcements: string; day: string } {
  const day = `d:${localDay(now)}`;
  return { announcements: token ? `s:${sessionTag(token)}` : day, day };
}

/** The pop-ups of the viewer's kind not yet shown in their scope, in the operator's order. */
export function unseenPopups(list: readonly Announcement[], kind: PopupKind, seen: PopupSeen, scope: string): Announcement[] {
  const shown = new Set(seen[scope] ?? []);
  return list.filter((a) => a.popupKind === kind && !shown.has(String(a.id)));
}

/** Whether the download pop-up was already offered today. */
export function downloadSeen(seen: PopupSeen, scopes: { day: string }): boolean {
  return (seen[scopes.day] ?? []).includes(DOWNLOAD_POPUP_KEY);
}

/**
 * The record after showing `ids` (and the download pop-up when `download`). Only the current
 * scopes are kept, so yesterday's and old sessions' entries fall away and the record stays small.
 */
export function markSeen(seen: PopupSeen, scopes: { announcements: string; day: string }, ids: readonly number[], download: boolean): PopupSeen {
  const out: PopupSeen = {};
  for (const scope of new Set([scopes.announcements, scopes.day])) out[scope] = [...(seen[scope] ?? [])];
  out[scopes.announcements]!.push(...ids.map(String).filter((k) => !out[scopes.announcements]!.includes(k)));
  if (download && !out[scopes.day]!.includes(DOWNLOAD_POPUP_KEY)) out[scopes.day]!.push(DOWNLOAD_POPUP_KEY);
  return out;
}

/** What the home pop-ups widget gets. */
export interface HomePopupsData {
  announcements: Announcement[];
  download: boolean;
}
