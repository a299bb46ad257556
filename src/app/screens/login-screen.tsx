/**
 * §2/§4/§5 login (also the agent's /m/agent, social block hidden): username
 * or SMS code (SMS only with MOBILEVERCODELOGIN3); a captcha appears once a
 * failed answer asks for it (tap the image for a new one); remember me is on by
 * default and keeps only the username and a revocable token; the disclaimer
 * starts ticked and unticking it disables the button. Social sign-in
 * comes back here with ?social=<one-time code>, exchanged for a
 * session like a login, or ?socialError=<errorCode>; a member in a time-out or
 * self-exclusion is told until when.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { exchangeSocialCode } from '../../api/auth/exchange-social-code';
import { getCaptcha, login, type SessionValue } from '../../api/auth/login';
import { ApiError } from '../../api/client';
import { errorMessageKey } from '../../lib/errors';
import { clearSourceCache } from '../../runtime/source-cache';
import { loadFavourites, signIn } from '../../state/session';
import { useSettings } from '../../state/settings';
import { readRemembered, writeRemembered } from '../../state/remember';
import { getMemberGames } from '../../api/games/get-member-games';
import { MOBILE_MAX_LENGTH, MOBILE_MIN_LENGTH, PAGE_SIZE_FAVOURITES } from '../../lib/constants';
import { useSmsSend } from '../hooks/use-sms-send';
import { languageByCode } from '../../lib/languages';
import { formatWhen } from '../../lib/responsible';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { rememberReturn, safeReturnPath, takeLaunch, takeReturn } from '../../lib/return-to';
import { launchGame } from '../../runtime/actions';
import type { RouteMeta } from '../routes';
import { SocialSignIn, takeSocialBinding } from './social-sign-in';
import { SmsCaptchaField, sendSmsCode, useSmsCaptcha } from './sms-captcha';

/** §5 login field limits. */
const LOGIN_LIMITS = { username: 40, password: 128, mobileMin: MOBILE_MIN_LENGTH, mobile: MOBILE_MAX_LENGTH, smsCode: 10, captcha: 6 } as const;

type Method = 'username' | 'sms';

