/** Payloads of the operator (admin) API: shared by the server routes and the console. */
import type { FromSchema } from 'json-schema-to-ts';
import { announcementUpdateSchema, CONTENT_STATUSES, helpUpdateSchema, OPERATOR_ROLE_NAMES, promotionUpdateSchema } from './admin-content.schema';
import { ANNOUNCEMENT_TYPES } from './content.schema';
import { VERIFICATION_STATUSES } from './verification.schema';
import { listOf } from './shapes';

/** A screen name a layout may be saved under. */
const SCREEN_PATTERN = '^[a-z][a-z0-9-]{0,39}$';

export const adminLoginBodySchema = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 40 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    /** Needed after LIMITS.captchaAfterFailures failures (GET /api/auth/captcha gives id + image). */
    captcha: { type: 'string', maxLength: 16 },
    captchaId: { type: 'string', maxLength: 64 },
    /** The authenticator app's code, for an operator who turned two-step sign-in on. */
    totp: { type: 'string', pattern: '^[0-9]{6}$' },
  },
} as const;
export type AdminLoginBody = FromSchema<typeof adminLoginBodySchema>;

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

export const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    /** An entry id: answers entries older than it (the `next` of the previous page). */
    before: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    action: { type: 'string', minLength: 1, maxLength: 60 },
    target: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;
export type AuditQuery = FromSchema<typeof auditQuerySchema>;

/*
 * Answers of the operator API. The server declares them as response schemas (Fastify's serializer
 * sends exactly the declared fields), and the console takes its types from them, so a shape is
 * written once. A layout inside an answer is passed on whole (`anyObject`): a draft is work in
 * progress that may not match the layout schema yet.
 */
const anyObject = { type: 'object', additionalProperties: true } as const;
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
/** Sizes and counts measured from the build, which need not be whole. */
const num = { type: 'number' } as const;
const operatorRole = { type: 'string', enum: OPERATOR_ROLE_NAMES } as const;

/** POST /api/admin/session: the new session. */
export const operatorSessionSchema = {
  type: 'object',
  required: ['token', 'username', 'role', 'expiresAt'],
  additionalProperties: false,
  properties: { token: str, username: str, role: operatorRole, expiresAt: int },
} as const;
export type OperatorSession = FromSchema<typeof operatorSessionSchema>;

/** Whether two-step sign-in is on, and since when; also the answer of turning it on or off. */
export const totpStateSchema = { type: 'object', required: ['on', 'since'], additionalProperties: false, properties: { on: { type: 'boolean' }, since: strOrNull } } as const;
export type TotpState = FromSchema<typeof totpStateSchema>;

/** GET /api/admin/session: who is signed in, and whether two-step sign-in is on (since when). */
export const operatorWhoSchema = {
  type: 'object',
  required: ['username', 'role', 'totp'],
  additionalProperties: false,
  properties: { username: str, role: operatorRole, totp: totpStateSchema },
} as const;
export type OperatorWho = FromSchema<typeof operatorWhoSchema>;

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

/** GET /api/admin/audit: a page of the audit log, newest first; `next` is the `before` of the next page. */
export const auditPageSchema = {
  type: 'object',
  required: ['entries', 'next'],
  additionalProperties: false,
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'operator', 'operatorId', 'action', 'target', 'before', 'after', 'at'],
        additionalProperties: false,
        // before and after are whatever the action recorded (JSON, or the stored text when it is not JSON).
        properties: { id: int, operator: str, operatorId: { type: ['integer', 'null'] }, action: str, target: str, before: {}, after: {}, at: str },
      },
    },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type AuditPage = FromSchema<typeof auditPageSchema>;
export type AuditEntry = AuditPage['entries'][number];

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

