/** The studio's play state: one-time launch tokens, game sessions (with their play money) and provably-fair seed pairs. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

export async function insertLaunch(db: Db, row: Insertable<Database['play_launches']>): Promise<void> {
  await db.insertInto('play_launches').values(row).execute();
}

/** Uses up a live launch token (by digest) in one conditional UPDATE; answers whose and for what, once. */
export function spendLaunch(db: Db, tokenHash: string, at: string) {
  return db
    .updateTable('play_launches')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['member_id', 'node_id', 'mode'])
    .executeTakeFirst();
}

export async function insertSession(db: Db, row: Insertable<Database['play_sessions']>): Promise<void> {
  await db.insertInto('play_sessions').values(row).execute();
}

/** A session by its token's digest, live or not. */
export function findSession(db: Db, tokenHash: string) {
  return db.selectFrom('play_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function funBalanceOf(db: Db, tokenHash: string): Promise<number> {
  return Number((await db.selectFrom('play_sessions').select('fun_balance_cents').where('token_hash', '=', tokenHash).executeTakeFirstOrThrow()).fun_balance_cents);
}

/** Takes `betCents` off the session's play money and adds `winCents`, refused (null) when the play money is short; answers the play money after. */
export async function playFunRound(db: Db, tokenHash: string, betCents: number, winCents: number): Promise<number | null> {
  const after = await db
    .updateTable('play_sessions')
    .set((eb) => ({ fun_balance_cents: eb(eb('fun_balance_cents', '-', betCents), '+', winCents) }))
    .where('token_hash', '=', tokenHash)
    .where('fun_balance_cents', '>=', betCents)
    .returning('fun_balance_cents')
    .executeTakeFirst();
  return after ? Number(after.fun_balance_cents) : null;
}

/** Adds `cents` to the session's play money; answers the play money after (undefined: no such session). */
export async function creditFun(db: Db, tokenHash: string, cents: number): Promise<number | undefined> {
  const after = await db.updateTable('play_sessions').set((eb) => ({ fun_balance_cents: eb('fun_balance_cents', '+', cents) })).where('token_hash', '=', tokenHash).returning('fun_balance_cents').executeTakeFirst();
  return after && Number(after.fun_balance_cents);
}

/** The digest of the member's newest free-play session of the game, if any. */
export async function newestFreeSession(db: Db, memberId: number, nodeId: string): Promise<string | undefined> {
  return (await db.selectFrom('play_sessions').select('token_hash').where('member_id', '=', memberId).where('node_id', '=', nodeId).where('mode', '=', 'free').orderBy('created_at', 'desc').executeTakeFirst())?.token_hash;
}

export function activeSeedOf(db: Db, memberId: number) {
  return db.selectFrom('play_seeds').selectAll().where('member_id', '=', memberId).where('active', '=', 1).executeTakeFirst();
}

/** Stores a seed pair; an active one throws the driver's unique violation when the member has an active pair already. */
export function insertSeed(db: Db, row: Insertable<Database['play_seeds']>) {
  return db.insertInto('play_seeds').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Takes the pair's next nonce while it is active; answers the nonce after, or undefined when the pair was retired. */
export async function incrementNonce(db: Db, seedId: number): Promise<number | undefined> {
  const taken = await db.updateTable('play_seeds').set((eb) => ({ nonce: eb('nonce', '+', 1) })).where('id', '=', seedId).where('active', '=', 1).returning('nonce').executeTakeFirst();
  return taken ? Number(taken.nonce) : undefined;
}

/** Retires an active pair, revealing its server seed on it and on every round that used it; undefined when it was retired already. */
export async function retireSeed(db: Db, seedId: number, at: string) {
  const retired = await db.updateTable('play_seeds').set({ active: 0, revealed_at: at }).where('id', '=', seedId).where('active', '=', 1).returningAll().executeTakeFirst();
  if (retired) await db.updateTable('game_rounds').set({ revealed_seed: retired.server_seed }).where('seed_id', '=', retired.id).execute();
  return retired;
}

/** A vendor's session (by its token's digest) with its member's status, balance and account. */
export function vendorSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('play_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.member_id', 's.node_id', 's.mode', 's.expires_at', 's.vassalage', 'm.status', 'm.balance_cents', 'm.account'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A debit's session in one read: the member, the game (its name, its switch and its vendor's), and any time-out or self-exclusion. */
export function betSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('play_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('games as g', 'g.node_id', 's.node_id')
    .leftJoin('game_vendor_integrations as i', 'i.vassalage', 's.vassalage')
    .leftJoin('responsible_gaming as rg', 'rg.member_id', 's.member_id')
    .select([
      's.member_id', 's.node_id', 's.mode', 's.expires_at', 's.vassalage', 'm.status', 'm.balance_cents', 'g.display_name',
      'g.offline as game_offline', 'i.offline as vendor_offline', 'rg.exclusion_kind', 'rg.excluded_until',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
