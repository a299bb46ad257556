/**
 * Stateless pieces of the register form: the method tabs (shown only when
 * both methods are on, mobile first) and the responsible-gaming confirmations
 * (the minimum age, then each statement the player must tick); and the
 * links under the form (forgotten password, social sign-in, sign in instead).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SocialSignIn } from './social-sign-in';
import { CHECKS, type Method } from './register-fields';

export function MethodTabs({ methods, method, onChange }: { methods: readonly Method[]; method: Method; onChange: (m: Method) => void }) {
  const { t } = useTranslation();
  if (methods.length < 2) return null;
  return (
    <div role="tablist" className="grid grid-cols-2 gap-2 mb-4">
      {(['mobileNum', 'username'] as const).filter((m) => methods.includes(m)).map((m) => (
        <button key={m} type="button" role="tab" aria-selected={method === m} onClick={() => onChange(m)} className={`h-10 rounded-full text-sm font-semibold ${method === m ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'}`}>
          {t(m === 'mobileNum' ? 'register.byMobile' : 'register.byUsername')}
        </button>
      ))}
    </div>
  );
}

export function Confirmations({ minimumAge, checks, onChange }: { minimumAge: number; checks: Record<string, boolean>; onChange: (check: string, on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-xl border border-line p-3 space-y-2 text-xs text-muted">
      <legend className="px-1 text-ink font-semibold">{t('register.rgTitle')}</legend>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="accent-[var(--color-brand)] size-4 mt-0.5" checked={!!checks.age} onChange={(e) => onChange('age', e.target.checked)} />
        {t('register.age', { age: minimumAge })}
      </label>
      {CHECKS.map((c) => (
        <label key={c} className="flex items-start gap-2">
          <input type="checkbox" className="accent-[var(--color-brand)] size-4 mt-0.5" checked={!!checks[c]} onChange={(e) => onChange(c, e.target.checked)} />
          {t(`register.checks.${c}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function RegisterFooter({ forgot, busy }: { forgot: boolean; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {forgot && (
        <p className="mt-4 text-center text-sm">
          <Link to="/forget" className="text-brand">{t('login.forgot')}</Link>
        </p>
      )}
      <SocialSignIn disabled={busy} />
      <p className="mt-6 text-center text-sm text-muted">
        {t('register.haveAccount')} <Link to="/login" className="text-brand font-semibold">{t('auth.login')}</Link>
      </p>
    </>
  );
}
