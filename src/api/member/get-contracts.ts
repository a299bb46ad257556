import { request } from '../client';

export type ContractKind = 'salary' | 'dividend' | 'hourly';

export interface Contract {
  id: number;
  kind: ContractKind;
  status: 'pending' | 'signed';
  /** The operator's terms: numbers (rates as fractions, money in the site currency) by name. */
  terms: Record<string, unknown>;
  createdAt: string;
}

export function getContracts(kind: ContractKind, signal?: AbortSignal): Promise<{ list: Contract[] }> {
  return request(`/api/member/contracts/${kind}`, { signal });
}
