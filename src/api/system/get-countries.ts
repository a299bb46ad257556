import type { CountriesValue, Country } from '../../../schemas/settings.schema';
import { request } from '../client';

export type { Country };

export function getCountries(signal?: AbortSignal): Promise<CountriesValue> {
  return request('/api/system/countries', { signal });
}
