/**
 * §7 username availability on the register form: a taken name is said at its
 * field when the player leaves it, not only after the whole form was sent.
 */
import { useRef } from 'react';
import { checkUsername } from '../../api/auth/register';

/**
 * Returns the check to run when the username field is left. An answer for a name since edited is
 * dropped; a failed check says nothing (the registration itself refuses a taken name anyway).
 */
export function useUsernameCheck(username: string | undefined, onTaken: () => void) {
  const typed = useRef(username);
  typed.current = username;
  return () => {
    const name = username?.trim();
    if (!name) return;
    checkUsername(name).then(
      ({ available }) => {
        if (available || typed.current?.trim() !== name) return;
        onTaken();
      },
      () => undefined,
    );
  };
}
