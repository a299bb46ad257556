/**
 * What the member screens show about the signed-in member (§3 member info,
 * wallet, unread counts) and the balance card's hide/show choice. Cleared on
 * logout (§4), together with the trial name the free-play flow keeps.
 */
import { proxy, useSnapshot } from 'valtio';

interface MemberInfoView {
  account: string;
  nickname: string;
  type: number;
  avatarUrl: string | null;
  vipLabel: string | null;
  passwordSet: boolean;
}

interface MemberState {
  info: MemberInfoView | null;
  /** §3 wallet sumBalance; null until loaded. */
  balance: number | null;
  /** §2 balance card: a refresh masks the amount with asterisks until it answers. */
  balanceLoading: boolean;
  balanceHidden: boolean;
  unread: { announcements: number; inbox: number } | null;
}

function initial(): MemberState {
  return { info: null, balance: null, balanceLoading: false, balanceHidden: false, unread: null };
}

export const member = proxy<MemberState>(initial());

/** §4: the trial flow stores the trial account's name; logout clears it. */
export const TRIAL_USER_KEY = 'TRIAL_USER';

export function resetMember(): void {
  Object.assign(member, initial());
}

export function toggleBalanceHidden(): void {
  member.balanceHidden = !member.balanceHidden;
}

export function setMemberAvatar(avatarUrl: string): void {
  if (member.info) member.info.avatarUrl = avatarUrl;
}

/** The inbox count as the inbox page last saw it (a read message lowers it at once, §4 "local first"). */
export function setInboxUnread(count: number): void {
  if (member.unread) member.unread.inbox = Math.max(0, count);
}

export function useMember() {
  return useSnapshot(member);
}
