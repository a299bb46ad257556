/**
 * Answers of the member area (`/api/member/*`, the announcement read mark and the game launch):
 * the server declares them as response schemas, so what it sends is what these say, and the
 * player's API client takes its types from the same declarations.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { listOf } from './shapes';

const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;

/** Where a page sits in its list (the member area's paged lists). */
const pagePosition = { pageNum: int, totalPages: int, totalCount: int } as const;

export const memberInfoSchema = {
  type: 'object',
  required: ['account', 'userName', 'nickname', 'type', 'agent', 'email', 'mobileNum', 'countryDialingCode', 'birthday', 'avatarUrl', 'vipLabel', 'createdAt', 'passwordSet'],
  additionalProperties: false,
  properties: {
    account: str,
    userName: str,
    nickname: str,
    type: int,
    agent: bool,
    email: strOrNull,
    mobileNum: strOrNull,
    countryDialingCode: strOrNull,
    birthday: strOrNull,
    avatarUrl: strOrNull,
    vipLabel: strOrNull,
    createdAt: str,
    /** §5: false for a member with no password of their own (change password asks for no old one). */
    passwordSet: bool,
  },
} as const;
export type MemberInfo = FromSchema<typeof memberInfoSchema>;

export const memberWalletSchema = { type: 'object', required: ['sumBalance'], additionalProperties: false, properties: { sumBalance: num } } as const;
export type MemberWallet = FromSchema<typeof memberWalletSchema>;

export const memberRankSchema = {
  type: 'object',
  required: ['currentProgress', 'playerRankProgress', 'percent'],
  additionalProperties: false,
  properties: {
    currentProgress: { type: 'object', required: ['completedConditions', 'totalExpectedConditions'], additionalProperties: false, properties: { completedConditions: int, totalExpectedConditions: int } },
    playerRankProgress: { type: 'object', required: ['labelId'], additionalProperties: false, properties: { labelId: strOrNull } },
    percent: num,
  },
} as const;
export type MemberRank = FromSchema<typeof memberRankSchema>;

export const unreadCountsSchema = {
  type: 'object',
  required: ['announcements', 'inbox'],
  additionalProperties: false,
  properties: {
    announcements: int,
    inbox: int,
    /** Only when the chat provider answered. */
    chat: { type: 'object', required: ['unReadCount'], additionalProperties: false, properties: { unReadCount: int } },
  },
} as const;
export type UnreadCounts = FromSchema<typeof unreadCountsSchema>;

export const announcementReadSchema = {
  type: 'object',
  required: ['announcementId', 'read'],
  additionalProperties: false,
  properties: { announcementId: int, read: { type: 'boolean', const: true } },
} as const;

export const favouriteSchema = { type: 'object', required: ['nodeId', 'favourite'], additionalProperties: false, properties: { nodeId: str, favourite: bool } } as const;

/** An answer that carries nothing but success. */
export const emptyValueSchema = { type: 'null' } as const;

export const launchSchema = { type: 'object', required: ['url', 'mode'], additionalProperties: false, properties: { url: str, mode: { type: 'string', enum: ['free', 'real'] } } } as const;

export const contractFlagsSchema = {
  type: 'object',
  required: ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'],
  additionalProperties: false,
  properties: { dailysalreqtype: bool, divtypecompperiodreq: bool, contracthoursalreq: bool },
} as const;
export type ContractFlags = FromSchema<typeof contractFlagsSchema>;

const contractKind = { type: 'string', enum: ['salary', 'dividend', 'hourly'] } as const;
const contractStatus = { type: 'string', enum: ['pending', 'signed'] } as const;

export const contractListSchema = listOf({
        type: 'object',
        required: ['id', 'kind', 'status', 'terms', 'createdAt'],
        additionalProperties: false,
        // The terms are the operator's own JSON, passed on whole.
        properties: { id: int, kind: contractKind, status: contractStatus, terms: {}, createdAt: str },
      });
