/**
 * The console's Play page as an operator uses it: finds rounds by member or
 * round id, takes a game offline and brings it back, and reads the observed
 * return to player beside the published one (per game, then per day); a
 * viewer sees everything and switches nothing. The API is a fake that keeps
 * its state, as the server would.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { operator } from '../session';
import { GamesPage } from './games-page';

interface FakeRound {
  id: number;
  roundId: string;
  vendor: string;
  gameId: string;
  gameName: string;
  memberId: number;
  memberAccount: string;
  mode: string;
  status: string;
  bet: number;
  win: number;
  balanceAfter: number | null;
  createdAt: string;
}

let games: { gameId: string; name: string; code: string; enabled: boolean; offline: boolean; publishedRtp: number | null }[];
let rounds: FakeRound[];
let calls: { method: string; url: string; body?: unknown }[];

const round = (id: number, roundId: string, memberId: number, memberAccount: string, status = 'settled'): FakeRound => ({
  id,
  roundId,
  vendor: 'PARLOR',
  gameId: 'PARLOR-RNG-0001',
  gameName: 'Lucky Parlor',
  memberId,
  memberAccount,
  mode: 'real',
  status,
  bet: 1,
  win: status === 'settled' ? 2.5 : 0,
  balanceAfter: 100,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const json = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  games = [
    { gameId: 'PARLOR-RNG-0001', name: 'Lucky Parlor', code: 'slot', enabled: true, offline: false, publishedRtp: 0.965 },
    { gameId: 'PARLOR-ELOTT-0002', name: 'Parlor Dice', code: 'dice', enabled: true, offline: false, publishedRtp: 0.99 },
  ];
  rounds = [round(1, 'PARLOR-r-aaa', 7, 'alice'), round(2, 'PARLOR-r-bbb', 8, 'bob', 'open'), round(3, 'PARLOR-r-ccc', 7, 'alice')];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ method, url, body });
      const path = url.split('?')[0]!;
      const q = new URL(url, 'http://console').searchParams;
      if (method === 'GET' && path === '/api/admin/games/vendors') {
        return json({ list: [{ vendor: 'PARLOR', kind: 'studio', enabled: true, offline: false, secretRotatedAt: null, previousSecretValidUntil: null, games }] });
      }
      const offline = /^\/api\/admin\/games\/([^/]+)\/offline$/.exec(path);
      if (method === 'PUT' && offline) {
        const id = decodeURIComponent(offline[1]!);
        games = games.map((g) => (g.gameId === id ? { ...g, offline: (body as { offline: boolean }).offline } : g));
        return json({ gameId: id, offline: (body as { offline: boolean }).offline });
      }
      if (method === 'GET' && path === '/api/admin/games/rtp') {
        return json({
          games: [
            {
              gameId: 'PARLOR-RNG-0001',
              vendor: 'PARLOR',
              gameName: 'Lucky Parlor',
              publishedRtp: 0.965,
              rounds: 1200,
              bet: 1200,
              win: 1153.44,
              observedRtp: 0.9612,
              days: [
                { day: '2026-11-19', rounds: 700, bet: 700, win: 690.2, observedRtp: 0.986 },
                { day: '2026-11-20', rounds: 500, bet: 500, win: 463.24, observedRtp: 0.92648 },
              ],
            },
          ],
        });
      }
      if (method === 'GET' && path === '/api/admin/games/rounds') {
        const member = q.get('member');
        const roundId = q.get('roundId');
        const list = rounds.filter((r) => (!member || r.memberAccount === member || `#${r.memberId}` === member) && (!roundId || r.roundId === roundId));
        return json({ list, totalCount: list.length, pageNo: Number(q.get('pageNo') ?? 1) });
      }
      return new Response(JSON.stringify({ success: false, errorCode: 'notFound', message: `no fake for ${method} ${url}` }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A game's row in its vendor's card (the return-to-player table names the games too). */
const gameRow = async (name: string) => within(await screen.findByTestId('vendor-PARLOR')).getByText(name, { selector: 'td' }).closest('tr')!;
/** Typing and clicking through several searches outlasts the default 5 s on a busy machine. */
const MULTI_STEP_MS = 30_000;
const roundsShown = () =>
  within(screen.getByTestId('rounds-table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell')[1]?.textContent ?? '');

