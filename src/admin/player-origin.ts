/**
 * Where the player site is: the console's page names it in its boot data (the server's
 * ADMIN_ORIGIN and PUBLIC_URL), when the console has an origin of its own; otherwise the player
 * site is on the console's origin. The preview frame loads the player site from there and talks to
 * it there only.
 */
import { BOOT_DATA_ID } from '../lib/constants';

export function playerOrigin(doc: Document = document): string {
  try {
    const data = JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent ?? 'null') as { playerOrigin?: unknown } | null;
    if (typeof data?.playerOrigin === 'string') return data.playerOrigin;
  } catch {
    /* no readable boot data (Vite's dev server): one origin */
  }
  return doc.location?.origin ?? location.origin;
}
