/**
 * The screen a forgot-by-e-mail link opens (`/m/forget/reset?code=…`): it names the account the
 * link is for, takes the new password twice (the server's password rule) and sets it. A link is
 * good once and for 30 minutes; a used or expired one says so and offers a new mail. Success signs
 * nobody in (every session was revoked): it offers the login with the new password.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_REGISTER_SETTINGS, type FieldRule } from '../../../schemas/register.schema';
import { getRegisterSettings } from '../../api/auth/register';
import { checkResetLink, resetPasswordByLink } from '../../api/auth/reset-password-by-link';
import type { ApiError } from '../../api/client';
import { errorMessageKey } from '../../lib/errors';
import { MemberIcon } from '../member/member-icon';
import { checkPasswordForm } from './change-password-screen';

type Field = 'newPassword' | 'confirmNewPassword';
const FIELDS: Field[] = ['newPassword', 'confirmNewPassword'];

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [link, setLink] = useState<{ state: 'checking' } | { state: 'ok'; userName: string } | { state: 'bad'; key: string }>({ state: 'checking' });
  const [rule, setRule] = useState<FieldRule>(DEFAULT_REGISTER_SETTINGS.rules.password);
  const [form, setForm] = useState<Record<Field, string>>({ newPassword: '', confirmNewPassword: '' });
  const [touched, setTouched] = useState(false);
  const [visible, setVisible] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  useEffect(() => {
    const ac = new AbortController();
    if (!/^[\w-]{43}$/.test(code)) setLink({ state: 'bad', key: 'errors.password.resetLink' });
    else {
      checkResetLink(code, ac.signal).then(
        (v) => setLink({ state: 'ok', userName: v.userName }),
        (e: ApiError) => e.name !== 'AbortError' && setLink({ state: 'bad', key: errorMessageKey(e.errorCode) }),
      );
    }
    getRegisterSettings(ac.signal).then((s) => setRule(s.rules.password), () => undefined);
    return () => ac.abort();
  }, [code]);

  const { errors } = useMemo(() => checkPasswordForm({ oldPassword: '', ...form }, false, rule), [form, rule]);
  const shown = (f: Field) => (touched ? errors[f] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state !== 'idle') return;
    setTouched(true);
    const first = FIELDS.find((f) => errors[f]);
    if (first) return refs.current[first]?.focus();
    setState('saving');
    setFormError(null);
    try {
      await resetPasswordByLink({ code, ...form });
      setState('done');
    } catch (err) {
      const apiError = err as ApiError;
      setState('idle');
      if (apiError.errorCode === 'password.resetLink') return setLink({ state: 'bad', key: 'errors.password.resetLink' });
      setFormError(errorMessageKey(apiError.errorCode));
    }
  };

  const input = (invalid: boolean) => `w-full h-11 ps-4 pe-11 rounded-xl bg-surface border outline-none placeholder:text-muted ${invalid ? 'border-danger' : 'border-line focus:border-brand'}`;
  const labels: Record<Field, string> = { newPassword: t('member.newPassword'), confirmNewPassword: t('member.confirmNewPassword') };

  return (
    <section className="px-5 py-6" data-testid="reset-password-screen">
      <div className="text-center mb-5">
        <span className="mx-auto grid place-items-center size-14 rounded-2xl bg-surface-2 text-brand">
          <MemberIcon name="lock" className="size-7" />
        </span>
        <h2 className="mt-3 text-xl font-bold">{t('forget.title')}</h2>
      </div>
      {link.state === 'checking' && <div className="skeleton h-40" aria-busy="true" />}
      {link.state === 'bad' && (
        <div className="text-center space-y-4">
          <p role="alert" className="text-sm text-danger">{t(link.key)}</p>
          <Link to="/forget" replace className="btn-primary inline-flex items-center h-11 px-6">{t('forget.askAgain')}</Link>
        </div>
      )}
      {link.state === 'ok' && state === 'done' && (
        <div className="text-center space-y-4">
          <p role="status" className="text-sm text-success">{t('forget.resetDone')}</p>
          <Link to="/login" replace className="btn-primary inline-flex items-center h-11 px-6">{t('auth.login')}</Link>
        </div>
      )}
      {link.state === 'ok' && state !== 'done' && (
        <form onSubmit={submit} className="space-y-3" noValidate>
          <p className="text-sm text-muted text-center">{t('forget.resetFor', { account: link.userName })}</p>
          {FIELDS.map((f) => (
            <div key={f}>
              <label htmlFor={`reset-${f}`} className="block text-xs text-muted mb-1">{labels[f]}</label>
              <div className="relative">
                <input
                  id={`reset-${f}`}
                  ref={(el) => {
                    refs.current[f] = el;
                  }}
                  type={visible ? 'text' : 'password'}
                  className={input(!!shown(f))}
                  value={form[f]}
                  onChange={(e) => setForm((x) => ({ ...x, [f]: e.target.value }))}
                  autoComplete="new-password"
                  maxLength={128}
                  aria-invalid={!!shown(f) || undefined}
                  aria-describedby={shown(f) ? `reset-${f}-error` : undefined}
                />
                {f === 'newPassword' && (
                  <button type="button" onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={t(visible ? 'member.hidePasswords' : 'member.showPasswords')} className="absolute inset-y-0 end-0 grid place-items-center w-11 text-muted">
                    <MemberIcon name={visible ? 'eye-off' : 'eye'} className="size-5" />
                  </button>
                )}
              </div>
              {shown(f) && <p id={`reset-${f}-error`} className="mt-1 text-xs text-danger">{t(shown(f)!.key, { min: shown(f)!.min, max: shown(f)!.max })}</p>}
            </div>
          ))}
          {formError && <p role="alert" className="text-sm text-danger">{t(formError)}</p>}
          <button type="submit" disabled={state !== 'idle'} className="btn-primary w-full h-12 text-base disabled:opacity-60">
            {state === 'saving' ? t('forget.sending') : t('forget.reset')}
          </button>
          <p className="text-xs text-muted text-center">{t('member.otherSessionsNote')}</p>
        </form>
      )}
    </section>
  );
}
