import type { LimitsBody, LimitsValue } from '../../../schemas/responsible.schema';
import { request } from '../client';

/** Changes deposit limits (null removes one) or the reminder interval; a raise waits 24 h, a cut applies at once. */
export function setLimits(body: LimitsBody): Promise<LimitsValue> {
  return request('/api/member/limits', { method: 'PUT', body });
}
