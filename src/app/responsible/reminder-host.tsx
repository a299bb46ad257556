/**
 * Session-time reminder: while a member is signed in, a
 * dialog every chosen interval — "You have been playing for {{minutes}}
 * minutes" — with Continue, Sign out and Set limits. Tiny on purpose: the
 * dialog is a lazy chunk that loads only when it shows.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { getLimits } from '../../api/member/get-limits';
import { roleOf, useSession } from '../../state/session';
import { reminder, nextReminderIn, sessionStart, useReminder } from './reminder-state';

const ReminderDialog = lazy(() => import('./reminder-dialog').then((m) => ({ default: m.ReminderDialog })));

export function ReminderHost() {
  const s = useSession();
  const r = useReminder();
  const [shown, setShown] = useState<number | null>(null);
  const signedIn = roleOf(s) === 'member' || roleOf(s) === 'agent';
  const token = signedIn ? s.token : null;

  // The session's start counts from sign-in; the interval lives on the server with the limits: read it once per session.
  useEffect(() => {
    if (!token) return;
    sessionStart(token);
    if (reminder.token === token && reminder.minutes !== null) return;
    reminder.token = token;
    reminder.minutes = null;
    const ac = new AbortController();
    getLimits(ac.signal).then((v) => {
      if (reminder.token === token) reminder.minutes = v.reminderMinutes;
    }, () => undefined);
    return () => ac.abort();
  }, [token]);

  useEffect(() => {
    if (!token || !r.minutes || shown !== null) return;
    const start = sessionStart(token);
    const timer = setTimeout(() => setShown(Math.round((Date.now() - start) / 60_000)), nextReminderIn(start, r.minutes));
    return () => clearTimeout(timer);
  }, [token, r.minutes, shown]);

  useEffect(() => {
    if (!token) setShown(null);
  }, [token]);

  if (!token || shown === null) return null;
  return (
    <Suspense fallback={null}>
      <ReminderDialog minutes={shown} onClose={() => setShown(null)} />
    </Suspense>
  );
}
