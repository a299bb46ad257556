import { request } from '../client';
import type { Referral } from '../../../schemas/member.schema';

/**
 * Invite friends (§6 REFERRAL): the member's invitation code and sign-up link. The server sends the
 * link on the site's configured domain, or as a path when none is configured: made absolute here on
 * the page's own origin, so it can be copied and shared.
 */
export async function getReferral(signal?: AbortSignal): Promise<Referral> {
  const r = await request<Referral>('/api/member/referral', { signal });
  return { ...r, link: new URL(r.link, location.origin).href };
}
