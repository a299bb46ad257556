/**
 * The studio's game page against a stubbed API: the launch token exchanged
 * once, a dice round played, a past round verified in the browser from its
 * revealed seed (and a tampered one caught), and a spent link explained.
 */
import { webcrypto } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playFair, seedHash } from '../../lib/provably-fair';
import { playRound } from '../../../server/games';
import { PlayScreen } from './play-screen';

const GAME = 'PARLOR-ELOTT-0002';
const SERVER_SEED = 'ab'.repeat(32);

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer>;
const calls: { url: string; headers: Record<string, string>; body?: unknown }[] = [];
const ok = (value: unknown): Answer => ({ body: { success: true, value } });

function show(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/play/dice/:id" element={<PlayScreen />} />
      </Routes>
    </MemoryRouter>,
  );
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
        const a = answers[path] ?? { status: 404, body: { success: false, errorCode: 'request.notFound', message: 'x' } };
        return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges the launch token once, plays a round with the game session, and verifies it from the revealed seed', async () => {
    show(`/play/dice/${GAME}?t=launch-token`);
    expect(await screen.findByTestId('play-balance')).toHaveTextContent('Balance 50.00');
    expect(calls.filter((c) => c.url === '/api/play/session').map((c) => c.body)).toEqual([{ token: 'launch-token' }]);
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

  it('catches a round whose stored outcome does not follow from its seeds', async () => {
    const r1 = answers['/api/play/rounds/R1']!.body as { value: { outcome: { result: { roll: number } } } };
    r1.value.outcome.result.roll = (r1.value.outcome.result.roll + 1) % 10_000;
    show(`/play/dice/${GAME}?t=launch-token`);
    fireEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify #0' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Does not match'));
  });

  it('explains a spent or expired game link', async () => {
    answers['/api/play/session'] = { status: 401, body: { success: false, errorCode: 'play.launch.invalid', message: 'x' } };
    show(`/play/dice/${GAME}?t=spent`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link has expired, please open the game again');
  });
});
