import { request } from '../client';

export interface Country {
  code: string;
  name: string;
  dialingCode: string;
  /** §5 forgot by mobile: the hint shows the minimum length. */
  minLength: number;
}

export function getCountries(signal?: AbortSignal): Promise<{ list: Country[] }> {
  return request('/api/system/countries', { signal });
}
