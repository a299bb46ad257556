/**
 * Loads what the member screens show into the member store: info, wallet
 * (§4: refresh calls the wallet fetch) and unread counts (§7 throttled 250 ms;
 * §6 never for trial players).
 */
import { getMemberInfo } from '../../api/member/get-info';
import { getUnread } from '../../api/member/get-unread';
import { getWallet } from '../../api/member/get-wallet';
import { UNREAD_THROTTLE_MS } from '../../lib/constants';
import { subscribe } from 'valtio';
import { member, resetMember } from '../../state/member';
import { roleOf, session } from '../../state/session';
import { settings } from '../../state/settings';

// What the store holds belongs to one session: another sign-in (a trial player
// logging in, a different member) starts from nothing.
let owner = session.token;
subscribe(
  session,
  () => {
    if (session.token === owner) return;
    owner = session.token;
    resetMember();
  },
  true, // in sync, so screens re-rendering for the new session already see the empty store
);

export async function loadMemberInfo(): Promise<void> {
  if (roleOf(session) === 'visitor') return;
  const token = session.token;
  try {
    const i = await getMemberInfo();
    if (session.token !== token) return;
    member.info = { account: i.account, nickname: i.nickname, type: i.type, avatarUrl: i.avatarUrl, vipLabel: i.vipLabel, passwordSet: i.passwordSet };
  } catch {
    /* the screens show the account name from the session instead */
  }
}

export async function refreshBalance(): Promise<void> {
  if (roleOf(session) === 'visitor' || member.balanceLoading) return;
  const token = session.token;
  member.balanceLoading = true;
  try {
    const w = await getWallet();
    if (session.token === token) member.balance = w.sumBalance;
  } catch {
    /* keep the last known balance */
  } finally {
    member.balanceLoading = false;
  }
}

let lastUnread = 0;
let pendingUnread: Promise<void> | null = null;

/** §6: unread counts are not fetched for type 4 (trial) sessions. */
export function loadUnread(now = Date.now()): Promise<void> {
  const role = roleOf(session);
  if (role !== 'member' && role !== 'agent') return Promise.resolve();
  if (pendingUnread) return pendingUnread;
  if (now - lastUnread < UNREAD_THROTTLE_MS) return Promise.resolve();
  lastUnread = now;
  const token = session.token;
  pendingUnread = getUnread(undefined, settings.language.toLowerCase())
    .then(
      (u) => {
        if (session.token === token) member.unread = { announcements: u.announcements, inbox: u.inbox };
      },
      () => undefined,
    )
    .finally(() => {
      pendingUnread = null;
    });
  return pendingUnread;
}
