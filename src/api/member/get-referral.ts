import { request } from '../client';

/**
 * Invite friends (§6 REFERRAL): the member's invitation code and sign-up link. The server sends the
 * link on the site's configured domain, or as a path when none is configured: made absolute here on
 * the page's own origin, so it can be copied and shared.
 */
export async function getReferral(signal?: AbortSignal): Promise<{ code: string; link: string }> {
  const r = await request<{ code: string; link: string }>('/api/member/referral', { signal });
  return { ...r, link: new URL(r.link, location.origin).href };
}
