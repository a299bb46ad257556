/**
 * The operator API's catalogue and play answers: whitelabel settings, vendors and their wallet
 * integrations, game rounds and the observed RTP report.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { anyObject, bool, int, listOf, num, numOrNull, str, strOrNull } from './shapes';

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
