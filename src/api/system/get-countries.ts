import type { Country } from '../../../schemas/settings.schema';
import { request } from '../client';

export type { Country };

export function getCountries(signal?: AbortSignal): Promise<{ list: Country[] }> {
  return request('/api/system/countries', { signal });
}
