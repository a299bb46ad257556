/**
 * Who sees a block: the client's own condition logic (src/runtime/conditions.ts)
 * applied on the server for a role and a language, over every platform and OS
 * (a block shown only in the app or only on iOS still counts as shown).
 */
import { OSES, PLATFORMS, type Block, type Condition, type Role, type Unchecked } from '../../schemas/layout.schema';
import { evaluateWhen } from '../../platform/conditions';

export interface Audience {
  role: Role;
  /** Spec language code, e.g. EN. */
  language: string;
  /** Whitelabel flags that are on. */
  flags: ReadonlySet<string>;
}

export function visibleFor(block: Unchecked<Block>, audience: Audience): boolean {
  if (block.hidden === true) return false;
  const when = (block.when && typeof block.when === 'object' ? block.when : undefined) as Condition | undefined;
  try {
    return PLATFORMS.some((platform) => OSES.some((os) => evaluateWhen(when, { ...audience, platform, os })));
  } catch {
    // A malformed condition in a draft (say, roles not an array): the player's check refuses the layout anyway.
    return false;
  }
}
