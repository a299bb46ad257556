/**
 * §2/§4/§5 registration: username or mobile (tabs only when both are on;
 * mobile first when enabled); the server's per-field rules decide which fields
 * show, which are required and their min/max/pattern messages; the username
 * method shows the mobile number when its rule is on (optional or required),
 * and a number typed there needs its SMS code; confirm password (re-checked
 * when the password changes), with a visibility toggle; the birthday as year, month and day
 * choices, checked against the minimum age; SMS code with the 60 s
 * countdown; the captcha (a refreshable image) when the settings ask for it;
 * age and responsible-gaming confirmations; the disclaimer starts ticked.
 * The register banners (§7 type B, group m_register) head the page.
 * Submit checks every field, focuses the first invalid one, then registers and
 * signs in. Only the fields of the method on screen are sent.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { arriving } from '../../lib/arriving';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ageOn, checkField, type RegisterField, type RegisterSettings } from '../../../schemas/register.schema';
import { checkAffiliate, getRegisterSettings, register } from '../../api/auth/register';
import { ApiError } from '../../api/client';
import { errorMessageKey } from '../../lib/errors';
import { clearSourceCache } from '../../runtime/source-cache';
import { signIn } from '../../state/session';
import { useSettings } from '../../state/settings';
import { MemberIcon } from '../member/member-icon';
import { registerMethod } from './register-method';
import { useRevalidateOnLanguageChange } from '../hooks/use-language-revalidation';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { useSmsSend } from '../hooks/use-sms-send';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { SmsCaptchaField, sendSmsCode, useSmsCaptcha } from './sms-captcha';
import { BirthdayPicker } from './birthday-picker';
import { RegisterBanner } from './register-banner';
import { CHECKS, inputClass, inputTypeOf, registerFields, registerRequired, type Method } from './register-fields';
import { Confirmations, MethodTabs, RegisterFooter } from './register-parts';
import { useRegisterCaptcha } from './use-register-captcha';
import { useUsernameCheck } from './use-username-check';
import { ScreenSkeleton } from '../shell/screen-boundary';

export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flags = useSettings().settings?.whitelabel ?? {};
  const [settings, setSettings] = useState<RegisterSettings | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [method, setMethod] = useState<Method>('username');
  const [values, setValues] = useState<Record<string, string>>({ affiliateCode: params.get('affiliateCode') ?? params.get('code') ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  const [agreed, setAgreed] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [smsUntil, setSmsUntil] = useState<number | null>(null);
  const seconds = useSmsCountdown(smsUntil);
  const [visible, setVisible] = useState(false);
  /** §4 affiliate state: the invitation code last found fine by the check (no second check for it). */
  const affiliateOk = useRef<string | null>(null);
  const sms = useSmsSend();
  const smsCaptcha = useSmsCaptcha();
  const refs = useRef<Record<string, HTMLInputElement | HTMLSelectElement | null>>({});
  /** The server's refusals by field (translation keys), kept so a language change can translate them again. */
  const serverErrors = useRef<Record<string, string>>({});

  const load = () => {
    setLoadError(false);
    getRegisterSettings().then(
      // The form replaces its skeleton in slices (src/lib/arriving.ts): ~130 ms at once on the slow phone.
      arriving((s: RegisterSettings) => {
        setSettings(s);
        // §4: mobile is the default method when it is enabled.
        setMethod(s.methods.includes('mobileNum') ? 'mobileNum' : 'username');
      }),
      () => setLoadError(true),
    );
  };
  useEffect(load, []);

  const { captcha, refreshCaptcha } = useRegisterCaptcha(!!settings?.captcha, () => setValues((v) => ({ ...v, captcha: '' })), () => setFormError('errors.network.failed'));

  const hasMobile = !!values.mobileNum?.trim();
  const fields = useMemo(() => (settings ? registerFields(settings, method, { mobileNum: hasMobile ? 'x' : '' }) : []), [settings, method, hasMobile]);

  const requiredOf = (f: RegisterField) => !!settings && registerRequired(settings, method, f);

  const validate = (f: RegisterField, all = values): string | null => {
    if (!settings) return null;
    const rule = { ...settings.rules[f], enabled: true, required: requiredOf(f) };
    const problem = checkField(rule, all[f]);
    if (problem) return t(problem.key, { min: problem.min, max: problem.max });
    if (f === 'confirmPassword' && all.confirmPassword !== all.password) return t('errors.password.mismatch');
    // §5: the server refuses any birthday given under the minimum age (and before 1900): so does the form, with the age.
    if (f === 'birthday' && all.birthday?.trim()) {
      const age = ageOn(all.birthday.trim(), new Date());
      if (age === null) return t('validation.pattern.date');
      if (age < settings.minimumAge) return t('register.birthday.tooYoung', { age: settings.minimumAge });
    }
    return null;
  };

  const set = (f: string, v: string) => {
    const next = { ...values, [f]: v };
    setValues(next);
    delete serverErrors.current[f];
    if (errors[f]) setErrors((e) => ({ ...e, [f]: validate(f as RegisterField, next) ?? '' }));
    // §5: a changed password re-checks its confirmation at once.
    if (f === 'password' && next.confirmPassword) setErrors((e) => ({ ...e, confirmPassword: validate('confirmPassword', next) ?? '' }));
  };

  const checkUsernameTaken = useUsernameCheck(values.username, () => {
    serverErrors.current.username = 'errors.member.username.exists';
    setErrors((x) => ({ ...x, username: t('errors.member.username.exists') }));
  });

  // §2: after a language change, the fields already checked or filled show their messages again, in the new language.
  useRevalidateOnLanguageChange(() =>
    setErrors((shown) => {
      const next: Record<string, string> = {};
      for (const f of fields) {
        if (!(f in shown) && !values[f]) continue;
        const server = serverErrors.current[f];
        next[f] = validate(f) ?? (server ? t(server) : '');
      }
      return next;
    }),
  );

  const getCode = async () => {
    // §5: the mobile must validate before a code is sent (an optional one must be there too).
    const problem = validate('mobileNum') ?? (values.mobileNum?.trim() ? null : t('validation.required'));
    if (problem) {
      setErrors((e) => ({ ...e, mobileNum: problem }));
      return refs.current.mobileNum?.focus();
    }
    if (smsCaptcha.unanswered) return setFormError('errors.auth.captcha.required');
    setFormError(null);
    await sms.send(() => sendSmsCode(smsCaptcha, { mobileNum: values.mobileNum!.trim(), countryDialingCode: values.countryDialingCode || '+63', purpose: 'register' }, { until: setSmsUntil, error: setFormError }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!settings || busy) return;
    const found: Record<string, string> = {};
    for (const f of fields) {
      const problem = validate(f);
      if (problem) found[f] = problem;
    }
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) return refs.current[first]?.focus();
    if (!CHECKS.every((c) => checks[c]) || !checks.age) return setFormError('register.confirmAll');
    if (!agreed) return setFormError('register.disclaimer');
    setBusy(true);
    setFormError(null);
    // §4: unless the affiliate state is fine, the code (typed, or from the link) is checked by code
    // and domain first; a refused one is shown at the invitation field, and nothing is registered.
    let code = values.affiliateCode?.trim() ?? '';
    if (code && affiliateOk.current !== code) {
      const state = await checkAffiliate(code, location.hostname).catch(() => null);
      if (state?.success) affiliateOk.current = code;
      else if (state && fields.includes('affiliateCode')) {
        const key = state.code === 2 ? 'errors.affiliate.referrer' : 'errors.affiliate.invalid';
        serverErrors.current.affiliateCode = key;
        setErrors((x) => ({ ...x, affiliateCode: t(key) }));
        setBusy(false);
        return refs.current.affiliateCode?.focus();
      } else if (state) code = '';
    }
    try {
      // §3: every field this method shows, trimmed, an empty optional one as "" (a number typed on the
      // other tab stays behind), and the invitation code a link may carry.
      const all: Record<string, string> = { ...values, affiliateCode: code };
      const body = Object.fromEntries([...fields, 'affiliateCode'].map((k) => [k, (all[k] ?? '').trim()]));
      const v = await register({
        ...body,
        method,
        registerMethod: registerMethod(),
        type: 0,
        domain: location.hostname,
        countryDialingCode: values.countryDialingCode || '+63',
        ...(captcha && fields.includes('captcha') ? { captchaId: captcha.captchaId } : {}),
      });
      signIn({ token: v.token, userName: v.userName, type: v.type, firstTimeLogin: v.firstTimeLogin });
      clearSourceCache();
      navigate('/home', { replace: true });
    } catch (err) {
      const apiError = err as ApiError;
      // A refused captcha answer is shown at the captcha, whose image was used up: a new one comes.
      const captchaRefused = !!(apiError.value as { captcha?: boolean } | undefined)?.captcha;
      if (captchaRefused && settings.captcha) refreshCaptcha();
      const field = captchaRefused ? 'captcha' : (apiError.value as { field?: string } | undefined)?.field;
      const message = t(errorMessageKey(apiError.errorCode));
      if (field && refs.current[field]) {
        serverErrors.current[field] = errorMessageKey(apiError.errorCode);
        setErrors((x) => ({ ...x, [field]: message }));
        refs.current[field]?.focus();
      } else setFormError(errorMessageKey(apiError.errorCode));
    } finally {
      setBusy(false);
    }
  };

  if (loadError) {
    return <RetryBox onRetry={load} className="m-5 w-[calc(100%-2.5rem)]" />;
  }
  if (!settings) return <ScreenSkeleton className="m-5 h-96" />;

  const input = inputClass;
  const typeOf = (f: RegisterField) => inputTypeOf(f, visible);

  return (
    <section className="px-5 py-5" data-testid="register-screen">
      <RegisterBanner />
      <MethodTabs methods={settings.methods} method={method} onChange={(m) => { setMethod(m); setErrors({}); setValues((v) => ({ ...v, mobileNum: '', verificationCode: '' })); }} />
      <form onSubmit={submit} className="space-y-3" noValidate>
        {fields.map((f) => (
          <div key={f} {...(f === 'captcha' ? { 'data-testid': 'register-captcha' } : {})}>
            <label className="block text-xs text-muted mb-1" htmlFor={f === 'birthday' ? undefined : `reg-${f}`} id={`reg-${f}-label`}>
              {t(`register.fields.${f}`)} {!requiredOf(f) && <span className="text-muted/70">({t('register.optional')})</span>}
            </label>
            <div className="relative flex gap-2">
              {f === 'mobileNum' && (
                <input aria-label={t('login.dialingCode')} className={`${input(false)} !w-20 text-center`} value={values.countryDialingCode ?? '+63'} onChange={(e) => set('countryDialingCode', e.target.value.replace(/[^\d+]/g, '').slice(0, 5))} inputMode="tel" />
              )}
              {f === 'birthday' ? (
                <BirthdayPicker
                  id={`reg-${f}`}
                  firstRef={(el) => {
                    refs.current[f] = el;
                  }}
                  value={values[f] ?? ''}
                  onChange={(v) => set(f, v)}
                  onBlur={() => setErrors((x) => ({ ...x, [f]: validate(f) ?? '' }))}
                  invalid={!!errors[f]}
                  describedBy={errors[f] ? `reg-${f}-error` : undefined}
                  className={`${input(!!errors[f])} !px-2`}
                />
              ) : (
                <input
                  id={`reg-${f}`}
                  ref={(el) => {
                    refs.current[f] = el;
                  }}
                  type={typeOf(f)}
                  className={`${input(!!errors[f])}${f === 'password' ? ' pe-11' : ''}`}
                  value={values[f] ?? ''}
                  onChange={(e) => set(f, e.target.value)}
                  onBlur={() => {
                    const problem = validate(f);
                    setErrors((x) => ({ ...x, [f]: problem ?? '' }));
                    if (f === 'username' && !problem) checkUsernameTaken();
                  }}
                  aria-invalid={!!errors[f] || undefined}
                  aria-describedby={errors[f] ? `reg-${f}-error` : undefined}
                  autoComplete={f === 'password' || f === 'confirmPassword' ? 'new-password' : f === 'username' ? 'username' : 'off'}
                  inputMode={f === 'mobileNum' || f === 'verificationCode' || f === 'qqNum' || f === 'captcha' ? 'numeric' : undefined}
                  {...(f === 'captcha' ? { maxLength: settings.rules.captcha.maxLength } : {})}
                />
              )}
              {f === 'password' && (
                <button type="button" onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={t(visible ? 'member.hidePasswords' : 'member.showPasswords')} className="absolute inset-y-0 end-0 grid place-items-center w-11 text-muted">
                  <MemberIcon name={visible ? 'eye-off' : 'eye'} className="size-5" />
                </button>
              )}
              {f === 'captcha' && captcha && (
                <button type="button" onClick={refreshCaptcha} aria-label={t('login.captchaRefresh')} className="shrink-0 rounded-xl overflow-hidden border border-line">
                  <img src={captcha.image} alt="" width={120} height={44} />
                </button>
              )}
              {f === 'verificationCode' && (
                <button type="button" onClick={getCode} disabled={seconds > 0 || sms.sending} aria-busy={sms.sending || undefined} className="btn-ghost shrink-0 h-11 px-3 text-sm disabled:opacity-50">
                  {sms.sending ? t('login.codeSending') : seconds > 0 ? t('login.resendIn', { seconds }) : t('login.getCode')}
                </button>
              )}
            </div>
            {f === 'verificationCode' && (
              <div className="mt-2">
                <SmsCaptchaField captcha={smsCaptcha} inputClassName={input(false)} />
              </div>
            )}
            {f === 'verificationCode' && sms.sent && <p role="status" className="mt-1 text-xs text-success">{t('login.codeSent')}</p>}
            {errors[f] && <p id={`reg-${f}-error`} className="mt-1 text-xs text-danger">{errors[f]}</p>}
          </div>
        ))}
        <Confirmations minimumAge={settings.minimumAge} checks={checks} onChange={(c, on) => setChecks((x) => ({ ...x, [c]: on }))} />
        {formError && <p role="alert" className="text-sm text-danger">{t(formError)}</p>}
        <button type="submit" disabled={!agreed || busy} className="btn-primary w-full h-12 text-base disabled:opacity-50">
          {busy ? t('register.creating') : t('auth.register')}
        </button>
        <label className="flex items-start gap-2 text-xs text-muted">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="accent-[var(--color-brand)] size-4 mt-0.5" />
          <span>
            {t('login.disclaimer')} <Link to="/help?tag=terms" className="text-brand underline">{t('login.terms')}</Link>
          </span>
        </label>
      </form>
      <RegisterFooter forgot={!!(flags.PSWCHANGEMAIL || flags.PSWCHANGEVERIFY)} busy={busy} />
    </section>
  );
}