it('finds rounds by member and by round id', async () => {
  Object.assign(operator, { checked: true, username: 'sup', role: 'viewer' });
  render(<GamesPage />);
  await screen.findByTestId('rounds-table');
  expect(roundsShown()).toEqual(['PARLOR-r-aaa', 'PARLOR-r-bbb', 'PARLOR-r-ccc']);

  await userEvent.type(screen.getByRole('textbox', { name: 'Member' }), 'alice');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await vi.waitFor(() => expect(roundsShown()).toEqual(['PARLOR-r-aaa', 'PARLOR-r-ccc']));
  expect(calls.at(-1)?.url).toMatch(/^\/api\/admin\/games\/rounds\?.*member=alice/);
  expect(screen.getByText('2 rounds · page 1 of 1')).toBeVisible();

  // The round id a vendor quotes finds its round; asked with a member who did not play it, nothing.
  await userEvent.clear(screen.getByRole('textbox', { name: 'Member' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Round id' }), 'PARLOR-r-bbb');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await vi.waitFor(() => expect(roundsShown()).toEqual(['PARLOR-r-bbb']));
  const url = calls.at(-1)!.url;
  expect(url).toMatch(/roundId=PARLOR-r-bbb/);
  expect(url).not.toMatch(/member=/);
  const row = screen.getByText('PARLOR-r-bbb').closest('tr')!;
  expect(within(row).getByText('open')).toBeVisible();
  expect(within(row).getByText('bob')).toBeVisible();

  await userEvent.type(screen.getByRole('textbox', { name: 'Member' }), 'alice');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No rounds.')).toBeVisible();
}, MULTI_STEP_MS);

it('takes a game offline and brings it back online, through the API, leaving the other games as they were', async () => {
  Object.assign(operator, { checked: true, username: 'boss', role: 'admin' });
  render(<GamesPage />);
  await userEvent.click(within(await gameRow('Lucky Parlor')).getByRole('button', { name: 'Take offline' }));
  expect(calls).toContainEqual({ method: 'PUT', url: '/api/admin/games/PARLOR-RNG-0001/offline', body: { offline: true } });
  const slot = await gameRow('Lucky Parlor');
  expect(await within(slot).findByText('offline')).toBeVisible();
  expect(within(await gameRow('Parlor Dice')).getByText('online')).toBeVisible();

  await userEvent.click(within(slot).getByRole('button', { name: 'Bring online' }));
  expect(calls).toContainEqual({ method: 'PUT', url: '/api/admin/games/PARLOR-RNG-0001/offline', body: { offline: false } });
  expect(await within(await gameRow('Lucky Parlor')).findByRole('button', { name: 'Take offline' })).toBeVisible();
}, MULTI_STEP_MS);

it('gives a viewer no switches', async () => {
  Object.assign(operator, { checked: true, username: 'v', role: 'viewer' });
  render(<GamesPage />);
  const slot = await gameRow('Lucky Parlor');
  expect(within(slot).getByText('online')).toBeVisible();
  expect(within(slot).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Take vendor offline' })).toBeNull();
});

it('shows the observed return to player beside the published one, and per day on demand', async () => {
  Object.assign(operator, { checked: true, username: 'v', role: 'viewer' });
  render(<GamesPage />);
  const table = await screen.findByTestId('rtp-table');
  const row = within(table).getByText('Lucky Parlor').closest('tr')!;
  expect(within(row).getByText('1200')).toBeVisible();
  expect(within(row).getByText('96.12%')).toBeVisible();
  expect(within(row).getByText('96.50%')).toBeVisible();
  expect(within(table).queryByText('2026-11-19')).toBeNull();

  await userEvent.click(within(row).getByRole('button', { expanded: false }));
  expect(within(table).getByText('2026-11-19').closest('tr')).toHaveTextContent('98.60%');
  expect(within(table).getByText('2026-11-20').closest('tr')).toHaveTextContent('92.65%');
  expect(calls.some((c) => /^\/api\/admin\/games\/rtp\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/.test(c.url))).toBe(true);
});
