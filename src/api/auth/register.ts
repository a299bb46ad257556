import type { AffiliateCheckValue, RegisterBody, UsernameAvailableValue } from '../../../schemas/auth.schema';
import type { RegisterSettings } from '../../../schemas/register.schema';
import { request } from '../client';
import type { SessionValue } from './login';

export function getRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  return request<RegisterSettings>('/api/register/settings', { signal });
}

/** §7 register (PUT): signs the new member in. */
export function register(body: RegisterBody): Promise<SessionValue> {
  return request<SessionValue>('/api/members', { method: 'PUT', body });
}

/** §4/§7 affiliate check by code and domain: `success`, and `code` 0 ok, 1 unknown code, 2 wrong domain. */
export function checkAffiliate(code: string, domain: string): Promise<AffiliateCheckValue> {
  return request<AffiliateCheckValue>('/api/affiliates/check', { query: { code, domain } });
}

/** §7 username availability: whether no account has this name yet. */
export function checkUsername(username: string): Promise<UsernameAvailableValue> {
  return request<UsernameAvailableValue>('/api/register/username', { query: { u: username } });
}
