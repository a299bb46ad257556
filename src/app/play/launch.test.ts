/**
 * A launch token is spent by its first exchange: a reload of the game page (a new page, so new
 * modules) plays on with the session kept for the tab and sends nothing, whether the address
 * still carries the token (a reload before the screen took it out) or not; a new launch of the
 * same game is exchanged.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const GAME = 'PARLOR-ELOTT-0002';
const session = (balance: number) => ({ sessionToken: `sess-${balance}`, expiresAt: '2030-01-01', mode: 'real', balance, game: { id: GAME, name: 'Parlor Dice', kind: 'dice' }, rules: { kind: 'dice' }, seed: { serverSeedHash: 'a'.repeat(64), clientSeed: 'me', nonce: 0 } });
const sent: unknown[] = [];
let balance = 50;

/** The launch module as a freshly loaded page has it. */
async function newPage() {
  vi.resetModules();
  return import('./launch');
}

describe('a game page launch', () => {
  beforeEach(() => {
    sent.length = 0;
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ success: true, value: session(balance++) }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a reload keeps playing with the kept session and spends nothing, token in the address or not', async () => {
    const first = await newPage();
    first.startLaunchExchange({ pathname: `/m/play/dice/${GAME}`, search: '?t=one' });
    expect(await first.gameSession(GAME, 'one')).toMatchObject({ sessionToken: 'sess-50' });

    const reloadedEarly = await newPage();
    reloadedEarly.startLaunchExchange({ pathname: `/m/play/dice/${GAME}`, search: '?t=one' });
    expect(await reloadedEarly.gameSession(GAME, 'one')).toMatchObject({ sessionToken: 'sess-50' });
    const reloaded = await newPage();
    expect(await reloaded.gameSession(GAME, null)).toMatchObject({ sessionToken: 'sess-50' });
    expect(sent).toEqual([{ token: 'one' }]);

    // A new launch of the same game is a new session.
    expect(await reloaded.gameSession(GAME, 'two')).toMatchObject({ sessionToken: 'sess-51' });
    expect(sent).toEqual([{ token: 'one' }, { token: 'two' }]);
  });

  it('without a token or a kept session there is no game session to play', async () => {
    const page = await newPage();
    await expect(page.gameSession(GAME, null)).rejects.toMatchObject({ errorCode: 'play.session.invalid' });
    expect(sent).toEqual([]);
  });
});
