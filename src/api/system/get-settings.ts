import type { Settings } from '../../../schemas/settings.schema';
import { request } from '../client';

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return request<Settings>('/api/system/settings', { signal });
}
