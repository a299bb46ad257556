/**
 * §5 registration rules: a per-field rule set the server serves and both sides
 * enforce (enabled, required, minLength, maxLength, patternId). The pattern
 * catalogue is shared, so the browser and the server agree on every field.
 */
import { DEFAULT_MINIMUM_AGE } from './minimum-age';
import type { FromSchema } from 'json-schema-to-ts';

export const PATTERNS = {
  username: '^[A-Za-z0-9]+$',
  password: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$',
  digits: '^[0-9]+$',
  email: '^[\\w-]+(\\.[\\w-]+)*@[\\w-]+(\\.[A-Za-z]{2,3}){1,3}$',
  name: '^[^<>{}\\[\\]\\\\]+$',
  text: '^[^<>]*$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
} as const;
export type PatternId = keyof typeof PATTERNS;

export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'mobileNum', 'email', 'nickname', 'payeeName', 'birthday', 'affiliateCode',
  'recommenderId', 'paymentPassword', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo',
  'captcha', 'verificationCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const fieldRuleSchema = {
  type: 'object',
  required: ['enabled', 'required', 'minLength', 'maxLength', 'patternId'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    required: { type: 'boolean' },
    minLength: { type: 'integer', minimum: 0, maximum: 255 },
    maxLength: { type: 'integer', minimum: 1, maximum: 255 },
    patternId: { type: 'string', enum: /* @__PURE__ */ Object.keys(PATTERNS) as PatternId[] },
  },
} as const;
export type FieldRule = FromSchema<typeof fieldRuleSchema>;

/** §5 registration rules (register.settings): methods, options, and one rule per registration field. */
export const registerSettingsSchema = {
  type: 'object',
  required: ['methods', 'mobileWithPassword', 'minimumAge', 'captcha', 'rules'],
  additionalProperties: false,
  properties: {
    methods: { type: 'array', items: { type: 'string', enum: ['username', 'mobileNum'] }, minItems: 1, maxItems: 2, uniqueItems: true },
    mobileWithPassword: { type: 'boolean' },
    /** §5: age to confirm (21 for the Philippine variant, else 18). */
    minimumAge: { type: 'integer', minimum: 18, maximum: 99 },
    ageCheck: { type: 'boolean', description: 'The minimum-age rule: the birthday is required and refused under the minimum age.' },
    captcha: { type: 'boolean' },
    rules: {
      type: 'object',
      required: [...REGISTER_FIELDS],
      additionalProperties: false,
      properties: /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ REGISTER_FIELDS.map((f) => [f, fieldRuleSchema])) as { [K in (typeof REGISTER_FIELDS)[number]]: typeof fieldRuleSchema },
    },
  },
} as const;
export type RegisterSettings = FromSchema<typeof registerSettingsSchema>;

export { DEFAULT_MINIMUM_AGE };

/* @__NO_SIDE_EFFECTS__ */
const r = (enabled: boolean, required: boolean, minLength: number, maxLength: number, patternId: PatternId): FieldRule => ({
  enabled, required, minLength, maxLength, patternId,
});

export const DEFAULT_REGISTER_SETTINGS: RegisterSettings = {
  methods: ['username', 'mobileNum'],
  mobileWithPassword: true,
  minimumAge: DEFAULT_MINIMUM_AGE,
  // A new site checks the age from the start: a birthday under the minimum age cannot register.
  ageCheck: true,
  captcha: false,
  rules: {
    username: r(true, true, 6, 16, 'username'),
    password: r(true, true, 6, 20, 'password'),
    confirmPassword: r(true, true, 6, 20, 'password'),
    mobileNum: r(true, false, 7, 15, 'digits'),
    email: r(true, false, 6, 254, 'email'),
    nickname: r(true, false, 2, 20, 'name'),
    payeeName: r(true, false, 2, 50, 'name'),
    birthday: r(true, false, 10, 10, 'date'),
    affiliateCode: r(true, false, 4, 20, 'username'),
    recommenderId: r(false, false, 4, 20, 'username'),
    paymentPassword: r(false, false, 6, 6, 'digits'),
    idNumber: r(false, false, 6, 30, 'text'),
    qqNum: r(false, false, 5, 12, 'digits'),
    facebook: r(false, false, 3, 60, 'text'),
    wechat: r(false, false, 3, 60, 'text'),
    line: r(false, false, 3, 60, 'text'),
    whatsapp: r(false, false, 7, 15, 'digits'),
    zalo: r(false, false, 7, 15, 'digits'),
    captcha: r(true, true, 1, 6, 'digits'),
    verificationCode: r(true, true, 4, 10, 'digits'),
  },
};

/**
 * §5: checks one value against its rule. Optional empty passes. Answers null
 * or the message key with its (min)/(max) parameters.
 */
export function checkField(rule: FieldRule | undefined, raw: string | undefined): { key: string; min: number; max: number } | null {
  if (!rule || !rule.enabled) return null;
  const value = (raw ?? '').trim();
  if (!value) return rule.required ? { key: 'validation.required', min: rule.minLength, max: rule.maxLength } : null;
  if ([...value].length < rule.minLength || [...value].length > rule.maxLength || !new RegExp(PATTERNS[rule.patternId], 'u').test(value)) {
    return { key: `validation.pattern.${rule.patternId}`, min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

/** §5/§9: the earliest year a birthday may be in. */
export const BIRTHDAY_MIN_YEAR = 1900;

/** Whole years between a YYYY-MM-DD birthday and `on`; null for an impossible date (§5: BIRTHDAY_MIN_YEAR to this year); shared, so the form refuses what the server would. */
export function ageOn(birthday: string, on: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < BIRTHDAY_MIN_YEAR || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || date > on) return null;
  let age = on.getUTCFullYear() - y;
  if (on.getUTCMonth() < mo - 1 || (on.getUTCMonth() === mo - 1 && on.getUTCDate() < d)) age--;
  return age;
}
