/**
 * Timestamps for "newest first" lists (favourites, recent plays): never equal to or earlier than
 * the last one this process gave. Two games starred within the same millisecond had the same
 * ISO string, and the list then fell back to the catalogue's order, showing the newer one second.
 */
let last = 0;

export function orderedStamp(now = Date.now()): string {
  last = Math.max(now, last + 1);
  return new Date(last).toISOString();
}
