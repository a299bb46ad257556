import type { SystemStatus } from '../../../schemas/settings.schema';
import { request } from '../client';

export function getStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return request<SystemStatus>('/api/system/status', { signal });
}
