import type { VendorInfo } from '../../../schemas/games.schema';
import { request } from '../client';

export type { VendorInfo };

export interface VendorStructure {
  list: VendorInfo[];
  mapping: Record<string, VendorInfo[]>;
  sorting: { gameCategory: string; vendorNames: { vassalage: string; displayName: string }[] }[];
}

/** §7 vendor game types and the vendor sorting/mapping. */
export function getVendors(query: { gameType?: string } = {}, signal?: AbortSignal): Promise<VendorStructure> {
  return request<VendorStructure>('/api/games/vendors', { query, signal });
}
