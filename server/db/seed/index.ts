/**
 * The demo seed: runs on first start of an empty database (idempotent: a
 * marker in settings records it), prints its progress, and loads layouts/*.json
 * as the first published versions. Only the embedded default database gets it
 * unless SEED_DEMO=1 (server/config.ts demoSeedWanted); layouts and settings are
 * seeded either way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { avatarArt, bannerArt, gameArt, vendorArt } from './artwork';
import { buildCatalogue, buildWinners, VENDORS } from './catalogue';
import { ANNOUNCEMENTS, BANNERS, PROMOTION_RULES, REGISTER_BANNERS } from './content';
import { sanitizeHtml } from '../../lib/html';
import { PROMOTION_DEFAULTS } from '../../services/admin-content-rows';
import { DEFAULT_SETTINGS, DEFAULT_STATUS_RULES } from './settings';
import { seedAccounts } from './accounts';
import { seedOperators } from './operators';
import { seedWallet } from './wallet';
import { seedStudio } from './studio';
import { DEFAULT_REGISTER_SETTINGS } from '../../../schemas/register.schema';
import { layoutEtag } from '../../lib/etag';
import { checkLayoutOnServer } from '../../services/layout-check';

const SEED_MARKER = 'seed.demo';
const LAYOUTS_MARKER = 'seed.layouts';
const BATCH = 400;

export const LAYOUTS_DIR = join(import.meta.dirname, '..', '..', '..', 'layouts');

async function inBatches<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function marked(db: Kysely<Database>, key: string) {
  return !!(await db.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst());
}

async function mark(db: Kysely<Database>, key: string, now: string) {
  await db.insertInto('settings').values({ key, value: JSON.stringify(now), updated_at: now }).execute();
}

/**
 * Settings and layouts every database needs. Idempotent per item: a screen whose layout a
 * release adds (layouts/<screen>.json) is published as v1 on the next start of an existing
 * database too; screens that already have versions are never touched.
 */
export async function seedBase(db: Kysely<Database>, log: (m: string) => void, now = new Date().toISOString()) {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries({ 'site.settings': DEFAULT_SETTINGS, 'site.status': DEFAULT_STATUS_RULES, 'register.settings': DEFAULT_REGISTER_SETTINGS })) {
      const exists = await trx.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst();
      if (!exists) await trx.insertInto('settings').values({ key, value: JSON.stringify(value), updated_at: now }).execute();
    }
    const files = readdirSync(LAYOUTS_DIR).filter((f) => f.endsWith('.json')).sort();
    for (const file of files) {
      const layout = JSON.parse(readFileSync(join(LAYOUTS_DIR, file), 'utf8')) as { screen: string };
      if (await trx.selectFrom('layouts').select('id').where('screen', '=', layout.screen).executeTakeFirst()) continue;
      const report = checkLayoutOnServer(layout);
      if (!report.ok) throw new Error(`layouts/${file} is invalid: ${JSON.stringify(report.errors)}`);
      const body = JSON.stringify(layout);
      await trx
        .insertInto('layouts')
        .values({ screen: layout.screen, version: 1, status: 'published', body, etag: layoutEtag(layout.screen, 1, body), author: 'seed', created_at: now, publish_at: null, live_at: now })
        .execute();
      log(`  layout ${layout.screen} v1 published`);
    }
    if (!(await marked(trx, LAYOUTS_MARKER))) await mark(trx, LAYOUTS_MARKER, now);
  });
}

