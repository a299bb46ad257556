import { request } from '../client';

/** §3 member info: nickname, account, type, plus what the member screens show. */
export interface MemberInfo {
  account: string;
  userName: string;
  nickname: string;
  type: number;
  agent: boolean;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  birthday: string | null;
  avatarUrl: string | null;
  vipLabel: string | null;
  createdAt: string;
  /** §5: false for a member with no password of their own (change password asks for no old one). */
  passwordSet: boolean;
}

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return request<MemberInfo>('/api/member/info', { signal });
}
