/**
 * Maps an API errorCode to its translation key under `errors.` in locales/.
 * Unknown codes fall back to §8's "Unknown error".
 */
export const KNOWN_ERROR_CODES = [
  'network.offline',
  'network.failed',
  'network.slow',
  'network.badResponse',
  'auth.required',
  'auth.forbidden',
  'request.invalid',
  'request.notFound',
  'request.tooMany',
  'system.maintenance',
  'system.unknown',
  'game.notFound',
] as const;

export function errorMessageKey(code: string | undefined): string {
  return code && (KNOWN_ERROR_CODES as readonly string[]).includes(code) ? `errors.${code}` : 'errors.system.unknown';
}
