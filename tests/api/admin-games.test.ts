/**
 * The console's play pages, on SQLite and PostgreSQL: rounds per game with
 * search by member or round id, the RTP observed per game and day beside the
 * published one, a game or the whole studio taken offline (launch and bets
 * "temporarily unavailable", open rounds still settle), and the rotation of
 * the vendor's wallet secret with a grace period — role-guarded, audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SLOT_RTP } from '../../server/games/slot-rtp';
import { DICE_RTP } from '../../server/games/dice';
import { signSeamless } from '../../server/routes/seamless';
import { forgetVendorIntegrations } from '../../server/services/seamless-vendors';
import { STUDIO_VENDOR } from '../../server/db/seed/studio';
import { DIALECTS, newIp, useTestApp } from './helpers';
import { CRASH, DICE, playKit, SLOT } from './play-helpers';

describe.each(DIALECTS)('console: games on %s', (dialect) => {
  const t = useTestApp(dialect);
  const k = playKit(t, `adg${dialect.slice(0, 2)}`);
  const op = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, body?: unknown) =>
    t.app.inject({ method, url, remoteAddress: newIp(), headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body !== undefined ? { payload: body as object } : {}) });
  const signIn = async (username: string, password: string) => {
    const res = await op('POST', '/api/admin/session', undefined, { username, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };
  const lastAudit = async (target: string) => {
    const row = await t.db.kysely.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id', 'desc').executeTakeFirst();
    return row && { ...row, before: row.before ? JSON.parse(row.before) : null, after: row.after ? JSON.parse(row.after) : null };
  };
  let admin: string;
  let viewer: string;
  let editor: string;
  beforeAll(async () => {
    [admin, viewer, editor] = await Promise.all([signIn('operator', 'operator1234'), signIn('viewer', 'viewer1234'), signIn('editor', 'editor1234')]);
  });

  it('guards every route: a visitor 401, a member 401, a viewer reads, only an admin switches and rotates', async () => {
    const m = await k.member(1_000);
    const reads = ['/api/admin/games/rounds', '/api/admin/games/rtp', '/api/admin/games/vendors'];
    const writes: [string, string, unknown][] = [
      ['PUT', `/api/admin/games/${SLOT}/offline`, { offline: true }],
      ['PUT', `/api/admin/games/vendors/${STUDIO_VENDOR}/offline`, { offline: true }],
      ['POST', `/api/admin/games/vendors/${STUDIO_VENDOR}/secret`, {}],
    ];
    for (const url of reads) {
      expect((await op('GET', url)).statusCode, url).toBe(401);
      expect((await op('GET', url, m.token)).statusCode, url).toBe(401);
      expect((await op('GET', url, viewer)).statusCode, url).toBe(200);
    }
    for (const [method, url, body] of writes) {
      expect((await op(method as 'PUT', url, undefined, body)).statusCode, url).toBe(401);
      // Refused before the body is read: a bad body still gets the 403.
      for (const who of [viewer, editor]) {
        const res = await op(method as 'PUT', url, who, { nonsense: 1 });
        expect([res.statusCode, res.json().errorCode], url).toEqual([403, 'admin.auth.forbidden']);
      }
    }
    expect(await t.db.kysely.selectFrom('game_vendor_integrations').select('offline').where('vassalage', '=', STUDIO_VENDOR).executeTakeFirstOrThrow()).toEqual({ offline: 0 });
  });

  it('lists a game’s rounds newest first and finds them by member account, #id or round id', async () => {
    const a = await k.member(10_000);
    const b = await k.member(10_000);
    const sa = await k.open(a.token, DICE);
    const sb = await k.open(b.token, DICE);
    const ra = [];
    for (let i = 0; i < 3; i++) ra.push((await k.round(sa, { bet: 1, direction: 'under', threshold: 50 })).json().value);
    const rb = (await k.round(sb, { bet: 2, direction: 'over', threshold: 50 })).json().value;
    await k.round(await k.open(a.token, SLOT), { bet: 1 });

    const byAccount = (await op('GET', `/api/admin/games/rounds?gameId=${DICE}&member=${a.account}`, viewer)).json().value;
    expect(byAccount.totalCount).toBe(3);
    expect(byAccount.list.map((r: { roundId: string }) => r.roundId)).toEqual(ra.map((r) => r.roundId).reverse());
    expect(byAccount.list[0]).toMatchObject({ gameId: DICE, gameName: 'Parlor Dice', vendor: STUDIO_VENDOR, memberId: a.id, memberAccount: a.account, mode: 'real', status: 'settled', bet: 1, win: ra[2].win, fairness: { nonce: ra[2].fairness.nonce, serverSeed: null } });
    expect((await op('GET', `/api/admin/games/rounds?member=%23${a.id}`, viewer)).json().value.totalCount).toBe(4);
    const one = (await op('GET', `/api/admin/games/rounds?roundId=${rb.roundId}`, viewer)).json().value;
    expect(one.list).toEqual([expect.objectContaining({ roundId: rb.roundId, memberAccount: b.account, bet: 2, balanceAfter: rb.balance })]);
    const page = (await op('GET', `/api/admin/games/rounds?member=${a.account}&pageSize=2&pageNo=2`, viewer)).json().value;
    expect([page.totalCount, page.list.length]).toEqual([4, 2]);
    expect((await op('GET', '/api/admin/games/rounds?member=nobody-at-all', viewer)).json().value).toMatchObject({ totalCount: 0, list: [] });
    expect((await op('GET', '/api/admin/games/rounds?status=lost', viewer)).statusCode).toBe(400);
  });

  it('reports the RTP observed per game and day beside the published one, from settled real-money rounds only', async () => {
    const m = await k.member(1_000_000);
    const s = await k.open(m.token, SLOT);
    let bet = 0;
    let win = 0;
    for (let i = 0; i < 12; i++) {
      const r = (await k.round(s, { bet: 2 })).json().value;
      bet += r.bet;
      win += r.win;
    }
    await k.round(await k.open(m.token, SLOT, '?freeplay=1'), { bet: 100 });
    const today = new Date().toISOString().slice(0, 10);
    const v = (await op('GET', `/api/admin/games/rtp?gameId=${SLOT}`, viewer)).json().value;
    expect(v.to).toBe(today);
    const slot = v.games.find((g: { gameId: string }) => g.gameId === SLOT);
    expect(slot).toMatchObject({ vendor: STUDIO_VENDOR, gameName: 'Lucky Parlor', publishedRtp: SLOT_RTP });
    const mine = await t.db.kysely.selectFrom('game_rounds').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('bet_cents').as('bet'), eb.fn.sum<number>('win_cents').as('win')]).where('node_id', '=', SLOT).where('mode', '=', 'real').where('status', '=', 'settled').executeTakeFirstOrThrow();
    expect(slot.days).toEqual([{ day: today, rounds: Number(mine.n), bet: Number(mine.bet) / 100, win: Number(mine.win) / 100, observedRtp: Number(mine.win) / Number(mine.bet) }]);
    expect(slot.observedRtp).toBeCloseTo(Number(mine.win) / Number(mine.bet), 10);
    expect(Number(mine.bet) / 100).toBeGreaterThanOrEqual(bet);
    expect(win).toBeGreaterThanOrEqual(0);
    const all = (await op('GET', '/api/admin/games/rtp', viewer)).json().value;
    expect(all.games.find((g: { gameId: string }) => g.gameId === DICE)?.publishedRtp).toBe(DICE_RTP);
    expect((await op('GET', `/api/admin/games/rtp?from=${today}&to=2020-01-01`, viewer)).statusCode).toBe(400);
    expect((await op('GET', '/api/admin/games/rtp?from=2020-01-01&to=2026-01-01', viewer)).statusCode).toBe(400);
    expect((await op('GET', '/api/admin/games/rtp?from=yesterday', viewer)).statusCode).toBe(400);
    const past = (await op('GET', '/api/admin/games/rtp?from=2020-01-01&to=2020-01-31', viewer)).json().value;
    expect(past.games).toEqual([]);
  });

  it('takes one game offline and back: its launch and bets are unavailable, the others play, open rounds settle; audited', async () => {
    const m = await k.member(100_000);
    const s = await k.open(m.token, CRASH);
    const v = await k.vendorSession(m.id, CRASH);
    const open = await k.wallet('debit', { transactionId: `off-${dialect}-1`, roundId: `off-${m.id}`, gameId: CRASH, sessionToken: v, amount: 100 });
    expect(open.statusCode).toBe(200);

    const off = await op('PUT', `/api/admin/games/${CRASH}/offline`, admin, { offline: true });
    expect(off.json().value).toEqual({ gameId: CRASH, offline: true });
    const launch = await k.call('GET', `/api/games/${CRASH}/launch`, { token: m.token });
    expect([launch.statusCode, launch.json().errorCode, launch.json().message]).toEqual([409, 'game.unavailable', 'This game is temporarily unavailable']);
    expect((await k.round(s, { bet: 1, target: 2 })).json().errorCode).toBe('game.unavailable');
    const vendorDebit = await k.wallet('debit', { transactionId: `off-${dialect}-2`, roundId: `off2-${m.id}`, gameId: CRASH, sessionToken: v, amount: 100 });
    expect([vendorDebit.statusCode, vendorDebit.json().errorCode]).toEqual([409, 'seamless.game.offline']);
    // The round open before still settles.
    expect((await k.wallet('credit', { transactionId: `off-${dialect}-3`, roundId: `off-${m.id}`, gameId: CRASH, sessionToken: v, amount: 150 })).statusCode).toBe(200);
    // The tile stays in the catalogue; the other games play.
    expect((await k.call('GET', '/api/games?gameType=ELOTT&vassalage=PARLOR')).json().value.games.map((g: { nodeId: string }) => g.nodeId)).toContain(CRASH);
    expect((await k.call('GET', `/api/games/${DICE}/launch`, { token: m.token })).statusCode).toBe(200);
    expect((await op('GET', '/api/admin/games/vendors', viewer)).json().value.list.find((x: { vendor: string }) => x.vendor === STUDIO_VENDOR).games.find((g: { gameId: string }) => g.gameId === CRASH)).toMatchObject({ offline: true });
    expect(await lastAudit(`game:${CRASH}`)).toMatchObject({ action: 'game.offline', operator_name: 'operator', before: { offline: false }, after: { offline: true } });

    await op('PUT', `/api/admin/games/${CRASH}/offline`, admin, { offline: false });
    expect((await k.round(s, { bet: 1, target: 2 })).statusCode).toBe(200);
    expect((await lastAudit(`game:${CRASH}`))?.after).toEqual({ offline: false });
    expect((await op('PUT', '/api/admin/games/NO-SUCH-GAME/offline', admin, { offline: true })).statusCode).toBe(404);
  });

  it('takes the whole studio offline and back', async () => {
    const m = await k.member(100_000);
    const s = await k.open(m.token, SLOT);
    expect((await op('PUT', `/api/admin/games/vendors/${STUDIO_VENDOR}/offline`, admin, { offline: true })).json().value).toEqual({ vendor: STUDIO_VENDOR, offline: true });
    for (const id of [SLOT, CRASH, DICE]) expect((await k.call('GET', `/api/games/${id}/launch`, { token: m.token })).json().errorCode, id).toBe('game.unavailable');
    expect((await k.round(s, { bet: 1 })).json().errorCode).toBe('game.unavailable');
    // Free play too: the games are off.
    expect((await k.call('GET', `/api/games/${SLOT}/launch?freeplay=1`, { token: m.token })).json().errorCode).toBe('game.unavailable');
    expect((await op('GET', '/api/admin/games/vendors', viewer)).json().value.list.find((x: { vendor: string }) => x.vendor === STUDIO_VENDOR)).toMatchObject({ kind: 'studio', offline: true });
    expect(await lastAudit(`vendor:${STUDIO_VENDOR}`)).toMatchObject({ action: 'vendor.offline', after: { offline: true } });
    await op('PUT', `/api/admin/games/vendors/${STUDIO_VENDOR}/offline`, admin, { offline: false });
    expect((await k.round(s, { bet: 1 })).statusCode).toBe(200);
    expect((await op('PUT', '/api/admin/games/vendors/JILI/offline', admin, { offline: true })).statusCode).toBe(404);
  });

  it('rotates the wallet secret: the new one answered once, the old one accepted for the grace period only; audited by fingerprint', async () => {
    const m = await k.member(10_000);
    const v = await k.vendorSession(m.id);
    const body = { sessionToken: v };
    const old = await k.secretOf();
    const rotated = await op('POST', `/api/admin/games/vendors/${STUDIO_VENDOR}/secret`, admin, { graceMinutes: 10 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const r = rotated.json().value;
    expect(r).toMatchObject({ vendor: STUDIO_VENDOR, secret: expect.stringMatching(/^[0-9a-f]{64}$/), previousSecretValidUntil: expect.any(String) });
    expect(r.secret).not.toBe(old);
    expect(Date.parse(r.previousSecretValidUntil) - Date.parse(r.rotatedAt)).toBe(10 * 60_000);
    expect((await k.wallet('balance', body, r.secret)).statusCode).toBe(200);
    expect((await k.wallet('balance', body, old)).statusCode).toBe(200);
    expect((await k.wallet('balance', body, 'f'.repeat(64))).json().errorCode).toBe('seamless.signature.invalid');
    // The grace period over, the old secret signs nothing. (Ended here by a write behind the app's back, so its
    // remembered copy is dropped too; a real grace period ends by the clock, which the remembered copy is read against.)
    await t.db.kysely.updateTable('game_vendor_integrations').set({ previous_secret_until: new Date(Date.now() - 1000).toISOString() }).where('vassalage', '=', STUDIO_VENDOR).execute();
    forgetVendorIntegrations(t.db.kysely);
    expect((await k.wallet('balance', body, old)).json().errorCode).toBe('seamless.signature.invalid');
    // No grace: the previous one stops at once.
    const again = (await op('POST', `/api/admin/games/vendors/${STUDIO_VENDOR}/secret`, admin, { graceMinutes: 0 })).json().value;
    expect(again.previousSecretValidUntil).toBeNull();
    expect((await k.wallet('balance', body, r.secret)).json().errorCode).toBe('seamless.signature.invalid');
    expect((await k.wallet('balance', body, again.secret)).statusCode).toBe(200);
    // The studio plays on with the new secret (it calls in process; the HTTP side checks the secret).
    const s = await k.open(m.token, DICE);
    expect((await k.round(s, { bet: 1, direction: 'under', threshold: 50 })).statusCode).toBe(200);
    // The audit shows fingerprints, never a secret; the vendors list never shows one either.
    const audit = await lastAudit(`vendor:${STUDIO_VENDOR}`);
    expect(audit).toMatchObject({ action: 'vendor.secret.rotate', before: { secret: expect.stringMatching(/^[0-9a-f]{12}$/) }, after: { secret: expect.stringMatching(/^[0-9a-f]{12}$/), previousValidUntil: null } });
    expect(JSON.stringify(audit)).not.toContain(again.secret);
    expect(JSON.stringify(audit)).not.toContain(r.secret);
    expect((await op('GET', '/api/admin/games/vendors', viewer)).body).not.toContain(again.secret);
    expect((await op('POST', `/api/admin/games/vendors/${STUDIO_VENDOR}/secret`, admin, { graceMinutes: 99_999 })).statusCode).toBe(400);
    // A signature made with the old secret is not accepted from a stale clock either.
    const raw = JSON.stringify({ sessionToken: v, currency: 'PHP' });
    const stale = await t.app.inject({ method: 'POST', url: `/api/seamless/${STUDIO_VENDOR}/balance`, headers: { 'content-type': 'application/json', 'x-parlor-signature': signSeamless(again.secret, raw, Math.floor(Date.now() / 1000) - 600) }, payload: raw });
    expect(stale.json().errorCode).toBe('seamless.signature.stale');
  });
});
