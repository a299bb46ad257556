/**
 * Demo betting records (§2 /m/gameRecord): a month of settled bets on the
 * seeded catalogue for the demo accounts, the same on every machine.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { createMember } from '../../services/members';
import { hashString, rng } from './random';

const DAY_MS = 86_400_000;
/** Bet sizes in cents a demo player picks from. */
const STAKES = [500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000];

export async function seedGameRecords(db: Kysely<Database>, memberId: number, account: string, count: number, now = new Date(), spanDays = 30) {
  const games = await db
    .selectFrom('games')
    .select(['node_id', 'game_name', 'vassalage', 'game_type'])
    .where('enabled', '=', 1)
    .where('game_type', 'in', ['RNG', 'FISH', 'LIVE', 'SPORTS', 'PVP'])
    .orderBy('node_id')
    .limit(300)
    .execute();
  if (!games.length) return 0;
  const r = rng(hashString(`records:${account}`));
  const rows = Array.from({ length: count }, (_, i) => {
    const g = r.pick(games);
    const bet = r.pick(STAKES);
    // Most spins lose; some pay a little, a few pay big.
    const roll = r.next();
    const win = roll < 0.55 ? 0 : roll < 0.9 ? Math.round(bet * (0.5 + r.next() * 1.5)) : Math.round(bet * (3 + r.next() * 20));
    // Newest first across the span; the first one is minutes old, so "today" is never empty.
    const at = new Date(now.getTime() - Math.round((i / count) * spanDays * DAY_MS) - r.int(60_000, 3_600_000));
    return {
      member_id: memberId,
      node_id: g.node_id,
      game_name: g.game_name,
      vassalage: g.vassalage,
      game_type: g.game_type,
      bet_cents: bet,
      win_cents: i === 0 ? 0 : win,
      status: (i === 0 ? 'unsettled' : 'settled') as 'unsettled' | 'settled',
      bet_at: at.toISOString(),
    };
  });
  await db.insertInto('game_records').values(rows).execute();
  return rows.length;
}

/** The agent's downline (§6 team KPIs): a few players who signed up with the agent's referral, with some play (nobody signs in as them, so they have no password). */
export async function seedTeam(db: Kysely<Database>, agentAccount: string, now = new Date()) {
  const team = [
    { account: 'team_amy', balanceCents: 152_050, days: 40, bets: 14 },
    { account: 'team_ben', balanceCents: 8_800, days: 12, bets: 6 },
    { account: 'team_cris', balanceCents: 45_000, days: 3, bets: 9 },
    { account: 'team_dan', balanceCents: 0, days: 1, bets: 0 },
  ];
  for (const t of team) {
    const m = await createMember(
      db,
      { account: t.account, password: null, type: 0, registerMethod: 'H5', recommenderId: agentAccount, balanceCents: t.balanceCents },
      new Date(now.getTime() - t.days * DAY_MS),
    );
    if (t.bets) await seedGameRecords(db, m.id, m.account, t.bets, now, Math.min(t.days, 30));
  }
  return team.length;
}
