import { request } from '../client';
import type { ContractFlags } from '../../../schemas/member.schema';

/** §3 contract flags: a pending daily salary, dividend or hourly salary contract. */
export type { ContractFlags };

export function checkContracts(signal?: AbortSignal): Promise<ContractFlags> {
  return request<ContractFlags>('/api/member/contracts/check', { signal });
}
