/** A member's favourite and recently played games, and the game rows a launch reads. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The game's node id when a game with that id exists (enabled or not: a list may keep a game that went away). */
export async function findGameNode(db: Db, nodeId: string): Promise<string | undefined> {
  return (await db.selectFrom('games').select('node_id').where('node_id', '=', nodeId).executeTakeFirst())?.node_id;
}

/** Adds a favourite; an existing one is left as it is. */
export async function insertFavourite(db: Db, memberId: number, nodeId: string, at: string): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ member_id: memberId, node_id: nodeId, created_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db.deleteFrom('favourites').where('member_id', '=', memberId).where('node_id', '=', nodeId).execute();
}

/** Puts a game at the top of the member's recent list (played again: its time moves). */
export async function upsertRecent(db: Db, memberId: number, nodeId: string, at: string): Promise<void> {
  await db
    .insertInto('recent_plays')
    .values({ member_id: memberId, node_id: nodeId, played_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: at }))
    .execute();
}

/** An enabled game of an enabled vendor, with what a launch decides on. */
export function findLaunchable(db: Db, nodeId: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select(['g.node_id', 'g.game_code', 'g.freeplay', 'g.support_play', 'g.vassalage', 'g.offline'])
    .where('g.node_id', '=', nodeId)
    .where('g.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .executeTakeFirst();
}
