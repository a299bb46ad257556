import type { MissionsResult } from '../../../schemas/content.schema';
import { request } from '../client';

/** §6 missions: the live promotions of the mission kind (whitelabel MISSION). */
export function getMissions(language: string, signal?: AbortSignal): Promise<MissionsResult> {
  return request<MissionsResult>('/api/missions', { query: { language }, signal });
}
