/**
 * The full pre-publish report of a layout: the
 * schema check of every block (server/services/layout-check.ts) with unknown
 * whitelabel flags as errors, the responsible-gaming rules and the
 * performance budget. `ok` means it can be published without an override.
 *
 * Known flags are the whitelabel flag names the settings know — every key of
 * `site.settings.whitelabel`, on or off, plus the product's default flags — so
 * a layout may depend on a flag that is off today, but not on a misspelt one.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { DEFAULT_SETTINGS } from '../db/seed/settings';
import type { BlockIssue } from '../../widgets/check-layout';
import { checkLayoutOnServer } from './layout-check';
import { budgetForScreen } from '../../schemas/layout-checks.schema';
import { getLayoutBudget, measureBudget, readWidgetWeights, type BudgetReport } from './layout-budget';
import { checkLayoutRules, getLayoutRules, type RuleIssue } from './layout-rules';
import { getSiteSettings } from './settings';

export interface ValidateReport {
  ok: boolean;
  errors: { layout?: string; blocks: BlockIssue[] };
  budget: BudgetReport;
  rules: RuleIssue[];
}

export interface FlagContext {
  known: ReadonlySet<string>;
  on: ReadonlySet<string>;
  defaultLanguage: string;
}

export async function flagContext(db: Kysely<Database>): Promise<FlagContext> {
  const settings = await getSiteSettings(db);
  const wl = settings.whitelabel ?? {};
  return {
    known: new Set([...Object.keys(DEFAULT_SETTINGS.whitelabel), ...Object.keys(wl)]),
    on: new Set(Object.entries(wl).filter(([, v]) => v === true).map(([k]) => k)),
    defaultLanguage: settings.defaultLanguage ?? 'EN',
  };
}

export async function validateLayout(db: Kysely<Database>, screen: string, raw: unknown, distDir: string | undefined): Promise<ValidateReport> {
  const [flags, rules, budget] = await Promise.all([flagContext(db), getLayoutRules(db), getLayoutBudget(db)]);
  const checked = checkLayoutOnServer(raw, flags.known);
  const errors: ValidateReport['errors'] = checked.ok ? { blocks: [] } : { ...checked.errors, blocks: checked.errors.blocks };
  const rawScreen = raw && typeof raw === 'object' ? (raw as { screen?: unknown }).screen : undefined;
  if (!errors.layout && rawScreen !== screen) errors.layout = `/screen must be "${screen}" (the screen this layout is saved under)`;
  const blocks = raw && typeof raw === 'object' ? (raw as { blocks?: unknown }).blocks : undefined;
  const ruleIssues = checkLayoutRules(screen, blocks, rules, flags.on);
  const budgetReport = measureBudget(blocks, readWidgetWeights(distDir), budgetForScreen(budget, screen), flags.defaultLanguage, flags.on);
  const ok = !errors.layout && errors.blocks.length === 0 && ruleIssues.length === 0 && !budgetReport.over;
  return { ok, errors, budget: budgetReport, rules: ruleIssues };
}
