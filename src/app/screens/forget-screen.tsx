/**
 * §2/§4/§5 forgot password by username and e-mail: both trimmed; the e-mail
 * must match §5's pattern; submit shows loading, then the success message,
 * and goes back after 1 s. (The mobile variant comes with the rest of #5.)
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PATTERNS } from '../../../schemas/register.schema';
import { ApiError, request } from '../../api/client';
import { errorMessageKey } from '../../lib/errors';

/** §9: the success message shows for 1 s before going back. */
export const FORGOT_SUCCESS_MS = 1000;

export function ForgetScreen() {
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

  const input = 'w-full h-11 px-4 rounded-xl bg-surface border border-line outline-none focus:border-brand placeholder:text-muted';
  return (
    <section className="px-5 py-6" data-testid="forget-screen">
      <h2 className="text-xl font-bold text-center">{t('forget.title')}</h2>
      <p className="mt-1 mb-5 text-center text-sm text-muted">{t('forget.intro')}</p>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <input className={input} value={username} onChange={(e) => setUsername(e.target.value)} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" autoCapitalize="none" maxLength={40} />
        <input className={input} type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('register.fields.email')} aria-label={t('register.fields.email')} autoComplete="email" maxLength={254} />
        {error && <p role="alert" className="text-sm text-danger">{t(error)}</p>}
        {state === 'sent' && <p role="status" className="text-sm text-success">{t('forget.sent')}</p>}
        <button type="submit" disabled={state !== 'idle'} className="btn-primary w-full h-12 text-base disabled:opacity-60">
          {state === 'sending' ? t('forget.sending') : t('forget.submit')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand font-semibold">{t('auth.login')}</Link>
      </p>
    </section>
  );
}
