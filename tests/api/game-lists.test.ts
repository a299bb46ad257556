/**
 * The game lists' calls. The hot, favourite and recent lists take the
 * same filters as the full list (category type and vendors, classification, name), so a category's
 * Hot, Favourites and Recent chips narrow to it.
 */
import { describe, expect, it } from 'vitest';
import { caller, DIALECTS, useTestApp } from './helpers';

type Game = { nodeId: string; gameType: string; vassalage: string; gameName: string; gameClassify: string[] };

describe.each(DIALECTS)('game lists on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  const games = async (url: string, token?: string) => {
    const res = await call('GET', url, { token });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().value as { games: Game[]; totalCount: number };
  };
  const signIn = async () => (await call('POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json().value.token as string;

  it('narrows the hot list to a category, its vendors, a classification and a name', async () => {
    const all = await games('/api/games/hot?pageSize=36');
    // The seed has hot games of several types (mostly slots, a live and a fishing table).
    const live = await games('/api/games/hot?pageSize=36&gameType=LIVE');
    expect(live.totalCount).toBeGreaterThan(0);
    expect(live.totalCount).toBeLessThan(all.totalCount);
    expect(live.games.every((g) => g.gameType === 'LIVE')).toBe(true);

    const slot = all.games.find((g) => g.gameType === 'RNG')!;
    const byVendor = await games(`/api/games/hot?pageSize=36&gameType=RNG&vassalage=${slot.vassalage}`);
    expect(byVendor.games.length).toBeGreaterThan(0);
    expect(byVendor.games.every((g) => g.vassalage === slot.vassalage && g.gameType === 'RNG')).toBe(true);

    const word = slot.gameName.split(' ')[0]!.toUpperCase();
    const byName = await games(`/api/games/hot?pageSize=36&gameName=${encodeURIComponent(word)}`);
    expect(byName.games.map((g) => g.nodeId)).toContain(slot.nodeId);
    expect(byName.games.every((g) => g.gameName.toUpperCase().includes(word))).toBe(true);

    const classified = all.games.find((g) => g.gameClassify.length);
    if (classified) {
      const c = classified.gameClassify[0]!;
      const byClassify = await games(`/api/games/hot?pageSize=36&gameClassify=${c}`);
      expect(byClassify.games.every((g) => g.gameClassify.includes(c))).toBe(true);
    }
    expect((await call('GET', '/api/games/hot?gameType=NOPE')).statusCode).toBe(400);
  });

  it('narrows favourites and recent plays the same way', async () => {
    const token = await signIn();
    const slots = (await games('/api/games?gameType=RNG&pageSize=9')).games;
    const live = (await games('/api/games?gameType=LIVE&pageSize=9')).games;
    const picked = [slots[0]!, slots[1]!, live[0]!];
    for (const g of picked) expect((await call('POST', '/api/member/favourites', { token, body: { nodeId: g.nodeId } })).statusCode).toBe(200);

    const favSlots = await games('/api/member/favourites?pageNo=1&pageSize=200&gameType=RNG', token);
    expect(favSlots.games.map((g) => g.nodeId).sort()).toEqual([slots[0]!.nodeId, slots[1]!.nodeId].sort());
    const favVendor = await games(`/api/member/favourites?pageNo=1&pageSize=200&gameType=RNG&vendor=${slots[0]!.vassalage}`, token);
    expect(favVendor.games.every((g) => g.vassalage === slots[0]!.vassalage)).toBe(true);
    const name = slots[1]!.gameName.toLowerCase();
    const favName = await games(`/api/member/favourites?pageNo=1&pageSize=200&gameName=${encodeURIComponent(name)}`, token);
    expect(favName.games.map((g) => g.nodeId)).toEqual([slots[1]!.nodeId]);
    const vendors = `${slots[0]!.vassalage},${live[0]!.vassalage}`;
    const favVendors = await games(`/api/member/favourites?pageNo=1&pageSize=200&vendor=${vendors}`, token);
    expect(favVendors.games.every((g) => vendors.split(',').includes(g.vassalage))).toBe(true);

    for (const g of picked) expect((await call('POST', '/api/member/recent', { token, body: { nodeId: g.nodeId } })).statusCode).toBe(200);
    const recentLive = await games('/api/member/recent?page=1&pageSize=36&gameType=LIVE', token);
    expect(recentLive.games.map((g) => g.nodeId)).toEqual([live[0]!.nodeId]);
    const recentName = await games(`/api/member/recent?page=1&pageSize=36&gameName=${encodeURIComponent(name)}`, token);
    expect(recentName.games.map((g) => g.nodeId)).toEqual([slots[1]!.nodeId]);
  });
});
