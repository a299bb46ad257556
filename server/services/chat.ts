/**
 * §3/§7 the chat provider's unread count (module CBS3). The count is the provider's answer or
 * nothing: no provider configured, the flag off, a slow, failing or malformed answer all leave it
 * out, so a player never sees a made-up number (a 0 would claim the chat was checked).
 */
import type { Kysely } from 'kysely';
import { CHAT_FLAG, CHAT_SETTING_KEY, DEFAULT_CHAT_SETTING, type ChatSetting } from '../../schemas/content.schema';
import type { Database } from '../db/types';
import { getSiteSettings, readSetting } from './settings';

/** How long the unread counts wait for the chat provider before answering without its count. */
const CHAT_UNREAD_TIMEOUT_MS = 2000;

const getChatSetting = (db: Kysely<Database>) => readSetting<ChatSetting>(db, CHAT_SETTING_KEY, DEFAULT_CHAT_SETTING);

/** Whether the chat is on for players: the CBS3 flag and a chat address. */
export async function chatEnabled(db: Kysely<Database>): Promise<ChatSetting | null> {
  const [site, chat] = await Promise.all([getSiteSettings(db), getChatSetting(db)]);
  return site.whitelabel[CHAT_FLAG] && chat.url ? chat : null;
}

/** `unReadCount` of a provider's answer: at the top, or under `value` or `data`; a whole number ≥ 0 or nothing. */
function unreadOf(body: unknown): number | null {
  const o = (body ?? {}) as Record<string, unknown>;
  for (const c of [o, o.value, o.data] as Record<string, unknown>[]) {
    const n = c && typeof c === 'object' ? c.unReadCount : undefined;
    if (typeof n === 'number' && Number.isInteger(n) && n >= 0) return n;
  }
  return null;
}

/** The member's unread chat messages as the provider says, or null when there is no answer to give. */
export async function chatUnread(db: Kysely<Database>, account: string, timeoutMs = CHAT_UNREAD_TIMEOUT_MS): Promise<number | null> {
  const chat = await chatEnabled(db);
  if (!chat?.unreadUrl) return null;
  try {
    const url = new URL(chat.unreadUrl);
    url.searchParams.set('account', account);
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!res.ok) return null;
    return unreadOf(await res.json());
  } catch {
    return null;
  }
}
