/**
 * Settings of the console's pre-publish checks, stored under
 * the settings keys `layout.budget` and `layout.rules`: the performance budget
 * of a screen's first screen and the responsible-gaming rules every layout
 * must satisfy. The server validates stored values with these schemas.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ROLES } from './layout.schema';
import { LAYOUT_BUDGET_FALLBACK_REQUESTS, LAYOUT_BUDGET_MARGIN, LAYOUT_SHIPPED_COSTS } from '../src/lib/constants';

export const LAYOUT_BUDGET_KEY = 'layout.budget';
export const LAYOUT_RULES_KEY = 'layout.rules';

const budgetLimits = {
  /** gzip KB of JS the first screen may load (base bundle + its widgets' chunks). */
  maxFirstScreenJsKb: { type: 'number', minimum: 1, maximum: 10_000 },
  /** Requests the first screen's blocks may make (one per source + each widget's own). */
  maxRequestsAboveFold: { type: 'integer', minimum: 0, maximum: 100 },
} as const;

/** The budget of every screen (the top level), and optionally per screen (`screens`), which wins for that screen. */
export const layoutBudgetSchema = {
  type: 'object',
  required: ['maxFirstScreenJsKb', 'maxRequestsAboveFold'],
  additionalProperties: false,
  properties: {
    ...budgetLimits,
    screens: {
      type: 'object',
      description: 'A budget for a screen, by screen name; screens not listed get the top-level budget',
      propertyNames: { pattern: '^[a-z][a-z0-9-]{0,39}$' },
      maxProperties: 100,
      additionalProperties: { type: 'object', required: ['maxFirstScreenJsKb', 'maxRequestsAboveFold'], additionalProperties: false, properties: budgetLimits },
    },
  },
} as const;
export type LayoutBudget = FromSchema<typeof layoutBudgetSchema>;
/** The limits that apply to one screen. */
export type ScreenBudget = Pick<LayoutBudget, 'maxFirstScreenJsKb' | 'maxRequestsAboveFold'>;

/** The limits of `screen`: its own entry in `screens`, else the top level. */
export function budgetForScreen(budget: LayoutBudget, screen: string): ScreenBudget {
  const own = budget.screens && Object.prototype.hasOwnProperty.call(budget.screens, screen) ? budget.screens[screen] : undefined;
  return own ?? { maxFirstScreenJsKb: budget.maxFirstScreenJsKb, maxRequestsAboveFold: budget.maxRequestsAboveFold };
}

/** A shipped cost plus the margin (LAYOUT_BUDGET_MARGIN): whole KB, rounded up. */
export function budgetFromCost(cost: { jsBytes: number; requests: number }): ScreenBudget {
  return { maxFirstScreenJsKb: Math.ceil((cost.jsBytes * (1 + LAYOUT_BUDGET_MARGIN.js)) / 1024), maxRequestsAboveFold: cost.requests + LAYOUT_BUDGET_MARGIN.requests };
}

const ruleBase = {
  id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' },
  /** A screen name, or `*` for every screen. */
  screen: { type: 'string', pattern: '^(\\*|[a-z][a-z0-9-]{0,39})$' },
  message: { type: 'string', minLength: 1, maxLength: 300 },
} as const;

const layoutRuleSchema = {
  oneOf: [
    {
      type: 'object',
      description: 'A visible, non-hidden block of `widget` must be shown to every role (on every platform and language).',
      required: ['id', 'screen', 'kind', 'widget', 'message'],
      additionalProperties: false,
      properties: { ...ruleBase, kind: { const: 'requireWidget' }, widget: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]{1,63}$' } },
    },
    {
      type: 'object',
      description: 'No block of these widgets may be visible to these roles (judged by each block\'s `when.roles`).',
      required: ['id', 'screen', 'kind', 'widgets', 'roles', 'message'],
      additionalProperties: false,
      properties: {
        ...ruleBase,
        kind: { const: 'forbidWidgetForRole' },
        widgets: { type: 'array', minItems: 1, maxItems: 30, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]{1,63}$' } },
        roles: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: ROLES } },
      },
    },
  ],
} as const;

export const layoutRulesSchema = { type: 'array', maxItems: 100, items: layoutRuleSchema } as const;
export type LayoutRule = FromSchema<typeof layoutRuleSchema>;

/**
 * Each shipped screen's budget is what its shipped layout costs plus the margin; any other screen
 * gets the cheapest shipped first screen's (the bare base bundle's) JS budget and a fixed number of requests.
 */
export const DEFAULT_LAYOUT_BUDGET: LayoutBudget = {
  maxFirstScreenJsKb: budgetFromCost({ jsBytes: Math.min(...Object.values(LAYOUT_SHIPPED_COSTS).map((c) => c.jsBytes)), requests: 0 }).maxFirstScreenJsKb,
  maxRequestsAboveFold: LAYOUT_BUDGET_FALLBACK_REQUESTS,
  screens: Object.fromEntries(Object.entries(LAYOUT_SHIPPED_COSTS).map(([screen, cost]) => [screen, budgetFromCost(cost)])),
};

export const DEFAULT_LAYOUT_RULES: LayoutRule[] = [
  { id: 'rg-notice-on-home', screen: 'home', kind: 'requireWidget', widget: 'RgNotice', message: 'Home must show the responsible-gaming / age notice' },
  {
    id: 'no-promos-for-trial',
    screen: '*',
    kind: 'forbidWidgetForRole',
    widgets: ['PromoStrip', 'BannerCarousel', 'PromotionList'],
    roles: ['trial'],
    message: 'Promotions must not be shown to trial (free-play) users',
  },
];
