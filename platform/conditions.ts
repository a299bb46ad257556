/** Evaluates a block's `when` against the live context (pure; the same on server previews). */
import type { Condition, Os, Platform, Role } from '../schemas/layout.schema';
import { runtimePlatform } from '../src/lib/platform';

export interface ConditionContext {
  flags: ReadonlySet<string>;
  role: Role;
  platform: Platform;
  os: Os;
  /** Spec language code, e.g. EN. */
  language: string;
}

export function evaluateWhen(when: Condition | undefined, ctx: ConditionContext): boolean {
  if (!when) return true;
  if (when.flags && !when.flags.every((f) => ctx.flags.has(f))) return false;
  if (when.notFlags && when.notFlags.some((f) => ctx.flags.has(f))) return false;
  if (when.roles && !when.roles.includes(ctx.role)) return false;
  if (when.platforms && !when.platforms.includes(ctx.platform)) return false;
  if (when.os && !when.os.includes(ctx.os)) return false;
  if (when.languages && !when.languages.includes(ctx.language.toUpperCase())) return false;
  return true;
}

/** §9: the app's user agent (App and Ver, not Safari's AppleWebKit/Version); an installed web app runs standalone. */
export function detectPlatform(ua: string, standalone: boolean): Platform {
  return runtimePlatform(ua, standalone);
}

export function detectOs(ua: string, maxTouchPoints = 0): Os {
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  return 'desktop';
}