export function LoginScreen({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings, language } = useSettings();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const agent = meta.path === 'agent';
  const flags = settings?.whitelabel ?? {};
  // §2: the agent login differs only in its social block.
  const smsEnabled = !!flags.MOBILEVERCODELOGIN3;
  const remembered = readRemembered();
  const [method, setMethod] = useState<Method>(remembered?.type === 'sms' && smsEnabled ? 'sms' : 'username');
  const [username, setUsername] = useState(remembered?.type !== 'sms' ? (remembered?.username ?? '') : '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(remembered?.type === 'sms' ? remembered.username : '');
  const [dialing, setDialing] = useState(remembered?.countryDialingCode ?? '+63');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(true);
  const [agreed, setAgreed] = useState(true);
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [error, setErrorState] = useState<{ key: string; args?: Record<string, string> } | null>(null);
  const setError = (key: string | null, args?: Record<string, string>) => setErrorState(key ? { key, args } : null);
  /** A refusal's message; a time-out or self-exclusion says until when. */
  const showFailure = (code: string | undefined, until?: string) =>
    setError(errorMessageKey(code), until ? { until: formatWhen(until, languageByCode(language)?.bcp47 ?? 'en') } : undefined);
  const [busy, setBusy] = useState(false);
  const [smsUntil, setSmsUntil] = useState<number | null>(null);
  const seconds = useSmsCountdown(smsUntil);
  const sms = useSmsSend();
  const smsCaptcha = useSmsCaptcha();

  const refreshCaptcha = () => {
    setCaptchaAnswer('');
    getCaptcha().then(setCaptcha, () => setError('errors.network.failed'));
  };

  useEffect(() => setError(null), [method]);

  // §4: a sign-in closes the pop-up, so the player is back where they were: the page that sent them
  // here (`?redirect=`, kept for the tab across a social sign-in), and the game a guest tapped opens.
  const redirect = params.get('redirect');
  useEffect(() => {
    if (agent) return;
    if (redirect) rememberReturn(safeReturnPath(redirect));
    else if (!params.get('social') && !params.get('socialError')) {
      // A sign-in nothing sent here for: no earlier return path or tapped game applies.
      rememberReturn(null);
      takeLaunch();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirect]);

  const finishSignIn = (v: SessionValue) => {
    signIn({ token: v.token, userName: v.userName, type: v.type, firstTimeLogin: v.firstTimeLogin });
    clearSourceCache();
    void loadFavourites(async () => (await getMemberGames('favourites', { pageNo: 1, pageSize: PAGE_SIZE_FAVOURITES })).games.map((g) => g.nodeId));
    if (agent) return navigate('/agent/home', { replace: true });
    const back = safeReturnPath(redirect) ?? takeReturn();
    rememberReturn(null);
    navigate(back ?? '/home', { replace: true });
    const game = takeLaunch();
    if (game && back) launchGame(game);
  };

  // Back from a social provider: a one-time code to exchange, or the reason it failed. Either is read once.
  const socialCode = params.get('social');
  const socialError = params.get('socialError');
  const socialHandled = useRef<string | null>(null);
  useEffect(() => {
    if (agent || (!socialCode && !socialError)) return;
    const until = params.get('until') ?? undefined;
    setParams({}, { replace: true });
    if (socialError) return showFailure(socialError, until);
    // A one-time code is spent by its first use (React's strict mode runs effects twice in development).
    if (socialHandled.current === socialCode) return;
    socialHandled.current = socialCode;
    // Started in another browser (or tab): this one holds no binding for it.
    const binding = takeSocialBinding();
    if (!binding) return showFailure('auth.social.state');
    setBusy(true);
    exchangeSocialCode(socialCode!, binding).then(finishSignIn, (e: ApiError) => {
      showFailure(e.errorCode, (e.value as { until?: string } | undefined)?.until);
      setBusy(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [socialCode, socialError]);

  // Just timed out or self-excluded on the responsible-gaming screen.
  const excludedUntil = (location.state as { excludedUntil?: string } | null)?.excludedUntil;
  useEffect(() => {
    if (excludedUntil) showFailure('auth.selfExcluded', excludedUntil);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [excludedUntil]);

  const requestCode = async () => {
    if (mobile.length < LOGIN_LIMITS.mobileMin || mobile.length > LOGIN_LIMITS.mobile) return setError('errors.login.mobile');
    if (smsCaptcha.unanswered) return setError('errors.auth.captcha.required');
    setError(null);
    // §8: "sending" while the code goes out, then the success message.
    await sms.send(() => sendSmsCode(smsCaptcha, { mobileNum: mobile, countryDialingCode: dialing, purpose: 'login' }, { until: setSmsUntil, error: setError }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!agreed || busy) return;
    const user = method === 'sms' ? mobile.trim() : username.trim();
    const secret = method === 'sms' ? code.trim() : password;
    if (!user || !secret) return setError('errors.auth.emptyCredentials');
    // §5 login field rules, as the server takes them.
    if (method === 'sms' && (user.length < LOGIN_LIMITS.mobileMin || !/^\d+$/.test(user))) return setError('errors.login.mobile');
    if (method === 'sms' && !/^\d{1,10}$/.test(secret)) return setError('errors.sms.code.invalid');
    if (captcha && !/^\d{1,6}$/.test(captchaAnswer)) return setError('errors.auth.captcha.required');
    setBusy(true);
    setError(null);
    try {
      const v = await login({
        username: user,
        password: secret,
        type: method,
        remember,
        portal: agent ? 'agent' : 'member',
        ...(method === 'sms' ? { countryDialingCode: dialing } : {}),
        ...(captcha ? { captchaId: captcha.captchaId, captcha: captchaAnswer } : {}),
      });
      writeRemembered(remember ? { username: user, type: method, countryDialingCode: dialing, rememberToken: v.rememberToken } : null);
      finishSignIn(v);
    } catch (err) {
      const apiError = err as ApiError;
      showFailure(apiError.errorCode, (apiError.value as { until?: string } | undefined)?.until);
      // §4: the captcha shows once a failed answer carries its flag, and every failure refreshes it.
      if ((apiError.value as { captcha?: boolean } | undefined)?.captcha) refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const input = 'w-full h-11 px-4 rounded-xl bg-surface border border-line outline-none focus:border-brand placeholder:text-muted';
  return (
    <section className="px-5 py-6" data-testid="login-screen">
      <div className="text-center mb-5">
        <div className="mx-auto grid place-items-center size-14 rounded-2xl bg-gradient-to-br from-brand to-accent text-bg text-2xl font-black">♠</div>
        <h2 className="mt-3 text-xl font-bold">{t(agent ? 'login.agentTitle' : 'login.title')}</h2>
      </div>
      {smsEnabled && (
        <div role="tablist" className="grid grid-cols-2 gap-2 mb-4">
          {(['username', 'sms'] as const).map((m) => (
            <button key={m} type="button" role="tab" aria-selected={method === m} onClick={() => setMethod(m)} className={`h-10 rounded-full text-sm font-semibold ${method === m ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'}`}>
              {t(m === 'sms' ? 'login.bySms' : 'login.byUsername')}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={submit} className="space-y-3" noValidate>
        {method === 'username' ? (
          <>
            <input className={input} value={username} onChange={(e) => setUsername(e.target.value)} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" autoCapitalize="none" maxLength={LOGIN_LIMITS.username} />
            <input className={input} type="password" value={password} onChange={(e) => setPassword(e.target.value)} placeholder={t('login.password')} aria-label={t('login.password')} autoComplete="current-password" maxLength={LOGIN_LIMITS.password} />
          </>
        ) : (
          <>
            <div className="flex gap-2">
              <input className={`${input} !w-20 text-center`} value={dialing} onChange={(e) => setDialing(e.target.value.replace(/[^\d+]/g, '').slice(0, 5))} aria-label={t('login.dialingCode')} inputMode="tel" />
              <input className={input} value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, LOGIN_LIMITS.mobile))} placeholder={t('login.mobile')} aria-label={t('login.mobile')} inputMode="numeric" autoComplete="tel-national" />
            </div>
            <div className="flex gap-2">
              <input className={input} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, LOGIN_LIMITS.smsCode))} placeholder={t('login.smsCode')} aria-label={t('login.smsCode')} inputMode="numeric" autoComplete="one-time-code" />
              <button type="button" onClick={requestCode} disabled={seconds > 0 || sms.sending} aria-busy={sms.sending || undefined} className="btn-ghost shrink-0 h-11 px-3 text-sm disabled:opacity-50">
                {sms.sending ? t('login.codeSending') : seconds > 0 ? t('login.resendIn', { seconds }) : t('login.getCode')}
              </button>
            </div>
            <SmsCaptchaField captcha={smsCaptcha} inputClassName={input} />
            {sms.sent && <p role="status" className="text-xs text-success">{t('login.codeSent')}</p>}
          </>
        )}
        {captcha && (
          <div className="flex gap-2" data-testid="captcha">
            <input className={input} value={captchaAnswer} onChange={(e) => setCaptchaAnswer(e.target.value.replace(/\D/g, '').slice(0, LOGIN_LIMITS.captcha))} placeholder={t('login.captcha')} aria-label={t('login.captcha')} inputMode="numeric" />
            <button type="button" onClick={refreshCaptcha} aria-label={t('login.captchaRefresh')} className="shrink-0 rounded-xl overflow-hidden border border-line">
              <img src={captcha.image} alt="" width={120} height={44} />
            </button>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {t(error.key, error.args ?? {})}
          </p>
        )}
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-muted">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="accent-[var(--color-brand)] size-4" />
            {t('login.remember')}
          </label>
          {(flags.PSWCHANGEMAIL || flags.PSWCHANGEVERIFY) && (
            <Link to="/forget" className="text-brand">{t('login.forgot')}</Link>
          )}
        </div>
        <button type="submit" disabled={!agreed || busy} className="btn-primary w-full h-12 text-base disabled:opacity-50">
          {busy ? t('login.signingIn') : t('auth.login')}
        </button>
        <label className="flex items-start gap-2 text-xs text-muted">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="accent-[var(--color-brand)] size-4 mt-0.5" />
          <span>
            {t('login.disclaimer')}{' '}
            <Link to="/help?tag=terms" className="text-brand underline">{t('login.terms')}</Link>
          </span>
        </label>
      </form>
      {!agent && <SocialSignIn disabled={busy} />}
      <p className="mt-6 text-center text-sm text-muted">
        {t('login.noAccount')} <Link to="/register" className="text-brand font-semibold">{t('auth.register')}</Link>
      </p>
    </section>
  );
}
