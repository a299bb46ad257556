/**
 * Menu entries' taps: the §6/§8 checks a tap passes before it acts, and the registry of the
 * actions the app owns (sign out, free play, invite, language, community and download pop-ups).
 * The runtime never imports app code: the app registers its handlers when it starts
 * (src/app/member/menu-host.tsx), and `{ type: 'menu', action }` is forwarded to them.
 */
import type { Role } from '../../schemas/layout.schema';
import type { MenuActionName, MenuTap } from '../../widgets/define-widget';

/** What a handler may use: the router's navigate (paths relative to /m). */
export interface MenuActionEnv {
  navigate: (to: string) => void;
}
export type MenuActionHandler = (env: MenuActionEnv) => void;

const handlers = new Map<MenuActionName, MenuActionHandler>();

/** Registers the app's handlers; returns a function that removes exactly these again. */
export function registerMenuActions(map: Partial<Record<MenuActionName, MenuActionHandler>>): () => void {
  const added = Object.entries(map) as [MenuActionName, MenuActionHandler][];
  for (const [name, fn] of added) handlers.set(name, fn);
  return () => {
    for (const [name, fn] of added) if (handlers.get(name) === fn) handlers.delete(name);
  };
}

/** Runs a registered action; false when the app registered none under that name. */
export function runMenuAction(name: MenuActionName, env: MenuActionEnv): boolean {
  const fn = handlers.get(name);
  if (!fn) return false;
  fn(env);
  return true;
}

/** §6/§8: "Please log in to a real account to use this function". */
export const TRIAL_REFUSED_KEY = 'errors.auth.trialRefused';

export type MenuOutcome =
  | { kind: 'message'; key: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'openUrl'; url: string }
  | { kind: 'action'; action: MenuActionName }
  | { kind: 'none' };

/** What a tap does for this viewer: the trial refusal and a gate's message come before anything else. */
export function resolveMenuTap(tap: MenuTap, viewer: { role: Role; flags: ReadonlySet<string> }): MenuOutcome {
  if (tap.realOnly && viewer.role === 'trial') return { kind: 'message', key: TRIAL_REFUSED_KEY };
  if (tap.gate && !viewer.flags.has(tap.gate.flag)) return { kind: 'message', key: tap.gate.message };
  if (tap.action) return { kind: 'action', action: tap.action };
  if (tap.to) return { kind: 'navigate', to: tap.to };
  if (tap.url) return { kind: 'openUrl', url: tap.url };
  return { kind: 'none' };
}
