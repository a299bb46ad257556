import { request } from '../client';
import type { MemberInfo } from '../../../schemas/member.schema';

/** §3 member info: nickname, account, type, plus what the member screens show (declared in schemas/member.schema.ts). */
export type { MemberInfo };

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return request<MemberInfo>('/api/member/info', { signal });
}
