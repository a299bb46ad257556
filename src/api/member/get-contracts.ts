import { request } from '../client';
import type { ContractList } from '../../../schemas/member.schema';

export type ContractKind = ContractList['list'][number]['kind'];

/** A contract; its terms are the operator's: numbers (rates as fractions, money in the site currency) by name. */
export type Contract = Omit<ContractList['list'][number], 'terms'> & { terms: Record<string, unknown> };

export function getContracts(kind: ContractKind, signal?: AbortSignal): Promise<{ list: Contract[] }> {
  return request(`/api/member/contracts/${kind}`, { signal });
}
