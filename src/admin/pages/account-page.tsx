/**
 * My account: the signed-in operator's own password and two-step sign-in, whatever their role.
 *
 * Password: the current one again and a new one under the creation policy (8–72 printable
 * characters), typed twice; the operator's other sessions end, this one stays. A wrong current
 * password counts toward the account's sign-in lock.
 *
 * Two-step sign-in (a password alone must not open the console): set it up (password
 * again, scan the QR code or type the key into an authenticator app, confirm with its first code),
 * or turn it off (password and a current code). Once on, signing in asks for the app's code.
 * An admin can reset it for an operator who lost their phone (Operators page).
 */
import { useState, type FormEvent } from 'react';
import { api, errorText } from '../api';
import { operator, restoreOperator, useOperator } from '../session';
import { OPERATOR_PASSWORD_POLICY } from '../../../schemas/admin-content.schema';
import type { TotpEnrolment as Enrolment, TotpState } from '../types';

const PRINTABLE = new RegExp(OPERATOR_PASSWORD_POLICY.pattern);

/** What is wrong with a new password before it is sent (the server checks the same policy), or null. */
export function newPasswordProblem(current: string, next: string, repeat: string): string | null {
  if (next.length < OPERATOR_PASSWORD_POLICY.min || next.length > OPERATOR_PASSWORD_POLICY.max) return `Use ${OPERATOR_PASSWORD_POLICY.min}–${OPERATOR_PASSWORD_POLICY.max} characters.`;
  if (!PRINTABLE.test(next)) return 'Use letters, digits, spaces and keyboard symbols only.';
  if (next === current) return 'The new password must differ from the current one.';
  if (next !== repeat) return 'The two new passwords differ.';
  return null;
}

function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = next || repeat ? newPasswordProblem(current, next, repeat) : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem || !current || !next) return;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await api('POST', '/api/admin/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mb-6" aria-labelledby="password-title">
      <h2 id="password-title" className="m-0 mb-1 text-base font-semibold">Password</h2>
      <p className="mt-0 text-sm text-muted">
        Changing it signs you out everywhere else; this window stays signed in. {OPERATOR_PASSWORD_POLICY.min}–{OPERATOR_PASSWORD_POLICY.max} characters.
      </p>
      <form className="card flex flex-col gap-3 p-4" onSubmit={submit} aria-label="Change password" data-testid="password-form">
        <label>
          <span className="label">Current password</span>
          <input className="input !w-64" type="password" name="currentPassword" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </label>
        <label>
          <span className="label">New password</span>
          <input className="input !w-64" type="password" name="newPassword" autoComplete="new-password" maxLength={OPERATOR_PASSWORD_POLICY.max} value={next} onChange={(e) => setNext(e.target.value)} />
        </label>
        <label>
          <span className="label">New password again</span>
          <input className="input !w-64" type="password" name="repeatPassword" autoComplete="new-password" maxLength={OPERATOR_PASSWORD_POLICY.max} value={repeat} onChange={(e) => setRepeat(e.target.value)} />
        </label>
        {(problem || error) && (
          <p role="alert" className="m-0 text-sm text-danger">
            {error ?? problem}
          </p>
        )}
        {done && (
          <p role="status" className="m-0 text-sm" data-testid="password-changed">
            Password changed. Your other sessions are signed out.
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy || !!problem || !current || !next || !repeat}>
            {busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}

export function AccountPage() {
  const op = useOperator();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const start = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      setEnrolment(await api<Enrolment>('POST', '/api/admin/totp/setup', { password }));
      setPassword('');
      setCode('');
    });
  };
  const confirmCode = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      operator.totp = await api<TotpState>('POST', '/api/admin/totp/confirm', { code });
      setEnrolment(null);
      setCode('');
    });
  };
  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      operator.totp = await api<TotpState>('DELETE', '/api/admin/totp', { password, code });
      setPassword('');
      setCode('');
      await restoreOperator();
    });
  };
  const codeInput = (
    <label>
      <span className="label">Code from the app</span>
      <input className="input !w-40" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
    </label>
  );

  return (
    <div className="max-w-2xl p-6" data-testid="account-page">
      <h1 className="m-0 mb-4 text-lg font-semibold">My account</h1>
      <PasswordSection />
      <h2 className="m-0 mb-1 text-base font-semibold">Two-step sign-in</h2>
      <p className="mt-0 text-sm text-muted">
        With two-step sign-in on, signing in as <strong>{op.username}</strong> needs a code from an authenticator app on your phone as well as the password,
        so a leaked password alone does not open the console.
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {op.totp.on ? (
        <form className="card flex flex-col gap-3 p-4" onSubmit={turnOff} aria-label="Turn off two-step sign-in">
          <p className="m-0 text-sm" data-testid="totp-state">
            On{op.totp.since ? ` since ${new Date(op.totp.since).toLocaleString()}` : ''}.
          </p>
          <label>
            <span className="label">Password</span>
            <input className="input !w-64" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          {codeInput}
          <div>
            <button type="submit" className="btn btn-danger" disabled={busy || !password || code.length !== 6}>Turn off</button>
          </div>
        </form>
      ) : enrolment ? (
        <form className="card flex flex-col gap-3 p-4" onSubmit={confirmCode} aria-label="Confirm two-step sign-in">
          <p className="m-0 text-sm">Scan this code with an authenticator app, or type the key into it, then enter the code the app shows.</p>
          <img src={enrolment.qr} alt="QR code for the authenticator app" width={200} height={200} className="rounded border border-line bg-white p-2" />
          <p className="m-0 text-sm">
            Key: <code className="select-all" data-testid="totp-secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          {codeInput}
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy || code.length !== 6}>Turn on</button>
          </div>
        </form>
      ) : (
        <form className="card flex flex-col gap-3 p-4" onSubmit={start} aria-label="Set up two-step sign-in">
          <p className="m-0 text-sm" data-testid="totp-state">Off.</p>
          <label>
            <span className="label">Password</span>
            <input className="input !w-64" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy || !password}>Set up</button>
          </div>
        </form>
      )}
    </div>
  );
}
