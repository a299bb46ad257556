/**
 * The register form's rules, apart from its state: which fields a method
 * shows and in what order, which must be filled, the confirmations asked for,
 * and how a field's input looks.
 */
import type { RegisterField, RegisterSettings } from '../../../schemas/register.schema';

export type Method = 'username' | 'mobileNum';

/**
 * Optional §5 fields a rule set may switch on, in the order they show. The referrer is not one:
 * the server takes it from the invitation code only.
 */
const OPTIONAL_FIELDS: RegisterField[] = ['nickname', 'email', 'payeeName', 'birthday', 'affiliateCode', 'paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'];

/**
 * The fields the form shows for a method, in order (§4/§5): the username method adds the mobile
 * number when its rule is on, and its SMS code once a number is typed (or when it is required);
 * the minimum-age rule adds the birthday; the captcha comes last when the settings ask for it.
 */
export function registerFields(settings: RegisterSettings, method: Method, values: Record<string, string | undefined>): RegisterField[] {
  const on = (f: RegisterField) => !!settings.rules[f]?.enabled;
  const list: RegisterField[] = method === 'username' ? ['username'] : ['mobileNum', 'verificationCode'];
  if (method === 'username' || settings.mobileWithPassword) list.push('password', 'confirmPassword');
  if (method === 'username' && on('mobileNum')) {
    list.push('mobileNum');
    if (settings.rules.mobileNum.required || values.mobileNum?.trim()) list.push('verificationCode');
  }
  list.push(...OPTIONAL_FIELDS.filter((f) => on(f) || (f === 'birthday' && settings.ageCheck)));
  if (settings.captcha) list.push('captcha');
  return list;
}

/** Whether a shown field must be filled: by its rule, or because the method, the SMS code, the age check or the captcha needs it. */
export function registerRequired(settings: RegisterSettings, method: Method, f: RegisterField): boolean {
  return (
    !!settings.rules[f]?.required ||
    (method === 'mobileNum' && f === 'mobileNum') ||
    f === 'verificationCode' ||
    f === 'confirmPassword' ||
    f === 'captcha' ||
    (f === 'birthday' && !!settings.ageCheck)
  );
}
export const CHECKS = ['notOfficial', 'notMilitary', 'notLicensee', 'agreeAll'] as const;

/** A text field's look: the danger border when its value was refused. */
export const inputClass = (invalid: boolean) => `w-full h-11 px-4 rounded-xl bg-surface border outline-none placeholder:text-muted ${invalid ? 'border-danger' : 'border-line focus:border-brand'}`;

/** A field's input type: the two passwords show as text while the player asked to see them. */
export const inputTypeOf = (f: RegisterField, visible: boolean) =>
  (f === 'password' || f === 'confirmPassword') && visible ? 'text' : f === 'password' || f === 'confirmPassword' || f === 'paymentPassword' ? 'password' : f === 'email' ? 'email' : 'text';