/** An operator account as the console and the audit log see it: never the password hash. */
export const operatorAccountSchema = {
  type: 'object',
  required: ['id', 'username', 'role', 'enabled', 'totp', 'createdAt'],
  additionalProperties: false,
  properties: { id: int, username: str, role: operatorRole, enabled: { type: 'boolean' }, /** Two-step sign-in is on. */ totp: { type: 'boolean' }, createdAt: str },
} as const;
export type OperatorAccount = FromSchema<typeof operatorAccountSchema>;
/** GET /api/admin/operators. */
export const operatorListSchema = listOf(operatorAccountSchema);

/** A reward application under review, with its member, promotion and pictures. */
export const rewardReviewSchema = {
  type: 'object',
  required: ['id', 'memberId', 'memberAccount', 'memberNickname', 'promotionId', 'promotionTitle', 'remarks', 'status', 'createdAt', 'decidedAt', 'decidedBy', 'note', 'pictures'],
  additionalProperties: false,
  properties: {
    id: int,
    memberId: int,
    memberAccount: str,
    memberNickname: str,
    promotionId: int,
    promotionTitle: str,
    remarks: str,
    status: { type: 'string', enum: ['Applying', 'Issued', 'Rejected'] },
    createdAt: str,
    decidedAt: strOrNull,
    decidedBy: strOrNull,
    note: strOrNull,
    /** Open with the operator token: GET /api/admin/uploads/:id. */
    pictures: {
      type: 'array',
      items: { type: 'object', required: ['id', 'url', 'contentType', 'size'], additionalProperties: false, properties: { id: str, url: str, contentType: str, size: int } },
    },
  },
} as const;
export type RewardReview = FromSchema<typeof rewardReviewSchema>;
/** GET /api/admin/rewards: a page of applications. */
export const rewardReviewPageSchema = {
  type: 'object',
  required: ['list', 'totalCount', 'pageNo', 'pageSize'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: rewardReviewSchema }, totalCount: int, pageNo: int, pageSize: int },
} as const;

/** GET /api/admin/feedback: what members wrote, newest first. */
export const feedbackListSchema = listOf({ type: 'object', required: ['id', 'memberAccount', 'content', 'createdAt'], additionalProperties: false, properties: { id: int, memberAccount: str, content: str, createdAt: str } });
export type FeedbackEntry = FromSchema<typeof feedbackListSchema>['list'][number];

/** GET /api/admin/outbox: the delivery log, newest first, secrets masked; `next` is the `before` of the next page. */
export const outboxPageSchema = {
  type: 'object',
  required: ['list', 'next'],
  additionalProperties: false,
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'channel', 'address', 'body', 'purpose', 'createdAt'],
        additionalProperties: false,
        properties: { id: int, channel: str, address: str, body: str, purpose: str, createdAt: str },
      },
    },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type OutboxMessage = FromSchema<typeof outboxPageSchema>['list'][number];

/** A wallet order as the console reviews it. */
export const walletOrderSchema = {
  type: 'object',
  required: ['id', 'kind', 'reference', 'amount', 'channel', 'details', 'status', 'createdAt', 'decidedAt', 'decidedBy', 'note', 'memberId', 'memberAccount', 'firstApprovedBy'],
  additionalProperties: false,
  properties: {
    id: int,
    kind: { type: 'string', enum: ['deposit', 'withdraw'] },
    reference: str,
    amount: num,
    channel: str,
    /**
     * What the order recorded when placed (a deposit's channel and payee, a withdrawal's bank account with
     * its number masked), passed on whole; the fields named are the ones the console shows.
     */
    details: {
      type: 'object',
      additionalProperties: true,
      properties: {
        name: str,
        kind: str,
        payee: { anyOf: [{ type: 'null' }, { type: 'object', required: ['name', 'number'], additionalProperties: false, properties: { name: str, number: str } }] },
        bankName: str,
        accountName: str,
        accountNumber: str,
      },
    },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    createdAt: str,
    decidedAt: strOrNull,
    decidedBy: strOrNull,
    note: strOrNull,
    memberId: int,
    memberAccount: str,
    /** A large deposit's first approval: a different operator decides it. */
    firstApprovedBy: strOrNull,
  },
} as const;
export type WalletOrder = FromSchema<typeof walletOrderSchema>;
/** GET /api/admin/wallet/orders: a page of orders. */
export const walletOrderPageSchema = {
  type: 'object',
  required: ['list', 'totalCount', 'pageNo', 'pageSize'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: walletOrderSchema }, totalCount: int, pageNo: int, pageSize: int },
} as const;

