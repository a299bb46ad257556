import type { VendorInfo, VendorStructure } from '../../../schemas/games.schema';
import { request } from '../client';

export type { VendorInfo, VendorStructure };

/** §7 vendor game types and the vendor sorting/mapping. */
export function getVendors(query: { gameType?: string } = {}, signal?: AbortSignal): Promise<VendorStructure> {
  return request<VendorStructure>('/api/games/vendors', { query, signal });
}
