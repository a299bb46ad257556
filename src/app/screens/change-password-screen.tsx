/**
 * §2/§4/§5 change password `/m/changePsw`: without a session, home. The old
 * password is asked for only when the member has one (a member who registered
 * by mobile without a password sets a first one; the browser never keeps a
 * password). New password by the server's password rule; confirm required and
 * equal, else "Confirmation password not matched"; a new password equal to
 * the old shows the same-password pop-up and nothing is sent. Success shows
 * "changes saved" for 1 s, then home; the server signs out every other session.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { checkField, DEFAULT_REGISTER_SETTINGS, type FieldRule } from '../../../schemas/register.schema';
import { changePassword } from '../../api/auth/change-password';
import { getRegisterSettings } from '../../api/auth/register';
import type { ApiError } from '../../api/client';
import { PASSWORD_CHANGED_REDIRECT_MS } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { useMember } from '../../state/member';
import { readRemembered, writeRemembered } from '../../state/remember';
import { roleOf, useSession } from '../../state/session';
import { toast } from '../../state/toasts';
import { useRevalidateOnLanguageChange } from '../hooks/use-language-revalidation';
import { Refusal } from '../member/member-gate';
import { loadMemberInfo } from '../member/member-data';
import { MemberIcon } from '../member/member-icon';
import { ModalFrame } from '../shell/modal-frame';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * §5 checks, in field order: the old password (loginPassword rule) only when
 * asked for; the new one by the password rule; the confirmation required and
 * equal. `same` is §5's "equal to old": the pop-up, and nothing is sent.
 */
export function checkPasswordForm(f: PasswordForm, askOld: boolean, rule: FieldRule): { errors: Partial<Record<Field, { key: string; min?: number; max?: number }>>; same: boolean } {
  const errors: Partial<Record<Field, { key: string; min?: number; max?: number }>> = {};
  if (askOld && !f.oldPassword) errors.oldPassword = { key: 'validation.required' };
  const problem = checkField({ ...rule, enabled: true, required: true }, f.newPassword);
  if (problem) errors.newPassword = problem;
  if (!f.confirmNewPassword) errors.confirmNewPassword = { key: 'validation.required' };
  else if (f.confirmNewPassword !== f.newPassword) errors.confirmNewPassword = { key: 'errors.password.mismatch' };
  const same = askOld && !!f.oldPassword && f.oldPassword === f.newPassword;
  return { errors, same };
}

export function ChangePasswordScreen() {
  const role = roleOf(useSession());
  // §2: without a session this page goes home.
  if (role === 'visitor') return <Navigate to="/home" replace />;
  if (role === 'trial') return <Refusal messageKey="errors.auth.trialRefused" login />;
  return <ChangePassword />;
}

function ChangePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const m = useMember();
  const [rule, setRule] = useState<FieldRule>(DEFAULT_REGISTER_SETTINGS.rules.password);
  const [form, setForm] = useState<PasswordForm>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [samePopup, setSamePopup] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [visible, setVisible] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  /** The server's refusals by field (translation keys), kept so a language change can translate them again. */
  const serverErrors = useRef<Partial<Record<Field, string>>>({});

  useEffect(() => {
    void loadMemberInfo();
    const ac = new AbortController();
    getRegisterSettings(ac.signal).then((s) => setRule(s.rules.password), () => undefined);
    return () => ac.abort();
  }, []);

  // Until member info says otherwise, assume the member has a password (the safe default).
  const askOld = m.info?.passwordSet !== false;
  const fields: Field[] = askOld ? ['oldPassword', 'newPassword', 'confirmNewPassword'] : ['newPassword', 'confirmNewPassword'];
  const message = (e: { key: string; min?: number; max?: number }) => t(e.key, { min: e.min, max: e.max });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state !== 'idle') return;
    const { errors: found, same } = checkPasswordForm(form, askOld, rule);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, message(v)])));
    const first = fields.find((f) => found[f]);
    if (first) return refs.current[first]?.focus();
    // §5: equal to the old password shows the same-password pop-up; nothing is sent.
    if (same) return setSamePopup(true);
    setFormError(null);
    setState('saving');
    try {
      await changePassword(askOld ? form : { newPassword: form.newPassword, confirmNewPassword: form.confirmNewPassword });
      // §4: the remembered login no longer signs in with a token the server has just revoked.
      const r = readRemembered();
      if (r?.rememberToken) writeRemembered({ ...r, rememberToken: undefined });
      setForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
      setState('saved');
      toast('member.changesSaved', 'tiny');
      setTimeout(() => navigate('/home', { replace: true }), PASSWORD_CHANGED_REDIRECT_MS);
    } catch (err) {
      // §8: a failure hides the loading and keeps the form.
      setState('idle');
      const apiError = err as ApiError;
      const field = (apiError.value as { field?: string } | undefined)?.field as Field | undefined;
      if (apiError.errorCode === 'password.same') return setSamePopup(true);
      if (field && fields.includes(field)) {
        serverErrors.current[field] = errorMessageKey(apiError.errorCode);
        setErrors((x) => ({ ...x, [field]: t(errorMessageKey(apiError.errorCode)) }));
        refs.current[field]?.focus();
      } else setFormError(errorMessageKey(apiError.errorCode));
    }
  };

  const set = (f: Field, v: string) => {
    setForm((x) => ({ ...x, [f]: v }));
    delete serverErrors.current[f];
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };

  // §2: after a language change, the fields showing a message are checked again and say it in the new language.
  useRevalidateOnLanguageChange(() =>
    setErrors((shown) => {
      const found = checkPasswordForm(form, askOld, rule).errors;
      const next: Partial<Record<Field, string>> = {};
      for (const f of fields) {
        if (!shown[f]) continue;
        const server = serverErrors.current[f];
        const local = found[f];
        next[f] = local ? message(local) : server ? t(server) : undefined;
      }
      return next;
    }),
  );
  const input = (invalid: boolean) => `w-full h-11 ps-4 pe-11 rounded-xl bg-surface border outline-none placeholder:text-muted ${invalid ? 'border-danger' : 'border-line focus:border-brand'}`;
  const labels: Record<Field, string> = { oldPassword: t('member.oldPassword'), newPassword: t('member.newPassword'), confirmNewPassword: t('member.confirmNewPassword') };

  return (
    <section className="px-5 py-6" data-testid="change-password-screen">
      <div className="text-center mb-5">
        <span className="mx-auto grid place-items-center size-14 rounded-2xl bg-surface-2 text-brand">
          <MemberIcon name="lock" className="size-7" />
        </span>
        <p className="mt-3 text-sm text-muted">{t(askOld ? 'member.changeIntro' : 'member.setIntro')}</p>
      </div>
      <form onSubmit={submit} className="space-y-3" noValidate>
        {fields.map((f) => (
          <div key={f}>
            <label htmlFor={`psw-${f}`} className="block text-xs text-muted mb-1">{labels[f]}</label>
            <div className="relative">
              <input
                id={`psw-${f}`}
                ref={(el) => {
                  refs.current[f] = el;
                }}
                type={visible ? 'text' : 'password'}
                className={input(!!errors[f])}
                value={form[f]}
                onChange={(e) => set(f, e.target.value)}
                autoComplete={f === 'oldPassword' ? 'current-password' : 'new-password'}
                maxLength={128}
                aria-invalid={!!errors[f] || undefined}
                aria-describedby={errors[f] ? `psw-${f}-error` : undefined}
              />
              {f === 'newPassword' && (
                <button type="button" onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={t(visible ? 'member.hidePasswords' : 'member.showPasswords')} className="absolute inset-y-0 end-0 grid place-items-center w-11 text-muted">
                  <MemberIcon name={visible ? 'eye-off' : 'eye'} className="size-5" />
                </button>
              )}
            </div>
            {errors[f] && <p id={`psw-${f}-error`} className="mt-1 text-xs text-danger">{errors[f]}</p>}
          </div>
        ))}
        {formError && <p role="alert" className="text-sm text-danger">{t(formError)}</p>}
        <button type="submit" disabled={state !== 'idle'} aria-busy={state === 'saving' || undefined} className="btn-primary w-full h-12 text-base disabled:opacity-60">
          {state === 'saving' ? t('member.saving') : state === 'saved' ? t('member.changesSaved') : t('common.confirm')}
        </button>
        <p className="text-xs text-muted text-center">{t('member.otherSessionsNote')}</p>
      </form>
      {samePopup && <SamePasswordPopup onClose={() => setSamePopup(false)} />}
    </section>
  );
}

/** §8 same password: the pop-up `same_password`. */
function SamePasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <ModalFrame onBackdrop={onClose} closeLabel={t('common.close')}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="same-password-text" className="relative w-full max-w-[320px] card p-5 text-center animate-[fade_.2s]" data-testid="same-password-popup">
        <span className="mx-auto grid place-items-center size-12 rounded-full bg-brand/15 text-brand">
          <MemberIcon name="lock" className="size-6" />
        </span>
        <p id="same-password-text" className="mt-3 font-semibold">{t('errors.password.same')}</p>
        <button ref={button} type="button" className="btn-primary mt-5 w-full h-10" onClick={onClose}>{t('common.confirm')}</button>
      </div>
    </ModalFrame>
  );
}
