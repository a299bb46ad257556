/**
 * Answers of Parlor Studio's game calls (/api/play/*, docs/api.md "Games"). A round's outcome is each
 * engine's own (server/games): it is declared open and comes back whole; a game's rules are declared per kind.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const GAME_KINDS = ['slot', 'crash', 'dice'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const kind = { type: 'string', enum: GAME_KINDS } as const;
const mode = { type: 'string', enum: ['real', 'free'] } as const;
const openObject = { type: 'object', additionalProperties: true } as const;

/** The provably-fair seed pair a round is played with (the server seed only as its hash). */
export const fairnessSchema = {
  type: 'object',
  required: ['serverSeedHash', 'clientSeed', 'nonce'],
  additionalProperties: false,
  properties: { serverSeedHash: str, clientSeed: str, nonce: { type: 'integer' } },
} as const;

/** What a round drew: the engine's parameters and result, passed on whole. */
const outcomeSchema = {
  type: 'object',
  required: ['kind', 'params', 'result'],
  additionalProperties: true,
  properties: { kind, params: openObject, result: openObject },
} as const;

const numList = { type: 'array', items: num } as const;
/** A game's rules as its engine states them (server/games gameRules): what its page needs to draw it and offer valid bets (minor units). */
const slotRulesSchema = {
  type: 'object',
  required: ['kind', 'rtp', 'bets', 'symbols', 'paylines', 'linePays', 'scatterPays', 'freeSpins', 'freeSpinMultiplier'],
  additionalProperties: false,
  properties: {
    kind: { const: 'slot' },
    rtp: num,
    bets: numList,
    symbols: { type: 'array', items: str },
    /** Each line's row on each reel. */
    paylines: { type: 'array', items: { type: 'array', items: { type: 'integer' } } },
    /** By symbol: what 3, 4 and 5 in a line pay, times the line bet. */
    linePays: { type: 'object', additionalProperties: numList },
    scatterPays: numList,
    freeSpins: { type: 'integer' },
    freeSpinMultiplier: num,
  },
} as const;
export type SlotRules = FromSchema<typeof slotRulesSchema>;
const crashRulesSchema = {
  type: 'object',
  required: ['kind', 'rtp', 'betMin', 'betMax', 'targetMin', 'targetMax'],
  additionalProperties: false,
  properties: { kind: { const: 'crash' }, rtp: num, betMin: num, betMax: num, targetMin: num, targetMax: num },
} as const;
export type CrashRules = FromSchema<typeof crashRulesSchema>;
const diceRulesSchema = {
  type: 'object',
  required: ['kind', 'rtp', 'betMin', 'betMax', 'outcomes', 'winMin', 'winMax'],
  additionalProperties: false,
  properties: { kind: { const: 'dice' }, rtp: num, betMin: num, betMax: num, outcomes: { type: 'integer' }, winMin: num, winMax: num },
} as const;

/** POST /api/play/session: the game session for a launch token, the game, its rules and the seed pair. */
export const playSessionSchema = {
  type: 'object',
  required: ['sessionToken', 'expiresAt', 'mode', 'balance', 'game', 'rules', 'seed'],
  additionalProperties: false,
  properties: {
    sessionToken: str,
    expiresAt: str,
    mode,
    balance: num,
    game: { type: 'object', required: ['id', 'name', 'kind'], additionalProperties: false, properties: { id: str, name: str, kind } },
    /** The engine's rules (bets, pays, limits, RTP), by the game's kind. */
    rules: { oneOf: [slotRulesSchema, crashRulesSchema, diceRulesSchema] },
    seed: fairnessSchema,
  },
} as const;
export type PlaySession = FromSchema<typeof playSessionSchema>;

/** A settled round: POST /api/play/:gameId/round, a live crash round's cash-out, and the end a watch saw. */
export const playedRoundSchema = {
  type: 'object',
  required: ['roundId', 'kind', 'mode', 'bet', 'win', 'balance', 'outcome', 'fairness'],
  additionalProperties: false,
  properties: { roundId: str, kind, mode, bet: num, win: num, balance: num, outcome: outcomeSchema, fairness: fairnessSchema },
} as const;
export type PlayedRound = FromSchema<typeof playedRoundSchema>;

/** POST /api/play/:gameId/crash/start: a live crash round as it starts, with the server's clock. */
export const liveCrashStartSchema = {
  type: 'object',
  required: ['roundId', 'mode', 'bet', 'target', 'startedAt', 'serverNow', 'growthPerMs', 'balance', 'fairness'],
  additionalProperties: false,
  properties: {
    roundId: str,
    mode,
    bet: num,
    /** The auto cash-out (×), at most 1,000. */
    target: num,
    startedAt: str,
    serverNow: str,
    growthPerMs: num,
    balance: num,
    fairness: fairnessSchema,
  },
} as const;
export type LiveCrashStart = FromSchema<typeof liveCrashStartSchema>;

/** POST /api/play/:gameId/crash/watch: the settled round, or running: true to ask again. */
export const crashWatchSchema = {
  type: 'object',
  required: ['running', 'round'],
  additionalProperties: false,
  properties: { running: { type: 'boolean' }, round: { anyOf: [{ type: 'null' }, playedRoundSchema] } },
} as const;
export type CrashWatch = FromSchema<typeof crashWatchSchema>;

/** POST /api/play/seed: the retired pair (its server seed revealed) and the new one. */
export const seedRotationSchema = {
  type: 'object',
  required: ['previous', 'current'],
  additionalProperties: false,
  properties: {
    previous: { ...fairnessSchema, required: [...fairnessSchema.required, 'serverSeed'], properties: { ...fairnessSchema.properties, serverSeed: str } },
    current: fairnessSchema,
  },
} as const;
export type SeedRotation = FromSchema<typeof seedRotationSchema>;

/** GET /api/play/rounds/:roundId: a round for verification (its outcome only once it has ended). */
export const roundRecordSchema = {
  type: 'object',
  required: ['roundId', 'gameId', 'gameName', 'kind', 'mode', 'status', 'bet', 'win', 'balanceAfter', 'createdAt', 'fairness', 'outcome'],
  additionalProperties: false,
  properties: {
    roundId: str,
    gameId: str,
    /** Null when the game is no longer in the catalogue. */
    gameName: { type: ['string', 'null'] },
    kind: { type: ['string', 'null'] },
    mode,
    status: { type: 'string', enum: ['open', 'settled', 'rolledback'] },
    bet: num,
    win: num,
    balanceAfter: { type: ['number', 'null'] },
    createdAt: str,
    fairness: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['serverSeedHash', 'clientSeed', 'nonce', 'serverSeed'],
          additionalProperties: false,
          properties: { serverSeedHash: str, clientSeed: { type: ['string', 'null'] }, nonce: { type: ['integer', 'null'] }, serverSeed: { type: ['string', 'null'] } },
        },
      ],
    },
    outcome: { anyOf: [{ type: 'null' }, outcomeSchema] },
  },
} as const;
export type RoundRecord = FromSchema<typeof roundRecordSchema>;
