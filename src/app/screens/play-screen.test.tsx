/**
 * The studio's game page against a stubbed API: the launch token exchanged
 * once (asked for as the app starts, taken by the screen however often it mounts), a dice round played, a past round verified in the browser from its
 * revealed seed (and a tampered one caught), and a spent link explained.
 */
import { webcrypto } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playFair, seedHash } from '../../lib/provably-fair';
import { gameRules, playRound } from '../../../server/games';
import { SLOT_RTP } from '../../../server/games/slot-rtp';
import { startLaunchExchange } from '../play/launch';
import { screenAt } from '../routes';
import { PlayScreen } from './play-screen';

const GAME = 'PARLOR-ELOTT-0002';
const SERVER_SEED = 'ab'.repeat(32);

type Answer = { status?: number; body: unknown };
/** A fixed answer, or one made per request (rounds, whose ids are unique as the server's are). */
let answers: Record<string, Answer | (() => Answer)>;
/** This test's launch token: a page exchanges a token once, so each test launches with its own. */
let launch: string;
let launches = 0;
const calls: { url: string; headers: Record<string, string>; body?: unknown }[] = [];
const ok = (value: unknown): Answer => ({ body: { success: true, value } });

function show(entry: string, { strict = false } = {}) {
  const page = (
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/play/dice/:id" element={<PlayScreen />} />
        <Route path="/play/slot/:id" element={<PlayScreen />} />
        <Route path="/play/crash/:id" element={<PlayScreen />} />
      </Routes>
    </MemoryRouter>
  );
  // Strict mode mounts each screen twice, as the app does in development.
  return render(strict ? <StrictMode>{page}</StrictMode> : page);
}

async function diceRound(nonce: number) {
  const params = { direction: 'under' as const, threshold: 5000 };
  const played = await playFair({ serverSeed: SERVER_SEED, clientSeed: 'me', nonce }, (next) => playRound('dice', 100, params, next));
  return { params, result: played.result, win: played.win };
}

