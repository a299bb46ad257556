/** The launch token's exchange for a game session (docs/api.md, "Games"); apart from play.ts, since game pages start it at boot. */
import type { PlaySession } from '../../../schemas/play.schema';
import { request } from '../client';

export const openPlaySession = (token: string) => request<PlaySession>('/api/play/session', { method: 'POST', body: { token } });
