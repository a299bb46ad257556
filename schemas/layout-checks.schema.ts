/**
 * Settings of the console's pre-publish checks (issue #7 item 5), stored under
 * the settings keys `layout.budget` and `layout.rules`: the performance budget
 * of a screen's first screen and the responsible-gaming rules every layout
 * must satisfy. The server validates stored values with these schemas.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ROLES } from './layout.schema';
import { LAYOUT_BUDGET_DEFAULTS } from '../src/lib/constants';

export const LAYOUT_BUDGET_KEY = 'layout.budget';
export const LAYOUT_RULES_KEY = 'layout.rules';

export const layoutBudgetSchema = {
  type: 'object',
  required: ['maxFirstScreenJsKb', 'maxRequestsAboveFold'],
  additionalProperties: false,
  properties: {
    /** gzip KB of JS the first screen may load (base bundle + its widgets' chunks). */
    maxFirstScreenJsKb: { type: 'number', minimum: 1, maximum: 10_000 },
    /** Requests the first screen's blocks may make (one per source + each widget's own). */
    maxRequestsAboveFold: { type: 'integer', minimum: 0, maximum: 100 },
  },
} as const;
export type LayoutBudget = FromSchema<typeof layoutBudgetSchema>;

const ruleBase = {
  id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' },
  /** A screen name, or `*` for every screen. */
  screen: { type: 'string', pattern: '^(\\*|[a-z][a-z0-9-]{0,39})$' },
  message: { type: 'string', minLength: 1, maxLength: 300 },
} as const;

export const layoutRuleSchema = {
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

export const DEFAULT_LAYOUT_BUDGET: LayoutBudget = { ...LAYOUT_BUDGET_DEFAULTS };

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
