import type { Resource } from '../../../schemas/content.schema';
import { request } from '../client';

/** §3 download links and channel resources. */
export function getDownloads(signal?: AbortSignal): Promise<{ downloads: Resource[]; channels: Resource[] }> {
  return request('/api/downloads', { signal });
}
