import type { DownloadsResult } from '../../../schemas/content.schema';
import { request } from '../client';

/** §3 download links and channel resources. */
export function getDownloads(signal?: AbortSignal): Promise<DownloadsResult> {
  return request('/api/downloads', { signal });
}
