/**
 * The operator API's layout workflow: what the console sends to edit, check, publish, roll back,
 * preview and dry-run a screen's layout, and what the server answers. A layout inside an answer is
 * passed on whole (`anyObject`): a draft is work in progress that may not match the layout schema yet.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { anyObject, int, num, str, strOrNull } from './shapes';

/** A screen name a layout may be saved under. */
const SCREEN_PATTERN = '^[a-z][a-z0-9-]{0,39}$';

export const screenParamsSchema = {
  type: 'object',
  required: ['screen'],
  additionalProperties: false,
  properties: { screen: { type: 'string', pattern: SCREEN_PATTERN } },
} as const;

export const versionParamsSchema = {
  type: 'object',
  required: ['screen', 'version'],
  additionalProperties: false,
  properties: { screen: { type: 'string', pattern: SCREEN_PATTERN }, version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const draftBodySchema = {
  type: 'object',
  required: ['layout', 'baseRevision'],
  additionalProperties: false,
  properties: {
    /** Work in progress: any JSON object (checked on validate and publish, not on save). */
    layout: { type: 'object' },
    /** The revision the client started from (0 when no draft was saved yet); one below the column's limit, as saving stores it + 1. */
    baseRevision: { type: 'integer', minimum: 0, maximum: 2_147_483_646 },
  },
} as const;
export type DraftBody = FromSchema<typeof draftBodySchema>;

export const validateBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { layout: { type: 'object' } },
} as const;
export type ValidateBody = FromSchema<typeof validateBodySchema>;

export const publishBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** ISO time in the future: schedule instead of publishing now. */
    publishAt: { type: 'string', maxLength: 40 },
    /** Publishes over the performance budget; the reason is audited. */
    override: {
      type: 'object',
      required: ['reason'],
      additionalProperties: false,
      properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } },
    },
  },
} as const;
export type PublishBody = FromSchema<typeof publishBodySchema>;

export const rollbackBodySchema = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
export type RollbackBody = FromSchema<typeof rollbackBodySchema>;

export const previewBodySchema = {
  type: 'object',
  required: ['screen'],
  additionalProperties: false,
  properties: { screen: { type: 'string', pattern: SCREEN_PATTERN } },
} as const;
export type PreviewBody = FromSchema<typeof previewBodySchema>;

export const DRY_RUN_ROLES = ['visitor', 'member', 'trial', 'agent'] as const;
export type DryRunRole = (typeof DRY_RUN_ROLES)[number];

export const dryRunBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    layout: { type: 'object' },
    languages: { type: 'array', minItems: 1, maxItems: 8, uniqueItems: true, items: { type: 'string', pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$' } },
    roles: { type: 'array', minItems: 1, maxItems: 4, uniqueItems: true, items: { type: 'string', enum: DRY_RUN_ROLES } },
  },
} as const;
export type DryRunBody = FromSchema<typeof dryRunBodySchema>;

/** GET /api/admin/layouts: one row per screen. */
const screenSummarySchema = {
  type: 'object',
  required: ['screen', 'publishedVersion', 'liveAt', 'draftRevision', 'draftUpdatedAt', 'draftUpdatedBy', 'scheduled'],
  additionalProperties: false,
  properties: {
    screen: str,
    publishedVersion: { type: ['integer', 'null'] },
    /** When the published version went live; null when none is. */
    liveAt: strOrNull,
    draftRevision: int,
    draftUpdatedAt: strOrNull,
    draftUpdatedBy: strOrNull,
    scheduled: { type: 'array', items: { type: 'object', required: ['version', 'publishAt'], additionalProperties: false, properties: { version: int, publishAt: str } } },
  },
} as const;
export type ScreenSummary = FromSchema<typeof screenSummarySchema>;
export const screenListSchema = { type: 'array', items: screenSummarySchema } as const;

/** The saved draft (revision 0: none saved, the live layout or an empty one). */
export const draftInfoSchema = {
  type: 'object',
  required: ['layout', 'revision', 'updatedBy', 'updatedAt'],
  additionalProperties: false,
  properties: { layout: anyObject, revision: int, updatedBy: strOrNull, updatedAt: strOrNull },
} as const;

const versionInfoProperties = {
  version: int,
  /** `published` (also a scheduled one whose time has come), `scheduled` (still to come) or `cancelled`. */
  status: str,
  author: str,
  createdAt: str,
  publishAt: strOrNull,
  /** When the version went (or goes) live; every version has one. */
  liveAt: str,
  /** The version players get now. */
  live: { type: 'boolean' },
} as const;
const versionInfoRequired = ['version', 'status', 'author', 'createdAt', 'publishAt', 'liveAt', 'live'] as const;

