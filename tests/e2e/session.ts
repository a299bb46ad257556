/** Sessions for journeys: a signed-in player without going through the form, and a clean slate of failed sign-ins. */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

/** Lets an account's failed sign-ins lapse (the login journey fails agentdemo on purpose). */
export function forgetLoginFailures(account: string): void {
  const db = new Database(join(E2E_DATA_DIR, 'parlor.db'));
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(`delete from kv where key = ?`).run(`loginfail:acct:${account}`);
  } finally {
    db.close();
  }
}

/** The contract prompt's fingerprint of a token (src/app/member/contract-prompt-state.ts), so an agent starts with it answered. */
function promptFingerprint(token: string): string {
  let h = 2166136261;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** Signs in through the API and hands the browser that session, as a returning player has it. */
export async function signInAs(context: BrowserContext, request: APIRequestContext, username: string, portal: 'member' | 'agent' = 'member') {
  forgetLoginFailures(username);
  return handSession(context, request, username, portal);
}

/** signInAs without touching the database (a demo account of any running server: the bench's). */
export async function handSession(context: BrowserContext, request: APIRequestContext, username: string, portal: 'member' | 'agent' = 'member') {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo1234', portal } });
  expect(res.status(), await res.text()).toBe(200);
  const v = (await res.json()).value as { token: string; userName: string; type: number; firstTimeLogin: boolean };
  const info = JSON.stringify({ token: v.token, userName: v.userName, type: v.type, firstTimeLogin: v.firstTimeLogin });
  await context.addInitScript(
    ([session, prompted]) => {
      localStorage.setItem('MC_SESSION_INFO', session);
      sessionStorage.setItem('CONTRACT_PROMPTED', prompted);
    },
    [info, promptFingerprint(v.token)] as const,
  );
  return v.token;
}