export type ContractList = FromSchema<typeof contractListSchema>;

export const contractSignedSchema = { type: 'object', required: ['id', 'status'], additionalProperties: false, properties: { id: int, status: contractStatus } } as const;

export const teamKpiSchema = {
  type: 'object',
  required: ['teamMembers', 'teamBalance', 'newMembers30d', 'activeMembers30d', 'teamBets30d', 'teamWins30d', 'teamNet30d'],
  additionalProperties: false,
  properties: { teamMembers: int, teamBalance: num, newMembers30d: int, activeMembers30d: int, teamBets30d: num, teamWins30d: num, teamNet30d: num },
} as const;
export type TeamKpi = FromSchema<typeof teamKpiSchema>;

export const avatarChoicesSchema = {
  type: 'object',
  required: ['avatarUrl', 'choices'],
  additionalProperties: false,
  properties: { avatarUrl: strOrNull, choices: { type: 'array', items: str } },
} as const;
export type AvatarChoices = FromSchema<typeof avatarChoicesSchema>;

export const avatarSetSchema = { type: 'object', required: ['avatarUrl'], additionalProperties: false, properties: { avatarUrl: str } } as const;

export const inboxPageSchema = {
  type: 'object',
  required: ['list', 'pageNum', 'totalPages', 'totalCount', 'unread'],
  additionalProperties: false,
  properties: {
    list: {
      type: 'array',
      items: { type: 'object', required: ['id', 'title', 'content', 'read', 'createdAt'], additionalProperties: false, properties: { id: int, title: str, content: str, read: bool, createdAt: str } },
    },
    ...pagePosition,
    unread: int,
  },
} as const;
export type InboxPage = FromSchema<typeof inboxPageSchema>;

export const inboxReadSchema = { type: 'object', required: ['id', 'read'], additionalProperties: false, properties: { id: int, read: { type: 'boolean', const: true } } } as const;

export const gameRecordsPageSchema = {
  type: 'object',
  required: ['list', 'pageNum', 'totalPages', 'totalCount', 'summary'],
  additionalProperties: false,
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'nodeId', 'gameName', 'vassalage', 'gameType', 'betAmount', 'winAmount', 'status', 'betTime', 'balanceAfter', 'verifyRoundId'],
        additionalProperties: false,
        properties: {
          id: int,
          nodeId: str,
          gameName: str,
          vassalage: str,
          gameType: str,
          betAmount: num,
          winAmount: num,
          status: { type: 'string', enum: ['settled', 'unsettled', 'cancelled'] },
          betTime: str,
          /** The member's balance once the round settled; null for a bet with no round on record (the seed's history). */
          balanceAfter: { type: ['number', 'null'] },
          /** The round to open in the verify view (/m/play/round/:roundId), for a provably fair round; else null. */
          verifyRoundId: { type: ['string', 'null'] },
        },
      },
    },
    ...pagePosition,
    summary: { type: 'object', required: ['betAmount', 'winAmount', 'profit'], additionalProperties: false, properties: { betAmount: num, winAmount: num, profit: num } },
  },
} as const;
export type GameRecordsPage = FromSchema<typeof gameRecordsPageSchema>;

export const rewardApplicationsSchema = listOf({
        type: 'object',
        required: ['id', 'promotionId', 'title', 'imageUrl', 'remarks', 'status', 'createdAt'],
        additionalProperties: false,
        properties: { id: int, promotionId: int, title: str, imageUrl: str, remarks: str, status: { type: 'string', enum: ['Applying', 'Issued', 'Rejected'] }, createdAt: str },
      });
export type RewardApplications = FromSchema<typeof rewardApplicationsSchema>;

export const referralSchema = { type: 'object', required: ['code', 'link'], additionalProperties: false, properties: { code: str, link: str } } as const;
export type Referral = FromSchema<typeof referralSchema>;
