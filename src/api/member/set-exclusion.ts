import type { ExclusionBody, ExclusionValue } from '../../../schemas/responsible.schema';
import { request } from '../client';

/** A time-out or self-exclusion: the server revokes every session; signing in is refused until `until`. */
export function setExclusion(body: ExclusionBody): Promise<ExclusionValue> {
  return request('/api/member/exclusion', { method: 'POST', body });
}
