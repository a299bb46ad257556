/**
 * Answers of Parlor Studio's game calls (/api/play/*, docs/api.md "Games"). A round's outcome and a
 * game's rules are each engine's own (server/games): they are declared open and come back whole.
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
    /** The engine's rules (bets, pays, limits, RTP), passed on whole. */
    rules: { type: 'object', required: ['kind'], additionalProperties: true, properties: { kind } },
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
