import type { RealityCheckValue } from '../../../schemas/responsible.schema';
import { request } from '../client';

export type { RealityCheckValue };

/** The reality check: the member's current playing session (time played, net result), across every game. */
export function getRealityCheck(signal?: AbortSignal): Promise<RealityCheckValue> {
  return request('/api/member/reality-check', { signal });
}
