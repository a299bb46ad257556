import { request } from '../client';
import type { MallInfo } from './types';

/** The member's points, the mall's items and the member's redemptions. */
export function getMall(signal?: AbortSignal): Promise<MallInfo> {
  return request('/api/wallet/mall', { signal });
}
