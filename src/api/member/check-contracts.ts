import { request } from '../client';

/** §3 contract flags: a pending daily salary, dividend or hourly salary contract. */
export interface ContractFlags {
  dailysalreqtype: boolean;
  divtypecompperiodreq: boolean;
  contracthoursalreq: boolean;
}

export function checkContracts(signal?: AbortSignal): Promise<ContractFlags> {
  return request<ContractFlags>('/api/member/contracts/check', { signal });
}
