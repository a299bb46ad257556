/**
 * Play: the vendors with a wallet integration and their games,
 * each with a switch that takes it offline (launches and new bets then say
 * "temporarily unavailable"; open rounds still settle) and, for a vendor, the
 * rotation of its signing secret (the new one shown once; the old one signs
 * for a grace period); the return to player observed per game and day beside
 * the published one; and every round, searchable by member or round id.
 * Switches and rotation need the admin role; the server audits each.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, errorText } from '../api';
import { useOperator } from '../session';
import { roleAtLeast, type GameVendor as VendorRow, type Round, type RtpGame, type VendorSecret } from '../types';

const money = (n: number) => n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(2)}%`);
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export function GamesPage() {
  return (
    <div className="p-6 space-y-8">
      <Vendors />
      <Rtp />
      <Rounds />
    </div>
  );
}

function Vendors() {
  const op = useOperator();
  const admin = roleAtLeast(op.role, 'admin');
  const [list, setList] = useState<VendorRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ vendor: string; secret: string; until: string | null } | null>(null);
  const load = useCallback(() => {
    setError(null);
    api<{ list: VendorRow[] }>('GET', '/api/admin/games/vendors').then((v) => setList(v.list), (e) => setError(errorText(e)));
  }, []);
  useEffect(load, [load]);
  const act = async (f: () => Promise<unknown>) => {
    try {
      await f();
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const rotate = (vendor: string) => {
    const grace = prompt(`Rotate the signing secret of ${vendor}. For how many minutes may the current secret still sign (0 to 10080)?`, '60');
    if (grace === null) return;
    const graceMinutes = Number(grace);
    if (!Number.isInteger(graceMinutes) || graceMinutes < 0 || graceMinutes > 10_080) return setError('The grace period is a whole number of minutes from 0 to 10080.');
    void act(async () => {
      const r = await api<VendorSecret>('POST', `/api/admin/games/vendors/${encodeURIComponent(vendor)}/secret`, { graceMinutes });
      setSecret({ vendor: r.vendor, secret: r.secret, until: r.previousSecretValidUntil });
    });
  };
  return (
    <section aria-labelledby="games-vendors">
      <h1 id="games-vendors" className="m-0 mb-3 text-lg font-semibold">Game vendors</h1>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      {secret && (
        <div role="status" className="card mb-3 p-3 text-sm" data-testid="new-secret">
          <p className="m-0 font-semibold">New signing secret of {secret.vendor} — shown this once; hand it to the vendor.</p>
          <code className="mt-1 block break-all">{secret.secret}</code>
          <p className="m-0 mt-1 text-muted">{secret.until ? `The previous secret signs until ${new Date(secret.until).toLocaleString()}.` : 'The previous secret no longer signs.'}</p>
          <button type="button" className="btn btn-sm mt-2" onClick={() => setSecret(null)}>Done</button>
        </div>
      )}
      {!list ? (
        !error && <p className="text-sm text-muted">Loading…</p>
      ) : (
        list.map((v) => (
          <div key={v.vendor} className="card mb-3 p-3" data-testid={`vendor-${v.vendor}`}>
            <div className="flex items-center gap-3">
              <strong>{v.vendor}</strong>
              <span className="text-xs text-muted">{v.kind === 'studio' ? 'in-house studio' : 'seamless wallet'}</span>
              <span className={`text-xs font-semibold ${v.offline ? 'text-danger' : 'text-success'}`}>{v.offline ? 'offline' : 'online'}</span>
              <span className="text-xs text-muted">
                {v.secretRotatedAt ? `secret rotated ${new Date(v.secretRotatedAt).toLocaleString()}` : 'secret never rotated'}
                {v.previousSecretValidUntil ? ` · previous secret signs until ${new Date(v.previousSecretValidUntil).toLocaleString()}` : ''}
              </span>
              {admin && (
                <span className="ml-auto flex gap-2">
                  <button type="button" className={`btn btn-sm ${v.offline ? '' : 'btn-danger'}`} onClick={() => void act(() => api('PUT', `/api/admin/games/vendors/${encodeURIComponent(v.vendor)}/offline`, { offline: !v.offline }))}>
                    {v.offline ? 'Bring vendor online' : 'Take vendor offline'}
                  </button>
                  <button type="button" className="btn btn-sm" onClick={() => rotate(v.vendor)}>Rotate secret</button>
                </span>
              )}
            </div>
            <table className="table mt-2">
              <thead>
                <tr>
                  <th>Game</th>
                  <th>Engine</th>
                  <th className="text-right">Published RTP</th>
                  <th>State</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {v.games.map((g) => (
                  <tr key={g.gameId}>
                    <td>{g.name} <span className="font-mono text-xs text-muted">{g.gameId}</span></td>
                    <td>{g.code}</td>
                    <td className="text-right tabular-nums">{pct(g.publishedRtp)}</td>
                    <td className={g.offline ? 'text-danger' : ''}>{g.offline ? 'offline' : g.enabled ? 'online' : 'disabled'}</td>
                    <td className="text-right">
                      {admin && (
                        <button type="button" className="btn btn-sm" onClick={() => void act(() => api('PUT', `/api/admin/games/${encodeURIComponent(g.gameId)}/offline`, { offline: !g.offline }))}>
                          {g.offline ? 'Bring online' : 'Take offline'}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))
      )}
    </section>
  );
}

function Rtp() {
  const [from, setFrom] = useState(daysAgo(6));
  const [to, setTo] = useState(today());
  const [games, setGames] = useState<RtpGame[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    api<{ games: RtpGame[] }>('GET', `/api/admin/games/rtp?from=${from}&to=${to}`).then((v) => setGames(v.games), (e) => setError(errorText(e)));
  }, [from, to]);
  useEffect(load, [load]);
  return (
    <section aria-labelledby="games-rtp">
      <div className="mb-3 flex items-center gap-2">
        <h2 id="games-rtp" className="m-0 text-lg font-semibold">Return to player</h2>
        <label className="ml-auto text-sm">From <input type="date" className="input !w-40" value={from} onChange={(e) => setFrom(e.target.value)} /></label>
        <label className="text-sm">To <input type="date" className="input !w-40" value={to} onChange={(e) => setTo(e.target.value)} /></label>
      </div>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      {games && (
        <table className="table card" data-testid="rtp-table">
          <thead>
            <tr>
              <th>Game (UTC days)</th>
              <th className="text-right">Rounds</th>
              <th className="text-right">Bets</th>
              <th className="text-right">Wins</th>
              <th className="text-right">Observed</th>
              <th className="text-right">Published</th>
            </tr>
          </thead>
          <tbody>
            {games.flatMap((g) => [
              <tr key={g.gameId}>
                <td>
                  <button type="button" className="btn btn-sm" aria-expanded={open === g.gameId} onClick={() => setOpen(open === g.gameId ? null : g.gameId)}>{open === g.gameId ? '−' : '+'}</button> {g.gameName}
                </td>
                <td className="text-right tabular-nums">{g.rounds}</td>
                <td className="text-right tabular-nums">{money(g.bet)}</td>
                <td className="text-right tabular-nums">{money(g.win)}</td>
                <td className="text-right tabular-nums font-semibold">{pct(g.observedRtp)}</td>
                <td className="text-right tabular-nums">{pct(g.publishedRtp)}</td>
              </tr>,
              ...(open === g.gameId
                ? g.days.map((d) => (
                    <tr key={`${g.gameId}-${d.day}`} className="text-muted">
                      <td className="pl-10">{d.day}</td>
                      <td className="text-right tabular-nums">{d.rounds}</td>
                      <td className="text-right tabular-nums">{money(d.bet)}</td>
                      <td className="text-right tabular-nums">{money(d.win)}</td>
                      <td className="text-right tabular-nums">{pct(d.observedRtp)}</td>
                      <td />
                    </tr>
                  ))
                : []),
            ])}
            {!games.length && (
              <tr>
                <td colSpan={6} className="text-center text-muted">No settled real-money rounds in these days.</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Rounds() {
  const [filters, setFilters] = useState({ gameId: '', member: '', roundId: '', status: '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState<{ list: Round[]; totalCount: number; pageNo: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    (pageNo: number) => {
      setError(null);
      const q = new URLSearchParams({ pageNo: String(pageNo), pageSize: '50' });
      for (const [k, v] of Object.entries(applied)) if (v.trim()) q.set(k, v.trim());
      api<{ list: Round[]; totalCount: number; pageNo: number }>('GET', `/api/admin/games/rounds?${q}`).then(setPage, (e) => setError(errorText(e)));
    },
    [applied],
  );
  useEffect(() => load(1), [load]);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setApplied(filters);
  };
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / 50)) : 1;
  return (
    <section aria-labelledby="games-rounds">
      <form className="mb-3 flex flex-wrap items-center gap-2" onSubmit={search}>
        <h2 id="games-rounds" className="m-0 mr-auto text-lg font-semibold">Rounds</h2>
        <input className="input !w-44" aria-label="Game id" placeholder="Game id" value={filters.gameId} onChange={(e) => setFilters({ ...filters, gameId: e.target.value })} />
        <input className="input !w-44" aria-label="Member" placeholder="Member account or #id" value={filters.member} onChange={(e) => setFilters({ ...filters, member: e.target.value })} />
        <input className="input !w-52" aria-label="Round id" placeholder="Round id" value={filters.roundId} onChange={(e) => setFilters({ ...filters, roundId: e.target.value })} />
        <select className="input !w-36" aria-label="Status" value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value })}>
          <option value="">Any status</option>
          <option value="open">Open</option>
          <option value="settled">Settled</option>
          <option value="rolledback">Rolled back</option>
        </select>
        <button type="submit" className="btn btn-sm">Search</button>
      </form>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      {page && (
        <>
          <table className="table card" data-testid="rounds-table">
            <thead>
              <tr>
                <th>When</th>
                <th>Round</th>
                <th>Game</th>
                <th>Member</th>
                <th>Mode</th>
                <th>Status</th>
                <th className="text-right">Bet</th>
                <th className="text-right">Win</th>
                <th className="text-right">Balance after</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((r) => (
                <tr key={r.id}>
                  <td className="whitespace-nowrap">{new Date(r.createdAt).toLocaleString()}</td>
                  <td className="font-mono text-xs">{r.roundId}</td>
                  <td>{r.gameName}</td>
                  <td>{r.memberAccount} <span className="text-xs text-muted">#{r.memberId}</span></td>
                  <td>{r.mode}</td>
                  <td>{r.status}</td>
                  <td className="text-right tabular-nums">{money(r.bet)}</td>
                  <td className="text-right tabular-nums">{money(r.win)}</td>
                  <td className="text-right tabular-nums">{r.balanceAfter === null ? '—' : money(r.balanceAfter)}</td>
                </tr>
              ))}
              {!page.list.length && (
                <tr>
                  <td colSpan={9} className="text-center text-muted">No rounds.</td>
                </tr>
              )}
            </tbody>
          </table>
          <div className="mt-2 flex items-center gap-2 text-sm">
            <span className="text-muted">{page.totalCount} rounds · page {page.pageNo} of {pages}</span>
            <button type="button" className="btn btn-sm" disabled={page.pageNo <= 1} onClick={() => load(page.pageNo - 1)}>Previous</button>
            <button type="button" className="btn btn-sm" disabled={page.pageNo >= pages} onClick={() => load(page.pageNo + 1)}>Next</button>
          </div>
        </>
      )}
    </section>
  );
}