describe('studio game page', () => {
  beforeEach(async () => {
    // jsdom's crypto has no subtle; the page uses Web Crypto as browsers and Node have it.
    vi.stubGlobal('crypto', webcrypto);
    calls.length = 0;
    sessionStorage.clear();
    launch = `launch-token-${++launches}`;
    const seed = { serverSeedHash: await seedHash(SERVER_SEED), clientSeed: 'me', nonce: 0 };
    const round = await diceRound(0);
    answers = {
      '/api/play/session': ok({ sessionToken: 'sess', expiresAt: '2030-01-01', mode: 'real', balance: 50, game: { id: GAME, name: 'Parlor Dice', kind: 'dice' }, rules: { kind: 'dice' }, seed }),
      [`/api/play/${GAME}/round`]: ok({ roundId: 'R1', kind: 'dice', mode: 'real', bet: 1, win: round.win / 100, balance: 49 + round.win / 100, outcome: { kind: 'dice', params: round.params, result: round.result }, fairness: seed }),
      '/api/play/seed': ok({ previous: { ...seed, serverSeed: SERVER_SEED, nonce: 1 }, current: { serverSeedHash: 'f'.repeat(64), clientSeed: 'next', nonce: 0 } }),
      '/api/play/rounds/R1': ok({ roundId: 'R1', kind: 'dice', bet: 1, outcome: { kind: 'dice', params: round.params, result: round.result }, fairness: { ...seed, serverSeed: SERVER_SEED } }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = String(url).split('?')[0]!;
        calls.push({ url: path, headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const entry = answers[path] ?? { status: 404, body: { success: false, errorCode: 'request.notFound', message: 'x' } };
        const a = typeof entry === 'function' ? entry() : entry;
        return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges the launch token once, plays a round with the game session, and verifies it from the revealed seed', async () => {
    show(`/play/dice/${GAME}?t=${launch}`);
    expect(await screen.findByTestId('play-balance')).toHaveTextContent('Balance 50.00');
    expect(calls.filter((c) => c.url === '/api/play/session').map((c) => c.body)).toEqual([{ token: launch }]);
    fireEvent.click(screen.getByRole('radio', { name: 'Roll under' }));
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByTestId('dice-roll')).toHaveTextContent(/^Rolled \d+\.\d\d$/);
    const round = calls.find((c) => c.url === `/api/play/${GAME}/round`)!;
    expect(round.headers['X-Play-Session']).toBe('sess');
    expect(round.body).toEqual({ bet: 1, direction: 'under', threshold: 50 });
    fireEvent.click(screen.getByText('Provably fair'));
    fireEvent.click(screen.getByRole('button', { name: 'Change seeds' }));
    expect(await screen.findByTestId('revealed-seed')).toHaveTextContent(SERVER_SEED);
    fireEvent.click(screen.getByRole('button', { name: 'Verify #0' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verified');
  });

  const exchanges = () => calls.filter((c) => c.url === '/api/play/session').map((c) => c.body);

  it('asks for the session as the app starts on a game page, and the screen takes that exchange', async () => {
    startLaunchExchange({ pathname: `/m/play/dice/${GAME}`, search: `?t=${launch}` });
    // Before any screen has rendered: the exchange is on its way beside the boot's own work.
    expect(exchanges()).toEqual([{ token: launch }]);
    show(`/play/dice/${GAME}?t=${launch}`, { strict: true });
    expect(await screen.findByTestId('play-balance')).toHaveTextContent('Balance 50.00');
    expect(exchanges()).toEqual([{ token: launch }]);
  });

  it('spends the token once when the screen mounts twice (strict mode)', async () => {
    show(`/play/dice/${GAME}?t=${launch}`, { strict: true });
    expect(await screen.findByTestId('play-balance')).toHaveTextContent('Balance 50.00');
    expect(exchanges()).toEqual([{ token: launch }]);
  });

  it('starts the exchange at boot only on a game page whose address has a token', () => {
    // src/app/start.tsx starts it on the pages the route table opens with the game screen.
    const paths = [`/m/play/dice/${GAME}`, `/m/play/slot/${GAME}/`, `/m/play/poker/${GAME}`, `/m/play/dice`, '/m/home'];
    expect(paths.map((p) => screenAt(p) === 'play')).toEqual([true, true, false, false, false]);
    startLaunchExchange({ pathname: `/m/play/dice/${GAME}`, search: '?lang=en' });
    expect(exchanges()).toEqual([]);
  });

  it('catches a round whose stored outcome does not follow from its seeds', async () => {
    const r1 = (answers['/api/play/rounds/R1'] as Answer).body as { value: { outcome: { result: { roll: number } } } };
    r1.value.outcome.result.roll = (r1.value.outcome.result.roll + 1) % 10_000;
    show(`/play/dice/${GAME}?t=${launch}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify #0' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Does not match'));
  });

  it('explains a spent or expired game link', async () => {
    answers['/api/play/session'] = { status: 401, body: { success: false, errorCode: 'play.launch.invalid', message: 'x' } };
    show(`/play/dice/${GAME}?t=spent`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link has expired, please open the game again');
  });

  it('says why the table refused a bet: a self-exclusion, with until when', async () => {
    answers[`/api/play/${GAME}/round`] = { status: 403, body: { success: false, errorCode: 'play.excluded', message: 'x', value: { kind: 'selfExclusion', until: '2030-06-01T08:00:00.000Z' } } };
    show(`/play/dice/${GAME}?t=${launch}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are taking a break from play, so bets are not accepted until it ends');
    expect(alert).toHaveTextContent(/Until .*2030/);
    expect(screen.getByTestId('play-balance')).toHaveTextContent('Balance 50.00');
  });

  it('says how much a loss limit leaves, with a way to the limits', async () => {
    answers[`/api/play/${GAME}/round`] = { status: 403, body: { success: false, errorCode: 'play.limit.loss', message: 'x', value: { period: 'weekly', limit: 100, remaining: 2.5 } } };
    show(`/play/dice/${GAME}?t=${launch}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This bet could take you past your loss limit');
    expect(alert).toHaveTextContent('Weekly loss limit: 2.50 left');
    expect(screen.getByRole('link', { name: 'Set limits' })).toHaveAttribute('href', '/member/responsible');
  });

  describe('the slot', () => {
    const SLOT = 'PARLOR-RNG-0001';
    let slotRounds = 0;
    async function slotAnswers(win: number) {
      const seed = { serverSeedHash: await seedHash(SERVER_SEED), clientSeed: 'me', nonce: 0 };
      const played = await playFair({ serverSeed: SERVER_SEED, clientSeed: 'me', nonce: 0 }, (next) => playRound('slot', 100, {}, next));
      answers['/api/play/session'] = ok({ sessionToken: 'sess', expiresAt: '2030-01-01', mode: 'real', balance: 500, game: { id: SLOT, name: 'Lucky Parlor', kind: 'slot' }, rules: gameRules('slot'), seed });
      answers[`/api/play/${SLOT}/round`] = () => ok({ roundId: `S${++slotRounds}`, kind: 'slot', mode: 'real', bet: 1, win, balance: 499 + win, outcome: { kind: 'slot', params: {}, result: played.result }, fairness: seed });
    }
    const spins = () => calls.filter((c) => c.url === `/api/play/${SLOT}/round`).length;

    it('draws SVG symbols (no emoji), shows the published RTP and a paytable at the current bet', async () => {
      await slotAnswers(0);
      const { container } = show(`/play/slot/${SLOT}?t=${launch}`);
      expect(await screen.findByTestId('play-rtp')).toHaveTextContent(`Return to player ${(SLOT_RTP * 100).toFixed(2)}%`);
      expect(container.querySelectorAll('[data-testid=slot-reels] svg[data-symbol]')).toHaveLength(15);
      expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
      fireEvent.click(screen.getByText('Paytable'));
      const cherry = screen.getByRole('row', { name: /Cherry/ });
      // 5, 4 and 3 cherries on a line at a 1.00 bet (0.05 a line): 30, 8 and 2 line bets.
      expect(cherry).toHaveTextContent('Cherry1.500.400.10');
      expect(screen.getByTestId('paytable')).toHaveTextContent('award 10 free spins, every win ×2');
    });

    it('autoplays the spins asked, and stops on a win as large as asked', async () => {
      await slotAnswers(0);
      show(`/play/slot/${SLOT}?t=${launch}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Autoplay' }));
      fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
      await waitFor(() => expect(screen.getByTestId('autoplay-stopped')).toHaveTextContent('Autoplay finished'));
      expect(spins()).toBe(10);

      await slotAnswers(7.5);
      fireEvent.change(screen.getByLabelText('Stop on a single win of'), { target: { value: '5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
      await waitFor(() => expect(screen.getByTestId('autoplay-stopped')).toHaveTextContent('Autoplay stopped on a win'));
      expect(spins()).toBe(11);
    });

    it('never starts a spin that could pass the stop-loss', async () => {
      await slotAnswers(0);
      show(`/play/slot/${SLOT}?t=${launch}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Autoplay' }));
      fireEvent.change(screen.getByLabelText('Stop if the loss reaches'), { target: { value: '3' } });
      fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
      await waitFor(() => expect(screen.getByTestId('autoplay-stopped')).toHaveTextContent('the next spin could pass your stop-loss'));
      expect(spins()).toBe(3);
    });
  });

  it('plays crash live: the bet starts the multiplier, Cash out settles it', async () => {
    const CRASH = 'PARLOR-ELOTT-0001';
    const seed = { serverSeedHash: await seedHash(SERVER_SEED), clientSeed: 'me', nonce: 0 };
    const now = new Date().toISOString();
    answers['/api/play/session'] = ok({ sessionToken: 'sess', expiresAt: '2030-01-01', mode: 'real', balance: 50, game: { id: CRASH, name: 'Parlor Crash', kind: 'crash' }, rules: gameRules('crash'), seed });
    answers[`/api/play/${CRASH}/crash/start`] = ok({ roundId: 'C1', mode: 'real', bet: 2, target: 1000, startedAt: now, serverNow: now, growthPerMs: 0.0001, balance: 48, fairness: seed });
    answers[`/api/play/${CRASH}/crash/watch`] = ok({ running: true, round: null });
    answers[`/api/play/${CRASH}/crash/cashout`] = ok({ roundId: 'C1', kind: 'crash', mode: 'real', bet: 2, win: 3, balance: 51, outcome: { kind: 'crash', params: { live: true }, result: { live: true, bet: 200, target: 100000, crashPoint: 420, cashedOut: true, cashOutAt: 150, win: 300 } }, fairness: seed });
    show(`/play/crash/${CRASH}?t=${launch}`);
    fireEvent.change(await screen.findByLabelText('Bet'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByTestId('crash-multiplier')).toHaveTextContent(/^1\.\d\d×$/);
    await waitFor(() => expect(screen.getByTestId('play-balance')).toHaveTextContent('Balance 48.00'));
    fireEvent.click(screen.getByTestId('cash-out'));
    expect(await screen.findByTestId('crash-cashed-out')).toHaveTextContent('Cashed out at 1.50×');
    expect(screen.getByTestId('crash-point')).toHaveTextContent('Crashed at 4.20×');
    expect(screen.getByTestId('play-balance')).toHaveTextContent('Balance 51.00');
    expect(calls.find((c) => c.url.endsWith('/crash/start'))?.body).toEqual({ bet: 2 });
    expect(calls.find((c) => c.url.endsWith('/crash/cashout'))?.body).toEqual({ roundId: 'C1' });
  });
});
