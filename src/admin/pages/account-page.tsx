/**
 * The signed-in operator's two-step sign-in (a password alone must not open the console): set it up (password
 * again, scan the QR code or type the key into an authenticator app, confirm with its first code),
 * or turn it off (password and a current code). Once on, signing in asks for the app's code.
 * An admin can reset it for an operator who lost their phone (Operators page).
 */
import { useState, type FormEvent } from 'react';
import { api, errorText } from '../api';
import { operator, restoreOperator, useOperator } from '../session';

interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
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
      operator.totp = await api<{ on: boolean; since: string | null }>('POST', '/api/admin/totp/confirm', { code });
      setEnrolment(null);
      setCode('');
    });
  };
  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      operator.totp = await api<{ on: boolean; since: string | null }>('DELETE', '/api/admin/totp', { password, code });
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
      <h1 className="m-0 mb-1 text-lg font-semibold">Two-step sign-in</h1>
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
