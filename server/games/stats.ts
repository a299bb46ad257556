/** How many rounds the tests simulate of each game against its exact RTP (enough that 4 standard errors are a fine test: about 0.0045 of return for the slot). */
export const SIMULATED_ROUNDS = 10_000_000;

/** Mean and standard error of per-round returns, for the RTP simulations. */
export function simulate(rounds: number, play: () => number): { rounds: number; mean: number; sd: number; se: number } {
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < rounds; i++) {
    const x = play();
    sum += x;
    sq += x * x;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(Math.max(0, sq / rounds - mean * mean) * (rounds / (rounds - 1)));
  return { rounds, mean, sd, se: sd / Math.sqrt(rounds) };
}
