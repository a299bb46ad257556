import type { DownloadsResult } from '../../../schemas/content.schema';
import { DOWNLOADS_URL } from '../../../platform/answer-urls';
import { request } from '../client';

/** §3 download links and channel resources. */
export function getDownloads(signal?: AbortSignal): Promise<DownloadsResult> {
  return request(DOWNLOADS_URL, { signal });
}
