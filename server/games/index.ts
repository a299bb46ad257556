/**
 * The studio's engines behind one interface: a kind, its bet and parameter
 * rules, and a round as a pure function of the bet, the parameters and a
 * float source. The studio server and the simulations both play through here.
 */
import { CRASH_BET_MAX, CRASH_BET_MIN, CRASH_RTP, CRASH_TARGET_MAX, CRASH_TARGET_MIN, playCrash, validCrashBet, validCrashTarget, type CrashOutcome } from './crash';
import { DICE_BET_MAX, DICE_BET_MIN, DICE_OUTCOMES, DICE_RTP, DICE_WIN_MAX, DICE_WIN_MIN, playDice, validDiceBet, validDiceThreshold, type DiceDirection, type DiceOutcome } from './dice';
import { playSlot, validSlotBet, type SlotOutcome } from './slot';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARD, LINE_PAYS, PAYLINES, SCATTER_PAYS, SLOT_BETS, SYMBOLS } from './slot-paytable';
import { SLOT_RTP } from './slot-rtp';
import { GAME_KINDS, type GameKind } from '../../schemas/play.schema';

export type { GameKind };
export const isGameKind = (k: string): k is GameKind => (GAME_KINDS as readonly string[]).includes(k);

export interface RoundParams {
  /** crash: the auto cash-out multiplier in hundredths. */
  target?: number;
  /** dice: under or over the threshold (in hundredths). */
  direction?: DiceDirection;
  threshold?: number;
}

export type RoundOutcome = { kind: 'slot'; result: SlotOutcome } | { kind: 'crash'; result: CrashOutcome } | { kind: 'dice'; result: DiceOutcome };

/** Why a round may not be played, as the offending field, or null when it may. */
export function roundProblem(kind: GameKind, bet: number, params: RoundParams): 'bet' | 'target' | 'direction' | 'threshold' | null {
  switch (kind) {
    case 'slot':
      return validSlotBet(bet) ? null : 'bet';
    case 'crash':
      if (!validCrashBet(bet)) return 'bet';
      return params.target !== undefined && validCrashTarget(params.target) ? null : 'target';
    case 'dice':
      if (!validDiceBet(bet)) return 'bet';
      if (params.direction !== 'under' && params.direction !== 'over') return 'direction';
      return params.threshold !== undefined && validDiceThreshold(params.direction, params.threshold) ? null : 'threshold';
  }
}

/** Plays one round; call roundProblem first (the engines throw on bad input). */
export function playRound(kind: GameKind, bet: number, params: RoundParams, next: () => number): RoundOutcome & { win: number } {
  switch (kind) {
    case 'slot': {
      const result = playSlot(bet, next);
      return { kind, result, win: result.win };
    }
    case 'crash': {
      const result = playCrash(bet, params.target!, next);
      return { kind, result, win: result.win };
    }
    case 'dice': {
      const result = playDice(bet, params.direction!, params.threshold!, next);
      return { kind, result, win: result.win };
    }
  }
}

/** What a game page needs to draw the game and offer valid bets (minor units). */
export function gameRules(kind: GameKind) {
  switch (kind) {
    case 'slot':
      return { kind, rtp: SLOT_RTP, bets: SLOT_BETS, symbols: SYMBOLS, paylines: PAYLINES, linePays: Object.fromEntries(Object.entries(LINE_PAYS).map(([id, p]) => [SYMBOLS[Number(id)]!, p.slice(3)])), scatterPays: SCATTER_PAYS.slice(3), freeSpins: FREE_SPINS_AWARD, freeSpinMultiplier: FREE_SPIN_MULTIPLIER };
    case 'crash':
      return { kind, rtp: CRASH_RTP, betMin: CRASH_BET_MIN, betMax: CRASH_BET_MAX, targetMin: CRASH_TARGET_MIN, targetMax: CRASH_TARGET_MAX };
    case 'dice':
      return { kind, rtp: DICE_RTP, betMin: DICE_BET_MIN, betMax: DICE_BET_MAX, outcomes: DICE_OUTCOMES, winMin: DICE_WIN_MIN, winMax: DICE_WIN_MAX };
  }
}