export async function seedDemo(db: Kysely<Database>, log: (m: string) => void, now = new Date()) {
  if (await marked(db, SEED_MARKER)) {
    // Demo operators are never re-created here: their passwords are public, and one an operator
    // deleted (or a database that was seeded once by mistake) must not get them back on a restart.
    await seedWallet(db, log);
    await seedStudio(db, log);
    return false;
  }
  const iso = now.toISOString();
  const games = buildCatalogue();
  const winners = buildWinners(games);
  await db.transaction().execute(async (trx) => {
    log(`  vendors: ${VENDORS.length}`);
    await trx
      .insertInto('vendors')
      .values(
        VENDORS.map((v, i) => ({
          vassalage: v.vassalage,
          display_name: v.displayName,
          game_type: Object.keys(v.types)[0]!,
          sort: i,
          enabled: 1,
          icon_url: `/media/vendor-${v.vassalage}.svg`,
          icon_mono_url: `/media/vendor-${v.vassalage}-mono.svg`,
        })),
      )
      .execute();
    const media = VENDORS.flatMap((v) => [
      { id: `vendor-${v.vassalage}.svg`, content_type: 'image/svg+xml', body: vendorArt(v.displayName, false) },
      { id: `vendor-${v.vassalage}-mono.svg`, content_type: 'image/svg+xml', body: vendorArt(v.displayName, true) },
    ]);
    log(`  games: ${games.length} (with artwork)`);
    await inBatches(games, (chunk) =>
      trx
        .insertInto('games')
        .values(
          chunk.map((g) => ({
            node_id: g.nodeId,
            game_type: g.gameType,
            game_name: g.gameName,
            display_name: g.gameName,
            vassalage: g.vassalage,
            icon_url: `/media/g-${g.nodeId}.svg`,
            mobile_large_icon: `/media/g-${g.nodeId}.svg`,
            game_id: g.nodeId,
            game_code: g.gameCode,
            support_play: 1,
            is_game_h5: 1,
            play_type: g.playType,
            freeplay: g.freeplay,
            room_id: g.roomId,
            lotto_mode: g.lottoMode,
            min_bet: g.minBet,
            min_line: g.minLine,
            is_new: g.isNew ? 1 : 0,
            hot_rank: g.hotRank,
            online_base: g.onlineBase,
            sort: g.sort,
            enabled: 1,
            search_name: g.gameName.toLowerCase(),
          })),
        )
        .execute(),
    );
    const classify = games.flatMap((g) => g.classify.map((c) => ({ node_id: g.nodeId, classify: c })));
    await inBatches(classify, (chunk) => trx.insertInto('game_classify').values(chunk).execute());
    for (const g of games) media.push({ id: `g-${g.nodeId}.svg`, content_type: 'image/svg+xml', body: gameArt(g.gameName, g.vendorName, g.motif) });

    log(`  winners: ${winners.length}`);
    await trx
      .insertInto('winners')
      .values(
        winners.map((w, i) => ({
          record_id: w.recordId,
          node_id: w.nodeId,
          customer_name: w.customerName,
          icon_url: `/media/avatar-${i % 8}.svg`,
          win_amount: w.winAmount,
          created_at: new Date(now.getTime() - i * 3_600_000).toISOString(),
        })),
      )
      .execute();
    for (let i = 0; i < 8; i++) media.push({ id: `avatar-${i}.svg`, content_type: 'image/svg+xml', body: avatarArt(String.fromCharCode(65 + i * 3), i) });

    log(`  banners: ${BANNERS.length + REGISTER_BANNERS.length}, announcements: ${ANNOUNCEMENTS.length}`);
    const start = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
    await trx
      .insertInto('announcements')
      .values([
        ...BANNERS.map((b, i) => ({
          type: 'B' as const,
          group_name: b.group,
          title: b.title,
          content: b.subtitle,
          image_url: `/media/banner-${i + 1}.svg`,
          linkage: JSON.stringify(b.linkage),
          start_date: start,
          end_date: end,
          no_expiry: 0,
          popup_kind: null,
          category_ids: '[]',
          sort: i,
          enabled: 1,
        })),
        ...ANNOUNCEMENTS.map((a, i) => ({
          type: a.type,
          group_name: '',
          title: a.title,
          content: sanitizeHtml(a.content),
          image_url: a.type === 'PR' ? `/media/promo-${i}.svg` : '',
          linkage: JSON.stringify({ type: 'none' }),
          start_date: start,
          end_date: a.noExpiry ? null : end,
          no_expiry: a.noExpiry ? 1 : 0,
          popup_kind: a.popupKind ?? null,
          category_ids: JSON.stringify(a.categories ?? []),
          sort: i,
          enabled: 1,
        })),
        ...REGISTER_BANNERS.map((b, i) => ({
          type: 'B' as const,
          group_name: b.group,
          title: b.title,
          content: b.subtitle,
          image_url: `/media/banner-register-${i + 1}.svg`,
          linkage: JSON.stringify(b.linkage),
          start_date: start,
          end_date: end,
          no_expiry: 0,
          popup_kind: null,
          category_ids: '[]',
          sort: i,
          enabled: 1,
        })),
      ])
      .execute();
    const promos = await trx.selectFrom('announcements').select('id').where('type', '=', 'PR').orderBy('id').execute();
    await trx
      .insertInto('promotions')
      .values(promos.map((p, i) => ({ id: p.id, announcement_id: p.id, ...PROMOTION_DEFAULTS, image_required: PROMOTION_RULES[i % PROMOTION_RULES.length]!.image, remark_required: PROMOTION_RULES[i % PROMOTION_RULES.length]!.remark })))
      .execute();
    ANNOUNCEMENTS.forEach((a, i) => a.type === 'PR' && media.push({ id: `promo-${i}.svg`, content_type: 'image/svg+xml', body: bannerArt(a.title.toUpperCase(), 'Tap for details', i * 3 + 2) }));
    BANNERS.forEach((b, i) => media.push({ id: `banner-${i + 1}.svg`, content_type: 'image/svg+xml', body: bannerArt(b.title, b.subtitle, i * 5 + 1) }));
    REGISTER_BANNERS.forEach((b, i) => media.push({ id: `banner-register-${i + 1}.svg`, content_type: 'image/svg+xml', body: bannerArt(b.title, b.subtitle, i * 5 + 3) }));

    await seedAccounts(trx, log);
    await seedOperators(trx, log);
    log(`  artwork: ${media.length} images`);
    await inBatches(media, (chunk) => trx.insertInto('media').values(chunk).execute());
    await mark(trx, SEED_MARKER, iso);
  });
  await seedWallet(db, log, now);
  await seedStudio(db, log, now);
  return true;
}
