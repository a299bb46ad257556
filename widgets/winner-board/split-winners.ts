import type { Winner } from '../../schemas/games.schema';
import { WINNER_LOOP_THRESHOLD, WINNER_TOP_COUNT } from '../../src/lib/constants';

/**
 * §2 winner board: sorted by winAmount descending; the top 3 stand apart;
 * the strip below loops only when there are more than 5 winners in all.
 */
export function splitWinners(winners: readonly Winner[], showPodium: boolean) {
  const sorted = [...winners].sort((a, b) => b.winAmount - a.winAmount);
  const top = showPodium ? sorted.slice(0, WINNER_TOP_COUNT) : [];
  const rest = showPodium ? sorted.slice(WINNER_TOP_COUNT) : sorted;
  return { top, rest, loops: sorted.length > WINNER_LOOP_THRESHOLD && rest.length > 0 };
}