/** A whitelabel setting with the schema its editor form is generated from; value and schema are passed on whole. */
export const settingEntrySchema = {
  type: 'object',
  required: ['key', 'description', 'value', 'updatedAt', 'schema'],
  additionalProperties: false,
  properties: { key: str, description: str, value: {}, /** Null while the default is in force. */ updatedAt: strOrNull, schema: anyObject },
} as const;
export type SettingEntry = FromSchema<typeof settingEntrySchema>;
/** GET /api/admin/settings: every key. */
export const settingListSchema = listOf(settingEntrySchema);

/** A game vendor as the console switches and orders it, with how many games it has. */
export const vendorSchema = {
  type: 'object',
  required: ['vassalage', 'displayName', 'gameType', 'sort', 'enabled', 'iconUrl', 'gameCount'],
  additionalProperties: false,
  properties: { vassalage: str, displayName: str, gameType: str, sort: int, enabled: { type: 'boolean' }, iconUrl: str, gameCount: int },
} as const;
export type Vendor = FromSchema<typeof vendorSchema>;
/** GET /api/admin/vendors. */
export const vendorListSchema = listOf(vendorSchema);

const bool = { type: 'boolean' } as const;
const numOrNull = { type: ['number', 'null'] } as const;

/** GET /api/admin/games/rounds: a page of rounds, newest first, with what proves a studio round fair. */
export const roundPageSchema = {
  type: 'object',
  required: ['list', 'totalCount', 'pageNo', 'pageSize'],
  additionalProperties: false,
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'roundId', 'vendor', 'gameId', 'gameName', 'memberId', 'memberAccount', 'mode', 'status', 'bet', 'win', 'balanceAfter', 'createdAt', 'settledAt', 'fairness'],
        additionalProperties: false,
        properties: {
          id: int,
          roundId: str,
          vendor: str,
          gameId: str,
          gameName: str,
          memberId: int,
          memberAccount: str,
          mode: { type: 'string', enum: ['real', 'free'] },
          status: { type: 'string', enum: ['open', 'settled', 'rolledback'] },
          bet: num,
          win: num,
          balanceAfter: numOrNull,
          createdAt: str,
          settledAt: strOrNull,
          /** Null for a vendor's round; the server seed only once revealed. */
          fairness: {
            anyOf: [
              { type: 'null' },
              { type: 'object', required: ['serverSeedHash', 'clientSeed', 'nonce', 'serverSeed'], additionalProperties: false, properties: { serverSeedHash: str, clientSeed: strOrNull, nonce: { type: ['integer', 'null'] }, serverSeed: strOrNull } },
            ],
          },
        },
      },
    },
    totalCount: int,
    pageNo: int,
    pageSize: int,
  },
} as const;
export type Round = FromSchema<typeof roundPageSchema>['list'][number];

const rtpTotals = { rounds: int, bet: num, win: num, /** Null before anything was bet. */ observedRtp: numOrNull } as const;
/** GET /api/admin/games/rtp: settled real-money rounds per game and UTC day, the RTP observed beside the published one. */
export const rtpReportSchema = {
  type: 'object',
  required: ['from', 'to', 'games'],
  additionalProperties: false,
  properties: {
    from: str,
    to: str,
    games: {
      type: 'array',
      items: {
        type: 'object',
        required: ['gameId', 'vendor', 'gameName', 'publishedRtp', 'rounds', 'bet', 'win', 'observedRtp', 'days'],
        additionalProperties: false,
        properties: {
          gameId: str,
          vendor: str,
          gameName: str,
          /** Unknown (null) for an outside vendor's game. */
          publishedRtp: numOrNull,
          ...rtpTotals,
          days: { type: 'array', items: { type: 'object', required: ['day', 'rounds', 'bet', 'win', 'observedRtp'], additionalProperties: false, properties: { day: str, ...rtpTotals } } },
        },
      },
    },
  },
} as const;
export type RtpGame = FromSchema<typeof rtpReportSchema>['games'][number];

