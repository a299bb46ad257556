/**
 * The layout of a composed screen: ordered blocks, each binding a widget to
 * props, an optional data source and an optional condition. This module is the
 * single source of truth: types come from it with json-schema-to-ts, the
 * browser validates with a precompiled copy, the server with ajv, and
 * `npm run gen` emits `schemas/generated/layout.schema.json` for editors.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const LAYOUT_VERSION = 1;

export const ROLES = ['visitor', 'member', 'trial', 'agent'] as const;
export const PLATFORMS = ['app', 'pwa', 'browser'] as const;
export const OSES = ['ios', 'android', 'desktop'] as const;

export const conditionSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'A block shows only when every listed test passes.',
  properties: {
    flags: {
      type: 'array',
      description: 'Whitelabel flags that must all be on.',
      items: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
      uniqueItems: true,
      maxItems: 20,
    },
    notFlags: {
      type: 'array',
      description: 'Whitelabel flags that must all be off.',
      items: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
      uniqueItems: true,
      maxItems: 20,
    },
    roles: { type: 'array', items: { type: 'string', enum: ROLES }, uniqueItems: true, minItems: 1 },
    platforms: { type: 'array', items: { type: 'string', enum: PLATFORMS }, uniqueItems: true, minItems: 1 },
    os: { type: 'array', items: { type: 'string', enum: OSES }, uniqueItems: true, minItems: 1 },
    languages: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z]{2}(-[A-Z]{2})?$' },
      uniqueItems: true,
      minItems: 1,
    },
  },
} as const;

export const sourceRefSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', pattern: '^[a-z]+(\\.[a-zA-Z]+)+$' },
    params: { type: 'object' },
  },
} as const;

const blockProperties = {
  id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  widget: { type: 'string', pattern: '^[A-Z][A-Za-z0-9]{1,63}$' },
  props: { type: 'object' },
  propsVersion: {
    type: 'integer',
    minimum: 1,
    maximum: 1000,
    description: "The version of its widget's props that `props` is at (absent: 1); older props are migrated when the layout is read.",
  },
  source: sourceRefSchema,
  when: conditionSchema,
  hidden: { type: 'boolean', description: 'Kept in the layout but not shown.' },
} as const;

/**
 * One block of a screen. Blocks do not nest: no widget renders child blocks, so a `children` field
 * (like any other unknown field) makes the layout invalid rather than validating and then vanishing.
 */
const blockSchema = {
  type: 'object',
  required: ['id', 'widget'],
  additionalProperties: false,
  properties: blockProperties,
} as const;

export const layoutSchema = {
  $id: 'https://parlor.example/schemas/layout.schema.json',
  title: 'Parlor screen layout',
  type: 'object',
  required: ['screen', 'version', 'blocks'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    screen: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' },
    version: { type: 'integer', minimum: 1, maximum: LAYOUT_VERSION },
    blocks: { type: 'array', items: blockSchema, maxItems: 100 },
  },
} as const;

export type Condition = FromSchema<typeof conditionSchema>;
export type SourceRef = FromSchema<typeof sourceRefSchema>;
/**
 * One block of a layout: the one declared shape. Drafts (the console's, a stored one the server's
 * reports read) are this shape not checked yet: `Unchecked<Block>`; a layout built in code is typed
 * per widget by widgets/layout-types.ts (written by `npm run gen`).
 */
export type Block = FromSchema<typeof blockSchema>;
export type Layout = FromSchema<typeof layoutSchema>;

/**
 * What may be read of a value that may not match `T` yet (a draft layout that does not validate):
 * `T`'s own keys, each optional; every object may be null and every other value is `unknown`, so
 * it must be looked at before use. (An object field may hold anything else too: read it with `?.`
 * only, which a string or number answers with undefined.)
 */
export type Unchecked<T> = { readonly [K in keyof T]?: UncheckedField<T[K]> };
type UncheckedField<V> = [NonNullable<V>] extends [readonly unknown[]] ? unknown : [NonNullable<V>] extends [object] ? Unchecked<NonNullable<V>> | null : unknown;
export type Role = (typeof ROLES)[number];
export type Platform = (typeof PLATFORMS)[number];
export type Os = (typeof OSES)[number];
