import { request } from '../client';

/** Invite friends (§6 REFERRAL): the member's invitation code and sign-up link. */
export function getReferral(signal?: AbortSignal): Promise<{ code: string; link: string }> {
  return request('/api/member/referral', { signal });
}