/** GET /api/admin/games/vendors: every vendor with a wallet integration, its switches and rotation state, and its games. */
export const gameVendorListSchema = listOf({
        type: 'object',
        required: ['vendor', 'kind', 'enabled', 'offline', 'secretRotatedAt', 'previousSecretValidUntil', 'games'],
        additionalProperties: false,
        properties: {
          vendor: str,
          kind: str,
          enabled: bool,
          offline: bool,
          secretRotatedAt: strOrNull,
          /** Until when the secret rotated out still signs; null once it no longer does. */
          previousSecretValidUntil: strOrNull,
          games: {
            type: 'array',
            items: {
              type: 'object',
              required: ['gameId', 'name', 'code', 'enabled', 'offline', 'publishedRtp'],
              additionalProperties: false,
              properties: { gameId: str, name: str, code: str, enabled: bool, offline: bool, publishedRtp: numOrNull },
            },
          },
        },
      });
export type GameVendor = FromSchema<typeof gameVendorListSchema>['list'][number];

export const gameOfflineSchema = { type: 'object', required: ['gameId', 'offline'], additionalProperties: false, properties: { gameId: str, offline: bool } } as const;
export const vendorOfflineSchema = { type: 'object', required: ['vendor', 'offline'], additionalProperties: false, properties: { vendor: str, offline: bool } } as const;
/** POST …/secret: the new signing secret, answered this once. */
export const vendorSecretSchema = {
  type: 'object',
  required: ['vendor', 'secret', 'rotatedAt', 'previousSecretValidUntil'],
  additionalProperties: false,
  properties: { vendor: str, secret: str, rotatedAt: str, previousSecretValidUntil: strOrNull },
} as const;
export type VendorSecret = FromSchema<typeof vendorSecretSchema>;

/*
 * The console's content as the server answers it: every field an edit may change (the same
 * field schemas as the update bodies), with the id, where the item stands for players today and
 * when it was retired and last changed. The content editor's form is filled from these fields.
 */
const contentState = { status: { type: 'string', enum: CONTENT_STATUSES }, retiredAt: strOrNull, updatedAt: strOrNull } as const;
const contentStateRequired = ['id', 'status', 'retiredAt', 'updatedAt'] as const;
const commonContentRequired = ['title', 'content', 'imageUrl', 'linkage', 'startDate', 'endDate', 'noExpiry', 'categoryIds', 'sort', 'language', 'enabled'] as const;

/** An announcement (banner, notice, pop-up, promotion or hot item). */
export const adminAnnouncementSchema = {
  type: 'object',
  required: [...contentStateRequired, 'type', ...commonContentRequired, 'groupName', 'popupKind'],
  additionalProperties: false,
  properties: { id: int, type: { type: 'string', enum: ANNOUNCEMENT_TYPES }, ...announcementUpdateSchema.properties, ...contentState },
} as const;

/** A promotion: its announcement's fields with its application rules. */
export const adminPromotionSchema = {
  type: 'object',
  required: [...contentStateRequired, ...commonContentRequired, 'imageRequired', 'remarkRequired', 'activityStatus', 'linkedPromotionId', 'applyLimit', 'applyWhilePending'],
  additionalProperties: false,
  properties: { id: int, ...promotionUpdateSchema.properties, ...contentState },
} as const;

export const adminHelpEntrySchema = {
  type: 'object',
  required: ['id', 'tag', 'language', 'title', 'content', 'sort'],
  additionalProperties: false,
  properties: { id: int, ...helpUpdateSchema.properties },
} as const;

