/**
 * Responsible-gaming rules: configurable checks a layout must
 * pass before it is published, like schema errors (no override). Stored under
 * the settings key `layout.rules`; the defaults ask for the age notice on home
 * and keep promotion widgets away from trial (free-play) users.
 *
 *  - requireWidget: for every role, a block of that widget that is not hidden,
 *    whose `when.roles` admits the role, whose `when.flags`/`notFlags` pass with
 *    the site's flags, and that is not limited to some platforms, OSes or
 *    languages (the notice must reach every player).
 *  - forbidWidgetForRole: no block of those widgets that is not hidden and whose
 *    `when.roles` admits one of the roles (flags are not considered: they can be
 *    switched on at any time).
 */
import Ajv from 'ajv';
import type { Kysely } from 'kysely';
import { ROLES, type Block, type Role, type Unchecked } from '../../schemas/layout.schema';
import { DEFAULT_LAYOUT_RULES, LAYOUT_RULES_KEY, layoutRulesSchema, type LayoutRule } from '../../schemas/layout-checks.schema';
import type { Database } from '../db/types';
import { readSetting } from './settings';

export interface RuleIssue {
  ruleId: string;
  blockId?: string;
  role?: Role;
  message: string;
}

const validateRules = new Ajv({ allErrors: false, strict: false }).compile(layoutRulesSchema);

/** The stored rules, or the defaults when none (or a malformed value) is stored. */
export async function getLayoutRules(db: Kysely<Database>): Promise<LayoutRule[]> {
  const stored = await readSetting<unknown>(db, LAYOUT_RULES_KEY, DEFAULT_LAYOUT_RULES);
  return validateRules(stored) ? (stored as LayoutRule[]) : DEFAULT_LAYOUT_RULES;
}

const list = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);

/** A draft's blocks that are objects at all (a draft may be invalid, so anything else is skipped). */
export function draftBlocks(blocks: unknown): Unchecked<Block>[] {
  return Array.isArray(blocks) ? blocks.filter((b): b is Unchecked<Block> => !!b && typeof b === 'object') : [];
}

const admitsRole = (b: Unchecked<Block>, role: Role) => {
  const roles = list(b.when?.roles);
  return !roles || roles.includes(role);
};

function reachesEveryone(b: Unchecked<Block>, role: Role, flags: ReadonlySet<string>): boolean {
  if (b.hidden === true || !admitsRole(b, role)) return false;
  const w = b.when ?? {};
  if ((list(w.flags) ?? []).some((f) => !flags.has(f))) return false;
  if ((list(w.notFlags) ?? []).some((f) => flags.has(f))) return false;
  return !list(w.platforms) && !list(w.os) && !list(w.languages);
}

const appliesTo = (rule: LayoutRule, screen: string) => rule.screen === '*' || rule.screen === screen;
const blockId = (b: Unchecked<Block>) => (typeof b.id === 'string' ? b.id : undefined);

/** Every rule a layout of `screen` breaks; `flags` are the whitelabel flags that are on. */
export function checkLayoutRules(screen: string, blocks: unknown, rules: readonly LayoutRule[], flags: ReadonlySet<string>): RuleIssue[] {
  const all = draftBlocks(blocks);
  const issues: RuleIssue[] = [];
  for (const rule of rules) {
    if (!appliesTo(rule, screen)) continue;
    if (rule.kind === 'requireWidget') {
      for (const role of ROLES) {
        const shown = all.some((block) => block.widget === rule.widget && reachesEveryone(block, role, flags));
        if (!shown) issues.push({ ruleId: rule.id, role, message: `${rule.message} (not shown to ${role})` });
      }
    } else {
      for (const block of all) {
        if (typeof block.widget !== 'string' || !rule.widgets.includes(block.widget)) continue;
        if (block.hidden === true) continue;
        const roles = rule.roles.filter((r) => admitsRole(block, r));
        if (roles.length) issues.push({ ruleId: rule.id, blockId: blockId(block), role: roles[0], message: `${rule.message} (block ${blockId(block) ?? '?'} is shown to ${roles.join(', ')})` });
      }
    }
  }
  return issues;
}
