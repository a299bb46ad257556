/**
 * Member-area rules from the spec, pure so the server, the screens and the
 * tests share one copy.
 */
import { CONTRACT_EXEMPT_TYPES, UNREAD_CAP } from './constants';

/** §3: VIP progress is completed/total, 1 when there is no label (nothing left to reach). */
export function rankProgress(completed: number, total: number, labelId: string | null | undefined): number {
  if (!labelId) return 1;
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, completed / total));
}

/** §3: the progress shown as a whole percent. */
export function rankPercent(completed: number, total: number, labelId: string | null | undefined): number {
  return Math.round(rankProgress(completed, total, labelId) * 100);
}

/** §9: an unread count shows as "99+" above 99; nothing for zero. */
export function unreadLabel(count: number | null | undefined): string {
  if (!count || count < 0) return '';
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(Math.floor(count));
}

/** §6: the contract prompts are for session types not in 4, 40, 41, 42. */
export function contractEligible(type: number | null | undefined): boolean {
  return typeof type === 'number' && !(CONTRACT_EXEMPT_TYPES as readonly number[]).includes(type);
}
