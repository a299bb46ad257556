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
  'auth.invalidCredentials',
  'auth.userDisabled',
  'auth.trialRefused',
  'auth.nonMember',
  'auth.nonAgent',
  'auth.emptyCredentials',
  'auth.captcha.required',
  'auth.captcha.invalid',
  'member.username.exists',
  'member.mobile.exists',
  'affiliate.invalid',
  'affiliate.referrer',
  'sms.code.invalid',
  'sms.wait',
  'password.mismatch',
  'password.same',
  'password.invalid',
  'password.oldInvalid',
  'modify.new.old.same',
  'email.invalid',
  'register.field',
  'register.age',
  'register.method',
  'activity_image_type',
  'activity_apply_remark_limit3',
  'activity_apply_remark_limit4',
  'activity.remarks.tooLong',
  'activity.apply.incomplete',
  'activity.closed',
  'request.tooLarge',
  'request.unsupportedType',
] as const;

export function errorMessageKey(code: string | undefined): string {
  return code && (KNOWN_ERROR_CODES as readonly string[]).includes(code) ? `errors.${code}` : 'errors.system.unknown';
}
