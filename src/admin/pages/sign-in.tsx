/**
 * Operators' sign-in, separate from members': its own accounts, rate limits and captcha after
 * failures, and the authenticator app's code for an operator who turned two-step sign-in on.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../api';
import { AdminApiError, errorText } from '../api';
import { signInOperator } from '../session';

export function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [needCode, setNeedCode] = useState(false);
  const [code, setCode] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [challenge, setChallenge] = useState<{ captchaId: string; image: string } | null>(null);
  useEffect(() => {
    if (!needCaptcha) return;
    let live = true;
    api<{ captchaId: string; image: string }>('GET', '/api/auth/captcha').then((c) => live && setChallenge(c), () => live && setChallenge(null));
    return () => {
      live = false;
    };
  }, [needCaptcha, captchaKey]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return setError('Enter your username and password.');
    setBusy(true);
    setError(null);
    try {
      await signInOperator(username.trim(), password, needCaptcha && challenge ? { captcha, captchaId: challenge.captchaId } : undefined, needCode ? code : undefined);
    } catch (err) {
      setError(errorText(err));
      const v = err instanceof AdminApiError ? (err.value as { captcha?: boolean; totp?: boolean } | undefined) : undefined;
      // Two-step sign-in is on for this operator: the app's code goes with the password.
      if (v?.totp) {
        setNeedCode(true);
        setCode('');
      }
      if (v?.captcha || (err instanceof AdminApiError && err.code.includes('captcha'))) {
        setNeedCaptcha(true);
        setCaptchaKey((k) => k + 1);
        setCaptcha('');
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid min-h-screen place-items-center p-4">
      <form onSubmit={submit} className="card flex w-80 flex-col gap-3 p-5" aria-label="Operator sign-in">
        <h1 className="m-0 text-lg font-semibold">Parlor console</h1>
        <label>
          <span className="label">Username</span>
          <input className="input" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label>
          <span className="label">Password</span>
          <input className="input" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {needCode && (
          <label>
            <span className="label">Code from your authenticator app</span>
            <input className="input" name="totp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} autoFocus />
          </label>
        )}
        {needCaptcha && (
          <label>
            <span className="label">Captcha</span>
            <div className="flex gap-2">
              <input className="input" name="captcha" inputMode="numeric" maxLength={6} value={captcha} onChange={(e) => setCaptcha(e.target.value.replace(/\D/g, ''))} />
              {challenge ? (
                <img src={challenge.image} alt="Captcha: tap for another" className="h-8 cursor-pointer rounded border border-line" onClick={() => setCaptchaKey((k) => k + 1)} />
              ) : (
                <span className="inline-block h-8 w-24 animate-pulse rounded bg-slate-200" />
              )}
            </div>
          </label>
        )}
        {error && (
          <p role="alert" className="m-0 text-sm text-danger">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary justify-center" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}