const pageOf = <S extends object>(item: S) =>
  ({ type: 'object', required: ['list', 'totalCount', 'pageNo', 'pageSize'], additionalProperties: false, properties: { list: { type: 'array', items: item }, totalCount: int, pageNo: int, pageSize: int } }) as const;
/** GET /api/admin/announcements: a page. */
export const adminAnnouncementPageSchema = pageOf(adminAnnouncementSchema);
/** GET /api/admin/promotions: a page. */
export const adminPromotionPageSchema = pageOf(adminPromotionSchema);
/** GET /api/admin/help: every entry matching. */
export const adminHelpListSchema = listOf(adminHelpEntrySchema);
/** DELETE /api/admin/help/:id: help entries are deleted, not retired. */
export const helpDeletedSchema = { type: 'object', required: ['id', 'deleted'], additionalProperties: false, properties: { id: int, deleted: { type: 'boolean', const: true } } } as const;

const exclusionKind = { type: 'string', enum: ['timeout', 'selfExclusion'] } as const;
/** GET /api/admin/exclusions: time-outs and self-exclusions, latest first. */
export const exclusionListSchema = listOf({
        type: 'object',
        required: ['memberId', 'account', 'kind', 'period', 'excludedAt', 'until', 'ended'],
        additionalProperties: false,
        /** `ended`: the period is over, so an admin may lift it (a self-exclusion stays until lifted). */
        properties: { memberId: int, account: str, kind: exclusionKind, period: str, excludedAt: str, until: str, ended: bool },
      });
export type Exclusion = FromSchema<typeof exclusionListSchema>['list'][number];
/** POST …/lift: what was lifted. */
export const exclusionLiftedSchema = {
  type: 'object',
  required: ['memberId', 'lifted'],
  additionalProperties: false,
  properties: {
    memberId: int,
    lifted: { type: 'object', required: ['kind', 'period', 'excludedAt', 'until'], additionalProperties: false, properties: { kind: { anyOf: [{ type: 'null' }, exclusionKind] }, period: strOrNull, excludedAt: strOrNull, until: str } },
  },
} as const;

/** An identity verification under review, with the member and their ID picture (opened with the operator token). */
export const verificationReviewSchema = {
  type: 'object',
  required: ['id', 'memberId', 'memberAccount', 'memberNickname', 'status', 'createdAt', 'decidedAt', 'decidedBy', 'reason', 'picture'],
  additionalProperties: false,
  properties: {
    id: int,
    memberId: int,
    memberAccount: str,
    memberNickname: str,
    status: { type: 'string', enum: VERIFICATION_STATUSES },
    createdAt: str,
    decidedAt: strOrNull,
    decidedBy: strOrNull,
    /** Why it was rejected, as the member reads it. */
    reason: strOrNull,
    picture: { type: 'object', required: ['id', 'url', 'contentType', 'size'], additionalProperties: false, properties: { id: str, url: str, contentType: str, size: int } },
  },
} as const;
export type VerificationReview = FromSchema<typeof verificationReviewSchema>;
/** GET /api/admin/verifications: a page, newest first. */
export const verificationPageSchema = pageOf(verificationReviewSchema);

/** POST /api/admin/totp/setup: the new secret to scan, as text, as an otpauth URI and as a QR code (an SVG data URL). */
export const totpEnrolmentSchema = { type: 'object', required: ['secret', 'uri', 'qr'], additionalProperties: false, properties: { secret: str, uri: str, qr: str } } as const;
export type TotpEnrolment = FromSchema<typeof totpEnrolmentSchema>;
/** POST /api/admin/password. */
export const passwordChangedSchema = { type: 'object', required: ['changed'], additionalProperties: false, properties: { changed: { type: 'boolean', const: true } } } as const;
/** DELETE /api/admin/session: signed out, nothing to answer. */
export const signedOutSchema = { type: 'null' } as const;
