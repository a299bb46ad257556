/**
 * The session-time reminder: the interval the member chose
 * (stored on the server with their limits) and when this signed-in session
 * started, kept for the tab so a reload does not restart the count.
 */
import { proxy, useSnapshot } from 'valtio';
import { readJson, writeJson } from '../../state/storage';

const START_KEY = 'RG_SESSION_START';

export const reminder = proxy({
  /** Minutes between reminders (0: off); null until the server answered. */
  minutes: null as number | null,
  /** The session the interval was read for. */
  token: null as string | null,
});

export function setReminderMinutes(minutes: number): void {
  reminder.minutes = minutes;
}

export function useReminder() {
  return useSnapshot(reminder);
}

/** The start of this session in this tab: a token seen before keeps its start; a new one starts now. */
export function sessionStart(token: string, now = Date.now()): number {
  // A fingerprint of the token, not the token itself, is all the tab needs to tell sessions apart.
  const mark = token.slice(-8);
  const saved = readJson<{ mark: string; at: number }>(START_KEY, 'session');
  if (saved?.mark === mark && Number.isFinite(saved.at) && saved.at <= now) return saved.at;
  writeJson(START_KEY, { mark, at: now }, 'session');
  return now;
}

/** Milliseconds from `now` to the next reminder of a session started at `start`, every `intervalMin` minutes. */
export function nextReminderIn(start: number, intervalMin: number, now = Date.now()): number {
  const every = intervalMin * 60_000;
  const elapsed = Math.max(0, now - start);
  return (Math.floor(elapsed / every) + 1) * every - elapsed;
}
