import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * A bet in the betting record names the round it settled (`round_ref`, of its vendor), so the
 * record can show the balance after it and open its verification. Bets written before this
 * migration are matched to their round the way the credit wrote them (member, vendor, game and the
 * round's start time); the seed's history has no round and stays null.
 */
export function recordRounds(_ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('game_records').addColumn('round_ref', 'text').execute();
      await sql`update game_records set round_ref = (
          select r.round_ref from game_rounds r
          where r.member_id = game_records.member_id and r.vassalage = game_records.vassalage and r.node_id = game_records.node_id
            and r.created_at = game_records.bet_at and r.status = 'settled' and r.mode = 'real'
          order by r.id limit 1)
        where round_ref is null`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('game_records').dropColumn('round_ref').execute();
    },
  };
}
