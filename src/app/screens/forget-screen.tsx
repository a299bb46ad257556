/**
 * §2/§4/§5 forgot password, both variants:
 * (a) by username and e-mail: both trimmed; the e-mail must match §5's
 *     pattern; submit shows loading, then the success message, and goes back
 *     after 1 s;
 * (b) by mobile: dialing-code picker, mobile (hint with the minimum length),
 *     SMS code with the 60 s countdown, new password; submit only once every
 *     field is touched and valid; success signs the member in and closes the
 *     view. A refused same-as-old password clears the password field, any
 *     other failure the code field (§8).
 * The toggle shows only when both the phone-verification and mail flags are
 * on; with the phone flag alone the page is the mobile variant, else e-mail.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { checkField, DEFAULT_REGISTER_SETTINGS, PATTERNS, type FieldRule } from '../../../schemas/register.schema';
import { getRegisterSettings } from '../../api/auth/register';
import { resetPasswordByPhone } from '../../api/auth/reset-password-by-phone';
import { login } from '../../api/auth/login';
import { ApiError, request } from '../../api/client';
import { getCountries, type Country } from '../../api/system/get-countries';
import { MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { clearSourceCache } from '../../runtime/source-cache';
import { resetMember } from '../../state/member';
import { signIn } from '../../state/session';
import { useSettings } from '../../state/settings';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { useSmsSend } from '../hooks/use-sms-send';
import { SmsCaptchaField, sendSmsCode, useSmsCaptcha } from './sms-captcha';

/** §9: the success message shows for 1 s before going back. */
const FORGOT_SUCCESS_MS = 1000;

export type ForgetMethod = 'email' | 'phone';

/** §2: which recovery methods the flags offer, the default first. */
export function forgetMethods(flags: Readonly<Record<string, boolean>> | undefined): ForgetMethod[] {
  const phone = !!flags?.PSWCHANGEVERIFY;
  const mail = !!flags?.PSWCHANGEMAIL;
  if (phone && mail) return ['email', 'phone'];
  if (phone) return ['phone'];
  return ['email'];
}

const input = 'w-full h-11 px-4 rounded-xl bg-surface border outline-none placeholder:text-muted';
const inputClass = (invalid = false) => `${input} ${invalid ? 'border-danger' : 'border-line focus:border-brand'}`;

export function ForgetScreen() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const methods = forgetMethods(settings?.whitelabel);
  const [chosen, setChosen] = useState<ForgetMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : methods[0]!;
  return (
    <section className="px-5 py-6" data-testid="forget-screen">
      <h2 className="text-xl font-bold text-center">{t('forget.title')}</h2>
      <p className="mt-1 mb-5 text-center text-sm text-muted">{t(method === 'phone' ? 'forget.introPhone' : 'forget.intro')}</p>
      {methods.length > 1 && (
        <div role="tablist" aria-label={t('forget.method')} className="grid grid-cols-2 gap-2 mb-4">
          {methods.map((m) => (
            <button key={m} type="button" role="tab" aria-selected={method === m} onClick={() => setChosen(m)} className={`h-10 rounded-full text-sm font-semibold ${method === m ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'}`}>
              {t(m === 'phone' ? 'forget.byPhone' : 'forget.byEmail')}
            </button>
          ))}
        </div>
      )}
      {method === 'phone' ? <PhoneForm /> : <EmailForm />}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand font-semibold">{t('auth.login')}</Link>
      </p>
    </section>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const u = username.trim();
    const m = email.trim();
    if (!u || !m) return setError('errors.auth.emptyCredentials');
    if (!new RegExp(PATTERNS.email).test(m)) return setError('errors.email.invalid');
    setError(null);
    setState('sending');
    try {
      // §7: posted form-encoded.
      await request('/api/auth/password/forgot', { method: 'POST', body: new URLSearchParams({ username: u, email: m }).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, raw: true });
      setState('sent');
      setTimeout(() => navigate(-1), FORGOT_SUCCESS_MS);
    } catch (err) {
      setState('idle');
      setError(errorMessageKey((err as ApiError).errorCode));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <input className={inputClass()} value={username} onChange={(e) => setUsername(e.target.value)} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" autoCapitalize="none" maxLength={40} />
      <input className={inputClass()} type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('register.fields.email')} aria-label={t('register.fields.email')} autoComplete="email" maxLength={254} />
      {error && <p role="alert" className="text-sm text-danger">{t(error)}</p>}
      {state === 'sent' && <p role="status" className="text-sm text-success">{t('forget.sent')}</p>}
      <button type="submit" disabled={state !== 'idle'} className="btn-primary w-full h-12 text-base disabled:opacity-60">
        {state === 'sending' ? t('forget.sending') : t('forget.submit')}
      </button>
    </form>
  );
}

