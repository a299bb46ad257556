/**
 * Operator content API (ARCHITECTURE.md's "admin content"):
 * announcements of every type (banners, notices, pop-ups, promotions, hot),
 * promotions with their application rules, and help entries. Viewers read;
 * editors write. Every write is audited with before/after, HTML is sanitised
 * on save, and players see the change on their next request (content answers
 * are not cached on the server).
 */
import type { FastifyInstance } from 'fastify';
import {
  announcementCreateSchema,
  announcementListQuerySchema,
  announcementUpdateSchema,
  helpCreateSchema,
  helpListQuerySchema,
  helpUpdateSchema,
  idParamsSchema,
  promotionCreateSchema,
  promotionListQuerySchema,
  promotionUpdateSchema,
  type AnnouncementCreate,
  type AnnouncementListQuery,
  type AnnouncementUpdate,
  type HelpCreate,
  type HelpListQuery,
  type HelpUpdate,
  type PromotionCreate,
  type PromotionListQuery,
  type PromotionUpdate,
} from '../../../schemas/admin-content.schema';
import {
  adminAnnouncementPageSchema,
  adminAnnouncementSchema,
  adminHelpEntrySchema,
  adminHelpListSchema,
  adminPromotionPageSchema,
  adminPromotionSchema,
  helpDeletedSchema,
} from '../../../schemas/admin-content-answers.schema';
import { guard, operatorOf } from './guard';
import { ok } from '../../lib/errors';
import { answers } from '../../lib/schemas';
import { getAnnouncement, getPromotion, listAnnouncements, listPromotions } from '../../services/admin-content';
import { getHelpEntry, listHelp } from '../../services/admin-help';
import {
  createAnnouncementAs,
  createHelpAs,
  createPromotionAs,
  deleteHelpAs,
  restoreAnnouncementAs,
  restorePromotionAs,
  retireAnnouncementAs,
  retirePromotionAs,
  updateAnnouncementAs,
  updateHelpAs,
  updatePromotionAs,
} from '../../services/admin-content-edits';

type Id = { Params: { id: number } };
const tags = ['admin'];
export default async function adminContentRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  /** Player answers that are cached (games, vendors, winners) are cleared with every content write, so nothing stale outlives an edit. */
  const changed = () => app.catalogueCache.clear();

  // ---- announcements (B, PL, PU, PR, H) ----

  app.get<{ Querystring: AnnouncementListQuery }>('/api/admin/announcements', { ...guard('viewer'), schema: { tags, querystring: announcementListQuerySchema, response: answers(adminAnnouncementPageSchema) } }, async (req) => {
    return ok(await listAnnouncements(db, req.query));
  });

  app.get<Id>('/api/admin/announcements/:id', { ...guard('viewer'), schema: { tags, params: idParamsSchema, response: answers(adminAnnouncementSchema) } }, async (req) => {
    return ok(await getAnnouncement(db, req.params.id));
  });

  app.post<{ Body: AnnouncementCreate }>('/api/admin/announcements', { ...guard('editor'), schema: { tags, body: announcementCreateSchema, response: answers(adminAnnouncementSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const created = await createAnnouncementAs(db, operator, req.body);
    changed();
    return ok(created);
  });

  app.put<Id & { Body: AnnouncementUpdate }>('/api/admin/announcements/:id', { ...guard('editor'), schema: { tags, params: idParamsSchema, body: announcementUpdateSchema, response: answers(adminAnnouncementSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const after = await updateAnnouncementAs(db, operator, req.params.id, req.body);
    changed();
    return ok(after);
  });

  app.delete<Id>('/api/admin/announcements/:id', { ...guard('editor'), schema: { tags, params: idParamsSchema, response: answers(adminAnnouncementSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const after = await retireAnnouncementAs(db, operator, req.params.id);
    changed();
    return ok(after);
  });

  /** Brings a retired item back, disabled: an editor checks it and switches it on. Audited. */
  app.post<Id>('/api/admin/announcements/:id/restore', { ...guard('editor'), schema: { tags, params: idParamsSchema, response: answers(adminAnnouncementSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const after = await restoreAnnouncementAs(db, operator, req.params.id);
    changed();
    return ok(after);
  });

  // ---- promotions (PR announcements with their application rules) ----

  app.get<{ Querystring: PromotionListQuery }>('/api/admin/promotions', { ...guard('viewer'), schema: { tags, querystring: promotionListQuerySchema, response: answers(adminPromotionPageSchema) } }, async (req) => {
    return ok(await listPromotions(db, req.query));
  });

  app.get<Id>('/api/admin/promotions/:id', { ...guard('viewer'), schema: { tags, params: idParamsSchema, response: answers(adminPromotionSchema) } }, async (req) => {
    return ok(await getPromotion(db, req.params.id));
  });

  app.post<{ Body: PromotionCreate }>('/api/admin/promotions', { ...guard('editor'), schema: { tags, body: promotionCreateSchema, response: answers(adminPromotionSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const created = await createPromotionAs(db, operator, req.body);
    changed();
    return ok(created);
  });

  app.put<Id & { Body: PromotionUpdate }>('/api/admin/promotions/:id', { ...guard('editor'), schema: { tags, params: idParamsSchema, body: promotionUpdateSchema, response: answers(adminPromotionSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const after = await updatePromotionAs(db, operator, req.params.id, req.body);
    changed();
    return ok(after);
  });

  app.delete<Id>('/api/admin/promotions/:id', { ...guard('editor'), schema: { tags, params: idParamsSchema, response: answers(adminPromotionSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const after = await retirePromotionAs(db, operator, req.params.id);
    changed();
    return ok(after);
  });

  app.post<Id>('/api/admin/promotions/:id/restore', { ...guard('editor'), schema: { tags, params: idParamsSchema, response: answers(adminPromotionSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const after = await restorePromotionAs(db, operator, req.params.id);
    changed();
    return ok(after);
  });

  // ---- help entries ----

  app.get<{ Querystring: HelpListQuery }>('/api/admin/help', { ...guard('viewer'), schema: { tags, querystring: helpListQuerySchema, response: answers(adminHelpListSchema) } }, async (req) => {
    return ok({ list: await listHelp(db, req.query) });
  });

  app.get<Id>('/api/admin/help/:id', { ...guard('viewer'), schema: { tags, params: idParamsSchema, response: answers(adminHelpEntrySchema) } }, async (req) => {
    return ok(await getHelpEntry(db, req.params.id));
  });

  app.post<{ Body: HelpCreate }>('/api/admin/help', { ...guard('editor'), schema: { tags, body: helpCreateSchema, response: answers(adminHelpEntrySchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const created = await createHelpAs(db, operator, req.body);
    changed();
    return ok(created);
  });

  app.put<Id & { Body: HelpUpdate }>('/api/admin/help/:id', { ...guard('editor'), schema: { tags, params: idParamsSchema, body: helpUpdateSchema, response: answers(adminHelpEntrySchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const after = await updateHelpAs(db, operator, req.params.id, req.body);
    changed();
    return ok(after);
  });

  /** Help entries are deleted, not retired; the audit entry keeps the last body. */
  app.delete<Id>('/api/admin/help/:id', { ...guard('editor'), schema: { tags, params: idParamsSchema, response: answers(helpDeletedSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    const deleted = await deleteHelpAs(db, operator, req.params.id);
    changed();
    return ok(deleted);
  });
}
