/**
 * Parlor Studio: the in-house vendor whose games run on this server
 * (server/games), in the catalogue like any vendor's, with its seamless-wallet
 * integration. The signing secret is random per database, made here at seed
 * time; no secret is ever written in code. Idempotent: a database seeded
 * before the studio existed gets it on its next start.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';
import { gameArt, vendorArt } from './artwork';

export const STUDIO_VENDOR = 'PARLOR';
const STUDIO_VENDOR_NAME = 'Parlor Studio';
/** The studio's games; game_code names the engine (server/games) and the play page kind. */
export const STUDIO_GAMES = [
  { nodeId: 'PARLOR-RNG-0001', gameName: 'Lucky Parlor', gameType: 'RNG', gameCode: 'slot', minBet: 0.2, minLine: 20 },
  { nodeId: 'PARLOR-ELOTT-0001', gameName: 'Parlor Crash', gameType: 'ELOTT', gameCode: 'crash', minBet: 0.1, minLine: 1 },
  { nodeId: 'PARLOR-ELOTT-0002', gameName: 'Parlor Dice', gameType: 'ELOTT', gameCode: 'dice', minBet: 0.1, minLine: 1 },
] as const;

export async function seedStudio(db: Kysely<Database>, log: (m: string) => void, now = new Date()) {
  if (await db.selectFrom('vendors').select('vassalage').where('vassalage', '=', STUDIO_VENDOR).executeTakeFirst()) return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const [{ last }] = (await trx.selectFrom('vendors').select(sql<number>`coalesce(max(sort), -1)`.as('last')).execute()) as [{ last: number }];
    await trx
      .insertInto('vendors')
      .values({ vassalage: STUDIO_VENDOR, display_name: STUDIO_VENDOR_NAME, game_type: 'RNG', sort: Number(last) + 1, enabled: 1, icon_url: `/media/vendor-${STUDIO_VENDOR}.svg`, icon_mono_url: `/media/vendor-${STUDIO_VENDOR}-mono.svg` })
      .execute();
    const [{ lastGame }] = (await trx.selectFrom('games').select(sql<number>`coalesce(max(sort), -1)`.as('lastGame')).execute()) as [{ lastGame: number }];
    await trx
      .insertInto('games')
      .values(
        STUDIO_GAMES.map((g, i) => ({
          node_id: g.nodeId,
          game_type: g.gameType,
          game_name: g.gameName,
          display_name: g.gameName,
          vassalage: STUDIO_VENDOR,
          icon_url: `/media/g-${g.nodeId}.svg`,
          mobile_large_icon: `/media/g-${g.nodeId}.svg`,
          game_id: g.nodeId,
          game_code: g.gameCode,
          support_play: 1,
          is_game_h5: 1,
          play_type: 'ent' as const,
          freeplay: 1,
          room_id: null,
          lotto_mode: null,
          min_bet: g.minBet,
          min_line: g.minLine,
          is_new: 0,
          hot_rank: null,
          online_base: 300,
          sort: Number(lastGame) + 1 + i,
          enabled: 1,
          search_name: g.gameName.toLowerCase(),
        })),
      )
      .execute();
    const media = [
      { id: `vendor-${STUDIO_VENDOR}.svg`, content_type: 'image/svg+xml', body: vendorArt(STUDIO_VENDOR_NAME, false) },
      { id: `vendor-${STUDIO_VENDOR}-mono.svg`, content_type: 'image/svg+xml', body: vendorArt(STUDIO_VENDOR_NAME, true) },
      ...STUDIO_GAMES.map((g) => ({ id: `g-${g.nodeId}.svg`, content_type: 'image/svg+xml', body: gameArt(g.gameName, STUDIO_VENDOR_NAME, g.gameType === 'RNG' ? 'RNG' : 'PVP') })),
    ];
    for (const m of media) await trx.insertInto('media').values(m).onConflict((oc) => oc.column('id').doNothing()).execute();
    await trx
      .insertInto('game_vendor_integrations')
      .values({ vassalage: STUDIO_VENDOR, kind: 'studio', secret: randomBytes(32).toString('hex'), launch_url: '/m/play', enabled: 1, created_at: at })
      .onConflict((oc) => oc.column('vassalage').doNothing())
      .execute();
  });
  log(`  studio: ${STUDIO_VENDOR_NAME} with ${STUDIO_GAMES.length} games`);
}