type PhoneField = 'mobile' | 'code' | 'password';

/** §5 forgot by mobile: the mobile is required with the country's minimum length; code and password checked by name. */
export function checkPhoneForm(v: Record<PhoneField, string>, minLength: number, passwordRule: FieldRule): Partial<Record<PhoneField, { key: string; min?: number; max?: number }>> {
  const errors: Partial<Record<PhoneField, { key: string; min?: number; max?: number }>> = {};
  if (!v.mobile) errors.mobile = { key: 'validation.required' };
  else if (!/^\d+$/.test(v.mobile) || v.mobile.length < minLength || v.mobile.length > MOBILE_MAX_LENGTH) errors.mobile = { key: 'forget.mobileHint', min: minLength };
  if (!v.code) errors.code = { key: 'validation.required' };
  else if (!/^\d+$/.test(v.code) || v.code.length > SMS_CODE_MAX_LENGTH) errors.code = { key: 'errors.sms.code.invalid' };
  const problem = checkField({ ...passwordRule, enabled: true, required: true }, v.password);
  if (problem) errors.password = problem;
  return errors;
}

function PhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [countries, setCountries] = useState<Country[]>([]);
  const [dialing, setDialing] = useState('+63');
  const [rule, setRule] = useState<FieldRule>(DEFAULT_REGISTER_SETTINGS.rules.password);
  const [values, setValues] = useState<Record<PhoneField, string>>({ mobile: '', code: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<PhoneField, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [smsUntil, setSmsUntil] = useState<number | null>(null);
  const seconds = useSmsCountdown(smsUntil);
  const sms = useSmsSend();
  const smsCaptcha = useSmsCaptcha();

  useEffect(() => {
    const ac = new AbortController();
    getCountries(ac.signal).then((c) => setCountries(c.list), () => undefined);
    getRegisterSettings(ac.signal).then((s) => setRule(s.rules.password), () => undefined);
    return () => ac.abort();
  }, []);

  // Until the country list arrives, the server's own floor (7 digits) applies.
  const minLength = countries.find((c) => c.dialingCode === dialing)?.minLength ?? 7;
  const errors = useMemo(() => checkPhoneForm(values, minLength, rule), [values, minLength, rule]);
  const shown = (f: PhoneField) => (touched[f] ? errors[f] : undefined);
  const message = (e: { key: string; min?: number; max?: number }) => t(e.key, { min: e.min, max: e.max });
  // §4: submit only when every field has been touched and none has an error.
  const ready = (['mobile', 'code', 'password'] as const).every((f) => touched[f]) && !Object.keys(errors).length;

  const set = (f: PhoneField, v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setTouched((x) => ({ ...x, [f]: true }));
  };

  const getCode = async () => {
    setTouched((x) => ({ ...x, mobile: true }));
    if (errors.mobile || seconds > 0) return;
    if (smsCaptcha.unanswered) return setFormError('errors.auth.captcha.required');
    setFormError(null);
    // §8: "sending" while the code goes out, then the success message.
    await sms.send(() => sendSmsCode(smsCaptcha, { mobileNum: values.mobile, countryDialingCode: dialing, purpose: 'password' }, { until: setSmsUntil, error: setFormError }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const { userName } = await resetPasswordByPhone({ mobileNum: values.mobile, countryDialingCode: dialing, verificationCode: values.code, newPassword: values.password });
      // §4: success signs in and closes the view. The reset hands out no session (a code alone
      // never signs in), so the client signs in with the password the member just chose.
      const v = await login({ type: 'username', portal: 'member', username: userName, password: values.password }).catch(() => null);
      if (!v) {
        navigate('/login', { replace: true });
        return;
      }
      resetMember();
      signIn({ token: v.token, userName: v.userName, type: v.type, firstTimeLogin: v.firstTimeLogin });
      clearSourceCache();
      navigate('/home', { replace: true });
    } catch (err) {
      const apiError = err as ApiError;
      setFormError(errorMessageKey(apiError.errorCode));
      // §8: the same-as-old refusal clears the password; anything else the code.
      if (apiError.errorCode === 'modify.new.old.same' || apiError.errorCode === 'password.invalid') setValues((x) => ({ ...x, password: '' }));
      else setValues((x) => ({ ...x, code: '' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate data-testid="forget-phone">
      <div>
        <div className="flex gap-2">
          <select aria-label={t('login.dialingCode')} value={dialing} onChange={(e) => setDialing(e.target.value)} className={`${inputClass()} !w-28 !px-2 shrink-0`}>
            {!countries.some((c) => c.dialingCode === dialing) && <option value={dialing}>{dialing}</option>}
            {countries.map((c) => (
              <option key={c.code} value={c.dialingCode}>
                {c.dialingCode} {c.code}
              </option>
            ))}
          </select>
          <input
            className={inputClass(!!shown('mobile'))}
            value={values.mobile}
            onChange={(e) => set('mobile', e.target.value.replace(/\D/g, '').slice(0, MOBILE_MAX_LENGTH))}
            placeholder={t('login.mobile')}
            aria-label={t('login.mobile')}
            aria-invalid={!!shown('mobile') || undefined}
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </div>
        <p className={`mt-1 text-xs ${shown('mobile') ? 'text-danger' : 'text-muted'}`}>{shown('mobile') ? message(shown('mobile')!) : t('forget.mobileHint', { min: minLength })}</p>
      </div>
      <div>
        <div className="flex gap-2">
          <input
            className={inputClass(!!shown('code'))}
            value={values.code}
            onChange={(e) => set('code', e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_MAX_LENGTH))}
            placeholder={t('login.smsCode')}
            aria-label={t('login.smsCode')}
            aria-invalid={!!shown('code') || undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <button type="button" onClick={() => void getCode()} disabled={seconds > 0 || sms.sending} aria-busy={sms.sending || undefined} className="btn-ghost shrink-0 h-11 px-3 text-sm disabled:opacity-50">
            {sms.sending ? t('login.codeSending') : seconds > 0 ? t('login.resendIn', { seconds }) : t('login.getCode')}
          </button>
        </div>
        {sms.sent && <p role="status" className="mt-1 text-xs text-success">{t('login.codeSent')}</p>}
        {shown('code') && <p className="mt-1 text-xs text-danger">{message(shown('code')!)}</p>}
        <div className="mt-2">
          <SmsCaptchaField captcha={smsCaptcha} inputClassName={inputClass()} />
        </div>
      </div>
      <div>
        <input
          className={inputClass(!!shown('password'))}
          type="password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          placeholder={t('member.newPassword')}
          aria-label={t('member.newPassword')}
          aria-invalid={!!shown('password') || undefined}
          autoComplete="new-password"
          maxLength={128}
        />
        {shown('password') && <p className="mt-1 text-xs text-danger">{message(shown('password')!)}</p>}
      </div>
      {formError && <p role="alert" className="text-sm text-danger">{t(formError)}</p>}
      <button type="submit" disabled={!ready || busy} className="btn-primary w-full h-12 text-base disabled:opacity-50">
        {busy ? t('forget.sending') : t('forget.reset')}
      </button>
    </form>
  );
}
