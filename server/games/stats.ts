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
