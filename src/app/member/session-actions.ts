/**
 * Session flows of the member area, in one place so every entry point (side
 * menu, menu page, member home, settings) does exactly the same thing.
 */
import { logout } from '../../api/auth/login';
import { startTrial } from '../../api/auth/start-trial';
import { clearSourceCache } from '../../runtime/source-cache';
import { resetMember, TRIAL_USER_KEY } from '../../state/member';
import { readRemembered, writeRemembered } from '../../state/remember';
import { signIn, signOut } from '../../state/session';
import { writeString } from '../../state/storage';

/**
 * §4 logout: the server logout with the token (and the remember token, which the
 * server revokes), then the remembered login stops
 * signing back in (autoLogin 0), and the session, token, trial user and member
 * info are cleared. A failed server call still signs out here.
 */
export async function signOutEverywhere(): Promise<void> {
  const r = readRemembered();
  // The remember token goes to the server to be revoked, not just forgotten here.
  await logout(r?.rememberToken).catch(() => undefined);
  if (r) writeRemembered({ ...r, rememberToken: undefined });
  signOut();
  try {
    localStorage.removeItem(TRIAL_USER_KEY);
  } catch {
    /* storage unavailable */
  }
  resetMember();
  clearSourceCache();
}

/** §4 free play: test play creates a trial (type 4) session; the caller then goes home. */
export async function startFreePlay(): Promise<void> {
  const v = await startTrial();
  resetMember();
  signIn({ token: v.token, userName: v.userName, type: v.type, firstTimeLogin: v.firstTimeLogin });
  writeString(TRIAL_USER_KEY, v.userName);
  clearSourceCache();
}