const versionInfoSchema = { type: 'object', required: versionInfoRequired, additionalProperties: false, properties: versionInfoProperties } as const;
export type VersionInfo = FromSchema<typeof versionInfoSchema>;
export const versionListSchema = { type: 'array', items: versionInfoSchema } as const;

/** GET /api/admin/layouts/:screen/versions/:version: one version with its layout. */
export const versionDetailSchema = {
  type: 'object',
  required: ['screen', ...versionInfoRequired, 'layout'],
  additionalProperties: false,
  properties: { screen: str, ...versionInfoProperties, layout: anyObject },
} as const;

/** GET /api/admin/layouts/:screen: the draft, what players get now, and every version. */
export const screenDetailSchema = {
  type: 'object',
  required: ['screen', 'draft', 'published', 'versions'],
  additionalProperties: false,
  properties: {
    screen: str,
    draft: draftInfoSchema,
    published: {
      anyOf: [{ type: 'null' }, { type: 'object', required: ['version', 'layout', 'liveAt'], additionalProperties: false, properties: { version: int, layout: anyObject, liveAt: str } }],
    },
    versions: versionListSchema,
  },
} as const;

export const draftSavedSchema = { type: 'object', required: ['revision', 'updatedAt'], additionalProperties: false, properties: { revision: int, updatedAt: str } } as const;
export type DraftSaved = FromSchema<typeof draftSavedSchema>;

/** POST …/publish: the new version, published now or scheduled for `liveAt`. */
export const publishedSchema = {
  type: 'object',
  required: ['version', 'liveAt', 'status'],
  additionalProperties: false,
  properties: { version: int, liveAt: str, status: { type: 'string', enum: ['published', 'scheduled'] } },
} as const;
export type Published = FromSchema<typeof publishedSchema>;

export const rolledBackSchema = { type: 'object', required: ['version', 'liveAt'], additionalProperties: false, properties: { version: int, liveAt: str } } as const;
export const cancelledSchema = { type: 'object', required: ['version', 'status'], additionalProperties: false, properties: { version: int, status: { type: 'string', const: 'cancelled' } } } as const;
export const previewTokenSchema = { type: 'object', required: ['token', 'expiresAt'], additionalProperties: false, properties: { token: str, expiresAt: int } } as const;

/** POST …/validate: what would stop a publish (schema, responsible-gaming rules) and the performance budget. */
export const validateReportSchema = {
  type: 'object',
  required: ['ok', 'errors', 'budget', 'rules'],
  additionalProperties: false,
  properties: {
    ok: { type: 'boolean' },
    errors: {
      type: 'object',
      required: ['blocks'],
      additionalProperties: false,
      properties: {
        /** Why the layout as a whole is invalid, when it is. */
        layout: str,
        blocks: { type: 'array', items: { type: 'object', required: ['blockId', 'code', 'detail'], additionalProperties: false, properties: { blockId: str, code: str, detail: str } } },
      },
    },
    budget: {
      type: 'object',
      required: ['available', 'jsBytes', 'maxJsBytes', 'requests', 'maxRequests', 'perBlock', 'over'],
      additionalProperties: false,
      properties: {
        /** False when the build wrote no manifest: nothing is measured and nothing is blocked. */
        available: { type: 'boolean' },
        jsBytes: num,
        maxJsBytes: num,
        requests: num,
        maxRequests: num,
        perBlock: { type: 'array', items: { type: 'object', required: ['blockId', 'widget', 'js', 'requests'], additionalProperties: false, properties: { blockId: str, widget: str, js: num, requests: num } } },
        over: { type: 'boolean' },
      },
    },
    rules: {
      type: 'array',
      items: { type: 'object', required: ['ruleId', 'message'], additionalProperties: false, properties: { ruleId: str, blockId: str, role: { type: 'string', enum: DRY_RUN_ROLES }, message: str } },
    },
  },
} as const;
export type ValidateReport = FromSchema<typeof validateReportSchema>;

/** POST …/dry-run: each block for each role and language, as a player would get it now. */
export const dryRunResultsSchema = {
  type: 'object',
  required: ['results'],
  additionalProperties: false,
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['blockId', 'widget', 'source', 'role', 'language', 'visible', 'status', 'count', 'message'],
        additionalProperties: false,
        properties: {
          blockId: str,
          widget: str,
          source: strOrNull,
          role: { type: 'string', enum: DRY_RUN_ROLES },
          language: str,
          visible: { type: 'boolean' },
          status: { type: 'string', enum: ['ok', 'empty', 'error', 'skipped'] },
          count: { type: ['integer', 'null'] },
          message: strOrNull,
        },
      },
    },
  },
} as const;
export type DryRunRow = FromSchema<typeof dryRunResultsSchema>['results'][number];
