/**
 * The settings operators edit: each key with its JSON Schema
 * from schemas/, its default, and the rules a schema cannot say. Values are
 * checked with ajv reporting every error; a saved value reaches players on
 * their next load (GET /api/system/settings, /api/register/settings and
 * /api/system/status read the table on every call).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Kysely } from 'kysely';
import { domainsSchema, registerSettingsSchema, statusRulesSchema } from '../../schemas/admin-content.schema';
import { DEFAULT_REGISTER_SETTINGS, REGISTER_FIELDS, type RegisterSettings } from '../../schemas/register.schema';
import { settingsSchema, type Settings } from '../../schemas/settings.schema';
import type { Database } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import { AppError, notFound } from '../lib/errors';
import * as settingsRepo from '../repositories/settings';
import { DEFAULT_SETTINGS, DEFAULT_STATUS_RULES } from '../db/seed/settings';
import { languageByCode } from '../../src/lib/languages';
import { DEFAULT_PROMOTION_CATEGORIES, PROMOTION_CATEGORIES_KEY, promotionCategoriesSchema, type PromotionCategory } from '../../schemas/content.schema';
import { DEFAULT_LAYOUT_BUDGET, DEFAULT_LAYOUT_RULES, LAYOUT_BUDGET_KEY, LAYOUT_RULES_KEY, layoutBudgetSchema, layoutRulesSchema, type LayoutRule } from '../../schemas/layout-checks.schema';
import { getWidget } from '../../widgets/registry';
import { CHAT_SETTING_KEY, chatSettingSchema, CUSTOMER_SERVICE_KEY, customerServiceSchema, DEFAULT_CHAT_SETTING, DEFAULT_CUSTOMER_SERVICE } from '../../schemas/content.schema';
import {
  DEFAULT_WALLET_SETTINGS,
  WALLET_SETTINGS_KEY,
  walletSettingProblems,
  walletSettingsSchema,
  type WalletSettings,
} from '../../schemas/wallet.schema';

/** One problem with a value, in ajv's terms, so tools and the console read every error the same way. */
interface SettingIssue {
  instancePath: string;
  message: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface SettingDefinition {
  key: string;
  description: string;
  schema: object;
  fallback: unknown;
  /** Every problem with `value`: the schema's (ajv, all errors) and then the rules across fields. */
  problems(value: unknown): SettingIssue[];
}

const ajv = new Ajv({ allErrors: true, strict: false, strictNumbers: true });

/**
 * A setting whose rules across fields (e.g. a rule's minLength ≤ maxLength) read the value as the
 * schema's type: they run only on a value the schema accepted, which ajv's validator narrows to `T`.
 * The validator is compiled on first use.
 */
function setting<T>(d: { key: string; description: string; schema: object; fallback: T; check?: (value: T) => SettingIssue[] }): SettingDefinition {
  let validate: ValidateFunction<T> | undefined;
  return {
    key: d.key,
    description: d.description,
    schema: d.schema,
    fallback: d.fallback,
    problems(value) {
      validate ??= ajv.compile<T>(d.schema);
      if (!validate(value)) {
        return (validate.errors ?? []).map((e: ErrorObject) => ({ instancePath: e.instancePath, message: e.message ?? 'is invalid', keyword: e.keyword, params: e.params as Record<string, unknown> }));
      }
      return d.check ? d.check(value) : [];
    },
  };
}

const issue = (instancePath: string, message: string): SettingIssue => ({ instancePath, message, keyword: 'rule', params: {} });

function checkSite(v: Settings): SettingIssue[] {
  const out: SettingIssue[] = [];
  v.languages.forEach((l, i) => {
    if (!languageByCode(l)) out.push(issue(`/languages/${i}`, `${l} is not one of the site's languages (§9)`));
  });
  if (!v.languages.includes(v.defaultLanguage)) out.push(issue('/defaultLanguage', 'must be one of languages'));
  (v.imageCDNs ?? []).forEach((u, i) => {
    if (!/^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s"'<>]*)?$/.test(u)) out.push(issue(`/imageCDNs/${i}`, 'must be an https URL'));
  });
  if (v.mainDomain !== undefined && v.mainDomain !== '' && !new RegExp(domainsSchema.items.pattern).test(v.mainDomain)) out.push(issue('/mainDomain', 'must be a host name'));
  return out;
}

function checkRegister(v: RegisterSettings): SettingIssue[] {
  const out: SettingIssue[] = [];
  for (const f of REGISTER_FIELDS) {
    const r = v.rules[f];
    if (r.minLength > r.maxLength) out.push(issue(`/rules/${f}/minLength`, 'must not be greater than maxLength'));
    if (r.required && !r.enabled) out.push(issue(`/rules/${f}/required`, 'a required field must be enabled'));
  }
  for (const f of ['username', 'password', 'confirmPassword'] as const) {
    if (v.methods.includes('username') && !v.rules[f].enabled) out.push(issue(`/rules/${f}/enabled`, 'username registration needs this field'));
  }
  if (v.methods.includes('mobileNum') && !v.rules.mobileNum.enabled) out.push(issue('/rules/mobileNum/enabled', 'mobile registration needs this field'));
  return out;
}

function checkLayoutRules(v: LayoutRule[]): SettingIssue[] {
  const out: SettingIssue[] = [];
  const seen = new Set<string>();
  v.forEach((r, i) => {
    if (seen.has(r.id)) out.push(issue(`/${i}/id`, `${r.id} is used by another rule`));
    seen.add(r.id);
    const names = r.kind === 'requireWidget' ? [r.widget] : r.widgets;
    names.forEach((w) => {
      if (!getWidget(w)) out.push(issue(r.kind === 'requireWidget' ? `/${i}/widget` : `/${i}/widgets/${r.widgets.indexOf(w)}`, `${w} is not a widget of the registry`));
    });
  });
  return out;
}

export const SETTING_DEFINITIONS: SettingDefinition[] = [
  setting<Settings>({ key: 'site.settings', description: 'Whitelabel flags, templates, theme tokens, languages, currency, image CDNs, vendor groups', schema: settingsSchema, fallback: DEFAULT_SETTINGS, check: checkSite }),
  setting<RegisterSettings>({ key: 'register.settings', description: '§5 registration methods, age and per-field rules', schema: registerSettingsSchema, fallback: DEFAULT_REGISTER_SETTINGS, check: checkRegister }),
  setting({ key: 'site.status', description: '§4 maintenance switch and region restriction (blocked IPs and countries)', schema: statusRulesSchema, fallback: DEFAULT_STATUS_RULES }),
  setting({ key: CUSTOMER_SERVICE_KEY, description: 'Customer service: the link or chat URL the menus\' customer-service entries open (empty: no entry) and its hours', schema: customerServiceSchema, fallback: DEFAULT_CUSTOMER_SERVICE }),
  setting({ key: CHAT_SETTING_KEY, description: 'Live chat (shown while the CBS3 flag is on): the chat address the menus\' chat entries open (empty: no entry) and the chat provider\'s unread-count address (empty: no badge)', schema: chatSettingSchema, fallback: DEFAULT_CHAT_SETTING }),
  setting({ key: 'site.domains', description: '§7 domain route: host names players may be sent to (empty: this host)', schema: domainsSchema, fallback: [] }),
  setting<PromotionCategory[]>({
    key: PROMOTION_CATEGORIES_KEY,
    description: 'Promotion categories: the promotions page\'s tabs, in order (id as in a promotion\'s categoryIds, label a translation key or text)',
    schema: promotionCategoriesSchema,
    fallback: DEFAULT_PROMOTION_CATEGORIES,
    check: (v) => v.flatMap((c, i) => (v.findIndex((x) => x.id === c.id) !== i ? [issue(`/${i}/id`, `category ${c.id} is listed twice`)] : [])),
  }),
  setting({ key: LAYOUT_BUDGET_KEY, description: 'Performance budget of a layout\'s first screen, checked before publishing', schema: layoutBudgetSchema, fallback: DEFAULT_LAYOUT_BUDGET }),
  setting<LayoutRule[]>({ key: LAYOUT_RULES_KEY, description: 'Responsible-gaming rules every layout must satisfy before publishing', schema: layoutRulesSchema, fallback: DEFAULT_LAYOUT_RULES, check: checkLayoutRules }),
  setting<WalletSettings>({ key: WALLET_SETTINGS_KEY, description: 'Wallet: deposit channels (per currency, min/max, quick amounts), withdrawal banks and limits, rebate rates per game type, points per deposit', schema: walletSettingsSchema, fallback: DEFAULT_WALLET_SETTINGS, check: (v: WalletSettings) => walletSettingProblems(v).map((p) => issue(p.path, p.message)) }),
];

function definitionOf(key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((d) => d.key === key);
}

/**
 * Saves a setting after checking it (400 with every problem), audited in the same transaction: settings
 * carry money rules (limits, points, approvals), so the change and its audit entry stand or fall together.
 */
export async function updateSetting(db: Kysely<Database>, operator: Operator, key: string, value: unknown): Promise<SettingEntry> {
  const def = definitionOf(key);
  if (!def) throw notFound(`setting ${key}`);
  const errors = def.problems(value);
  if (errors.length) {
    const first = errors[0]!;
    throw new AppError(400, 'admin.settings.invalid', `${def.key}${first.instancePath} ${first.message}`, { key: def.key, errors });
  }
  return db.transaction().execute(async (trx) => {
    const before = await readSettingEntry(trx, def);
    await writeSetting(trx, def.key, value);
    const saved = await readSettingEntry(trx, def);
    await auditIn(trx, operator, 'settings.update', `settings:${def.key}`, before.value, saved.value);
    return saved;
  });
}

/** A setting as the console shows it (404 for a key the console does not know). */
export async function settingEntry(db: Kysely<Database>, key: string): Promise<SettingEntry> {
  const def = definitionOf(key);
  if (!def) throw notFound(`setting ${key}`);
  return readSettingEntry(db, def);
}

export interface SettingEntry {
  key: string;
  description: string;
  value: unknown;
  /** Null when the key was never saved and the default applies. */
  updatedAt: string | null;
  schema: object;
}

export async function readSettingEntry(db: Kysely<Database>, def: SettingDefinition): Promise<SettingEntry> {
  const row = await settingsRepo.findRow(db, def.key);
  return { key: def.key, description: def.description, value: row ? JSON.parse(row.value) : def.fallback, updatedAt: row?.updated_at ?? null, schema: def.schema };
}

async function writeSetting(db: Kysely<Database>, key: string, value: unknown): Promise<string> {
  const now = new Date().toISOString();
  const text = JSON.stringify(value);
  await settingsRepo.upsert(db, key, text, now);
  return now;
}
