/**
 * §4 simulated online count: RNG 100–1000, other types 35–250, moving by −5…+5
 * at random intervals of 5–10 minutes. Deterministic in (nodeId, time) so every
 * tile of one game agrees and a test can pin it; the walk restarts each UTC day.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const ONLINE_RANGES: Record<string, readonly [number, number]> = { RNG: [100, 1000] };
const ONLINE_RANGE_DEFAULT = [35, 250] as const;
export const ONLINE_STEP = 5;
const ONLINE_INTERVAL_MIN = [5, 10] as const;

const FNV_OFFSET = 2166136261;
const FNV_PRIME = 16777619;

/** FNV-1a over s, continuing from the state h (so a shared prefix is hashed once). */
function hashOn(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

export function simulatedOnline(nodeId: string, gameType: string, now: number): number {
  const [lo, hi] = ONLINE_RANGES[gameType] ?? ONLINE_RANGE_DEFAULT;
  const day = Math.floor(now / DAY);
  const dayState = hashOn(FNV_OFFSET, `${nodeId}:${day}`);
  let value = lo + ((dayState >>> 0) % (hi - lo + 1));
  // Each step hashes `${nodeId}:${day}:${step}`: the walk runs on every tile render, so the prefix is hashed once.
  const stepState = hashOn(dayState, ':');
  const [minI, maxI] = ONLINE_INTERVAL_MIN;
  let t = day * DAY;
  for (let step = 0; ; step++) {
    const h = hashOn(stepState, String(step)) >>> 0;
    t += (minI + (h % (maxI - minI + 1))) * MINUTE;
    if (t > now) break;
    value += ((h >>> 8) % (2 * ONLINE_STEP + 1)) - ONLINE_STEP;
    value = Math.min(hi, Math.max(lo, value));
  }
  return value;
}
