/**
 * The console's content edits (server/services/admin-content.ts), each followed by its audit entry
 * with the item before and after: announcements, promotions and help entries created, updated,
 * retired or deleted, and restored with the activity status their retirement recorded.
 */
import type { Kysely } from 'kysely';
import type { AnnouncementCreate, AnnouncementUpdate, HelpCreate, HelpUpdate, PromotionCreate, PromotionUpdate } from '../../schemas/admin-content.schema';
import type { Database } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import * as content from './admin-content';
import * as help from './admin-help';

type Db = Kysely<Database>;

/** Runs a change that answers the item before and after, then audits it as `action` on `kind:<id>`. */
async function audited<T extends { id: number }>(db: Db, operator: Operator, action: string, kind: string, change: Promise<{ before: T; after: T }>): Promise<T> {
  const { before, after } = await change;
  await auditIn(db, operator, action, `${kind}:${after.id}`, before, after);
  return after;
}

async function created<T extends { id: number }>(db: Db, operator: Operator, action: string, kind: string, create: Promise<T>): Promise<T> {
  const item = await create;
  await auditIn(db, operator, action, `${kind}:${item.id}`, null, item);
  return item;
}

export const createAnnouncementAs = (db: Db, operator: Operator, input: AnnouncementCreate) => created(db, operator, 'announcement.create', 'announcement', content.createAnnouncement(db, input));
export const updateAnnouncementAs = (db: Db, operator: Operator, id: number, patch: AnnouncementUpdate) => audited(db, operator, 'announcement.update', 'announcement', content.updateAnnouncement(db, id, patch));
export const retireAnnouncementAs = (db: Db, operator: Operator, id: number) => audited(db, operator, 'announcement.retire', 'announcement', content.retireAnnouncement(db, id));

/** Brings a retired item back, disabled: an editor checks it and switches it on. */
export async function restoreAnnouncementAs(db: Db, operator: Operator, id: number) {
  const status = await content.statusBeforeRetirement(db, id);
  return audited(db, operator, 'announcement.restore', 'announcement', content.restoreAnnouncement(db, id, { status }));
}

export const createPromotionAs = (db: Db, operator: Operator, input: PromotionCreate) => created(db, operator, 'promotion.create', 'promotion', content.createPromotion(db, input));
export const updatePromotionAs = (db: Db, operator: Operator, id: number, patch: PromotionUpdate) => audited(db, operator, 'promotion.update', 'promotion', content.updatePromotion(db, id, patch));
export const retirePromotionAs = (db: Db, operator: Operator, id: number) => audited(db, operator, 'promotion.retire', 'promotion', content.retirePromotion(db, id));

export async function restorePromotionAs(db: Db, operator: Operator, id: number) {
  return audited(db, operator, 'promotion.restore', 'promotion', content.restorePromotion(db, id, await content.statusBeforeRetirement(db, id)));
}

export const createHelpAs = (db: Db, operator: Operator, input: HelpCreate) => created(db, operator, 'help.create', 'help', help.createHelp(db, input));
export const updateHelpAs = (db: Db, operator: Operator, id: number, patch: HelpUpdate) => audited(db, operator, 'help.update', 'help', help.updateHelp(db, id, patch));

/** Help entries are deleted, not retired; the audit entry keeps the last body. */
export async function deleteHelpAs(db: Db, operator: Operator, id: number) {
  const before = await help.deleteHelp(db, id);
  await auditIn(db, operator, 'help.delete', `help:${before.id}`, before, null);
  return { id: before.id, deleted: true as const };
}
