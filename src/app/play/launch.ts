/**
 * A game page's game session, from the one-time launch token in its address
 * (/m/play/<kind>/<id>?t=<token>: the server spends the token on its first exchange).
 *
 * The exchange starts as the app starts on such an address (src/app/start.tsx), beside the boot's
 * own work, instead of once the screen's code has loaded and rendered: the game's first screen
 * (its largest paint is the balance or the game's figures) waits for the session and nothing else.
 * The screen then takes that same exchange: a token is sent at most once a page, however often it
 * is asked for (React's strict mode mounts the screen twice). The session is kept for the tab with
 * the token it came from, so a reload plays on and spends nothing, even one that comes before the
 * screen has taken the token out of the address.
 *
 * Only ever a POST from the page's script: a link preview or a prefetcher that fetches the
 * address (a GET) spends nothing.
 */
import type { PlaySession } from '../../../schemas/play.schema';
import { ApiError } from '../../api/client';
import { openPlaySession } from '../../api/play/session';
import { readJson, writeJson } from '../../state/storage';

/** The address's parameter that carries the launch token. */
export const LAUNCH_PARAM = 't';
const STORAGE_PREFIX = 'parlor.play.';

/** What the tab keeps per game: the session and the (spent) launch token it was exchanged for. */
interface Kept {
  launch: string | null;
  session: PlaySession;
}

const exchanges = new Map<string, Promise<PlaySession>>();

const kept = (gameId: string) => readJson<Kept>(STORAGE_PREFIX + gameId, 'session');

/** The token's one exchange for this page: the first call sends it, later ones get the same answer. */
function exchange(launch: string): Promise<PlaySession> {
  let answer = exchanges.get(launch);
  if (!answer) {
    answer = openPlaySession(launch).then((session) => {
      writeJson(STORAGE_PREFIX + session.game.id, { launch, session } satisfies Kept, 'session');
      return session;
    });
    exchanges.set(launch, answer);
  }
  return answer;
}

/**
 * The session the tab keeps for a game page, when the address has no token or the token it has
 * is the one that session came from: at hand for the screen's first render, with no wait.
 */
export function keptSession(gameId: string, launch: string | null): PlaySession | null {
  const k = kept(gameId);
  return k && (!launch || k.launch === launch) ? k.session : null;
}

/**
 * The game session for a game page: the kept one (keptSession), else the token's exchange.
 * Rejects with play.session.invalid when there is neither.
 */
export function gameSession(gameId: string, launch: string | null): Promise<PlaySession> {
  const k = keptSession(gameId, launch);
  if (k) return Promise.resolve(k);
  if (launch) return exchange(launch);
  return Promise.reject(new ApiError('play.session.invalid', 'no game session kept for this game', 0));
}

/**
 * On a game page's address (the route table's to say: src/app/start.tsx asks it) with a launch token,
 * the token's exchange starts now, unless the tab keeps the session it was exchanged for; the
 * screen's gameSession takes it.
 */
export function startLaunchExchange(url: { pathname: string; search: string } = location): void {
  const launch = new URLSearchParams(url.search).get(LAUNCH_PARAM);
  if (!launch) return;
  let gameId: string;
  try {
    // The game id is the page path's last part (/m/play/<kind>/<id>), as the router decodes it.
    gameId = decodeURIComponent(url.pathname.replace(/\/+$/, '').split('/').pop()!);
  } catch {
    return; // not an address the router would open: no screen would take the session
  }
  // Its failure is the screen's to show, when it asks.
  gameSession(gameId, launch).catch(() => undefined);
}
