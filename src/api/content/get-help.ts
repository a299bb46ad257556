import type { HelpEntry, HelpResult } from '../../../schemas/content.schema';
import { helpUrl } from '../../../platform/answer-urls';
import { request } from '../client';

export type { HelpEntry };

/** §7 help centre by language (device MOBILE). */
export async function getHelp(language: string, signal?: AbortSignal): Promise<HelpEntry[]> {
  return (await request<HelpResult>(helpUrl(language), { signal })).list;
}
