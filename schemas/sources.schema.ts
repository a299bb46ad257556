/**
 * Parameters of every named data source a layout block can bind to. Shared by
 * the browser's source registry (typed fetchers) and the server's publish
 * check, so a layout cannot be published with params a source would reject.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { GAME_TYPES, CLASSIFY_KEYS, GAMES_PAGE_SIZES, MEMBER_GAMES_PAGE_SIZES } from './games.schema';

export const sourceParamSchemas = {
  'banners.group': {
    type: 'object',
    required: ['group'],
    additionalProperties: false,
    properties: { group: { type: 'string', pattern: '^[a-z0-9_]{1,40}$' } },
  },
  'notices.marquee': {
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  'winners.top': {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 30 },
      gameCategory: { type: 'string', enum: ['ALL', ...GAME_TYPES] },
    },
  },
  'games.byType': {
    type: 'object',
    required: ['gameType'],
    additionalProperties: false,
    properties: {
      gameType: { type: 'string', enum: GAME_TYPES },
      vassalage: { type: 'string', maxLength: 40 },
      gameClassify: { type: 'string', enum: CLASSIFY_KEYS },
      pageSize: { type: 'integer', enum: GAMES_PAGE_SIZES },
    },
  },
  'games.hot': {
    type: 'object',
    additionalProperties: false,
    properties: { pageSize: { type: 'integer', enum: GAMES_PAGE_SIZES } },
  },
  /** §7 the signed-in member's favourites, newest first (page 1; the home layout's size is 100); empty for visitors. */
  'games.favourites': {
    type: 'object',
    additionalProperties: false,
    properties: { pageSize: { type: 'integer', enum: MEMBER_GAMES_PAGE_SIZES, description: 'Page 1 of this many; PAGE_SIZE_FAVOURITES_HOME (100) when left out.' } },
  },
  'vendors.byType': {
    type: 'object',
    required: ['gameType'],
    additionalProperties: false,
    properties: { gameType: { type: 'string', enum: GAME_TYPES } },
  },
  'promotions.list': {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 20 },
      kind: { type: 'string', enum: ['mission'], description: 'mission: only the missions (promotions of a mission-kind category).' },
    },
  },
  'site.footer': {
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
  /** §2 home pop-ups: login pop-up announcements (PU) of the viewer's kind not yet shown, and the app-download offer. */
  'popups.home': {
    type: 'object',
    additionalProperties: false,
    properties: {
      download: { type: 'boolean', default: true, description: 'Also offer the app download (in a browser, once a day, when an install link exists).' },
    },
  },
  /** §3 an operator's link by resourceType (download links first, then channels): the resource, or null while there is none. */
  'site.resource': {
    type: 'object',
    required: ['type'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$', description: 'resourceType, e.g. TELEGRAM, FACEBOOK, CUSTOMERSERVICE (case-insensitive).' },
    },
  },
  /** §3 unread counts { inbox, announcements } of the signed-in member; null for visitors and trial players (§6: never fetched for them). */
  'member.unread': {
    type: 'object',
    additionalProperties: false,
    properties: {},
  },
} as const;

export type SourceName = keyof typeof sourceParamSchemas;
export type SourceParams<N extends SourceName> = FromSchema<(typeof sourceParamSchemas)[N]>;
