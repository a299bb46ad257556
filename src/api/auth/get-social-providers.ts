import type { SocialProvidersValue } from '../../../schemas/responsible.schema';
import { request } from '../client';

/** The social sign-in providers to offer: configured on the server and switched on by their whitelabel flag. */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProvidersValue> {
  return request('/api/auth/oidc/providers', { signal });
}

/** Where the browser goes to sign in with a provider (the server answers with a redirect to it), with the tab's binding secret. */
export function socialStartUrl(provider: string, platform: string, binding: string): string {
  return `/api/auth/oidc/${encodeURIComponent(provider)}/start?${new URLSearchParams({ platform, binding }).toString()}`;
}
