import type { LimitsValue } from '../../../schemas/responsible.schema';
import { request } from '../client';

export type { LimitsValue };

/** Responsible gaming: the member's deposit limits (in force and pending, with when) and reminder interval. */
export function getLimits(signal?: AbortSignal): Promise<LimitsValue> {
  return request('/api/member/limits', { signal });
}
