import { request } from '../client';
import type { MemberWallet } from '../../../schemas/member.schema';

/** §7 wallet balance: sumBalance with 2 decimals. */
export function getWallet(signal?: AbortSignal): Promise<MemberWallet> {
  return request('/api/member/wallet', { signal });
}
