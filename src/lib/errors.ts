/**
 * The errorCodes the API sends, each with its message under `errors.` in every locale (the tests
 * hold the server's codes and the locales to this catalogue). The player's code does not carry the
 * list: a code is known where the language has its message (errorMessageKey, missingKeyText).
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
  // §8 notices the site raises itself: a blocked pop-up, the region screen, iOS outside Safari, a failed install, an unreadable picture
  'system.popupBlocked',
  'system.regionRestricted',
  'download.useSafari',
  'download.installFailed',
  'activity.imageUnreadable',
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
  'sms.code.exhausted',
  'sms.wait',
  'password.mismatch',
  'password.same',
  'password.invalid',
  'password.oldInvalid',
  'password.resetLink',
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
  'activity.apply.pending',
  'activity.apply.limit',
  'activity.closed',
  'activity.coming',
  'activity.customerService',
  'contract.signed',
  'request.tooLarge',
  'request.unsupportedType',
  // a retried deposit or withdrawal: the first is still running, or its key came with other details
  'request.inProgress',
  'request.idempotencyMismatch',
  // the daily picture upload quota of a member
  'upload.quota',
  // The operator console (English-only console; every locale has them for parity)
  'admin.auth.required',
  'admin.auth.forbidden',
  'admin.auth.invalid',
  'admin.auth.disabled',
  'admin.draft.conflict',
  'admin.draft.tooLarge',
  'admin.draft.missing',
  'admin.layout.invalid',
  'admin.layout.overBudget',
  'admin.layout.rules',
  'admin.version.immutable',
  'admin.version.notFound',
  'admin.preview.invalid',
  'admin.publishAt.invalid',
  // The operator content API
  'admin.content.retired',
  'admin.content.notRetired',
  'admin.reward.decided',
  'admin.settings.invalid',
  'admin.operator.exists',
  'admin.operator.self',
  'admin.help.exists',
  // Lifting an ended self-exclusion; the operators' two-step sign-in
  'admin.exclusion.running',
  'admin.exclusion.none',
  'admin.totp.required',
  'admin.totp.invalid',
  'admin.totp.notStarted',
  'admin.totp.enrolled',
  'admin.password.current',
  'admin.password.same',
  // Responsible gaming and social sign-in
  'auth.selfExcluded',
  'auth.selfExclusionEnded',
  'auth.social.unavailable',
  'auth.social.denied',
  'auth.social.state',
  'auth.social.expired',
  'auth.social.failed',
  'responsible.amount.invalid',
  'responsible.period.invalid',
  'responsible.confirm.required',
  'responsible.password.invalid',
  'responsible.password.unset',
  // The wallet (deposit, withdraw, rebate, point mall)
  'wallet.channel.unavailable',
  'wallet.amount.invalid',
  'wallet.amount.belowMin',
  'wallet.amount.aboveMax',
  'wallet.deposit.overLimit',
  'wallet.bank.unknown',
  'wallet.accountName.invalid',
  'wallet.accountName.mismatch',
  'wallet.accountNumber.invalid',
  'wallet.bankAccount.limit',
  'wallet.bankAccount.exists',
  'wallet.bankAccount.notFound',
  'wallet.balance.insufficient',
  'wallet.password.unset',
  'wallet.password.invalid',
  'wallet.order.decided',
  'wallet.order.ownAccount',
  'wallet.order.secondApprover',
  'wallet.rebate.nothing',
  'wallet.rebate.belowMin',
  'wallet.mall.notFound',
  'wallet.mall.outOfStock',
  'wallet.points.insufficient',
  'wallet.identity.required',
  // the game studio: launching a game and playing its rounds
  'game.unavailable',
  'play.launch.invalid',
  'play.session.invalid',
  'play.bet.invalid',
  // responsible gaming at the table: a time-out or self-exclusion, a loss limit, the session-time limit
  'play.excluded',
  'play.limit.loss',
  'play.limit.session',
  // identity verification: the member's ID picture, and the console's decision on it
  'verify.pending',
  'verify.alreadyVerified',
  'verify.onePicture',
  'verify.pictureRequired',
  'admin.verification.decided',
] as const;

/** §8's "Unknown error". */
const UNKNOWN_ERROR_KEY = 'errors.system.unknown';
/** The shape of an errorCode (`auth.captcha.invalid`, `activity_image_type`): a dotted path of words. */
const ERROR_CODE = /^[A-Za-z]\w*(\.\w+)*$/;

/**
 * The translation key of an API errorCode's message. A code this language has no message for
 * shows §8's "Unknown error" (missingKeyText): one whose message is in a part of the strings not
 * yet loaded shows it once that part arrives, as any other string does.
 */
export function errorMessageKey(code: string | undefined): string {
  return code && ERROR_CODE.test(code) ? `errors.${code}` : UNKNOWN_ERROR_KEY;
}

/** What a key the language lacks shows: its default if it has one; for an error's message, "Unknown error"; else the key. */
export function missingKeyText(key: string, defaultValue: string | undefined, translate: (key: string) => string): string {
  if (defaultValue !== undefined) return defaultValue;
  return key.startsWith('errors.') && key !== UNKNOWN_ERROR_KEY ? translate(UNKNOWN_ERROR_KEY) : key;
}
