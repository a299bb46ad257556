/**
 * §2/§4/§5 reward application: POST /api/promotions/:id/apply, multipart with
 * `remarks` (≤ 140) and 0–3 `pictures` (JPEG or PNG by content, ≤ 5,242,880
 * bytes each), checked against the promotion's image/remark flags. Pictures are
 * decoded and encoded again (metadata stripped, oversized ones refused) and go to
 * the app's file store (server/lib/file-store.ts: the database on PostgreSQL, the
 * data folder otherwise; never a served folder), served back only to their
 * owner with their checked content type.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types';
import multipart from '@fastify/multipart';
import { requireMember } from '../lib/auth';
import { discardPictures, pictureMultipartOptions, readPictureForm, storePictures } from '../lib/picture-upload';
import { AppError, notFound, ok } from '../lib/errors';
import { consume } from '../lib/rate-limit';
import {
  REWARD_PICTURE_MAX_BYTES, REWARD_PICTURE_TYPES, REWARD_PICTURES_MAX, REWARD_REMARKS_MAX, UPLOAD_QUOTA_BYTES_PER_DAY, UPLOAD_QUOTA_FILES_PER_DAY, UPLOAD_QUOTA_WINDOW_MS,
} from '../../src/lib/constants';
import { remarksTooLong, rewardNeedsMet } from '../../src/lib/reward';
import { PROMOTION_OPEN_STATUSES } from '../../schemas/content.schema';
import { applicationStates, promotionPeriod, promotionWindow } from '../services/promotion-applications';

type PromotionRow = Selectable<Database['promotions']>;

/** §5 limits, named once in src/lib/constants.ts and shared with the form. */
const REWARD_LIMITS = { remarks: REWARD_REMARKS_MAX, pictureBytes: REWARD_PICTURE_MAX_BYTES, pictures: REWARD_PICTURES_MAX, types: REWARD_PICTURE_TYPES } as const;

/** §4: Submit is allowed exactly when the flags' needs are met (the form applies the same rule). */
export { rewardNeedsMet };

/**
 * Refuses pictures that would take the member past the daily quota (UPLOAD_QUOTA_*): every upload of
 * the last 24 hours counts, whichever instance stored it.
 */
async function assertUploadQuota(db: Kysely<Database>, memberId: number, files: number, bytes: number, now: Date) {
  const since = new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS).toISOString();
  const used = await db
    .selectFrom('uploads')
    .select((eb) => [eb.fn.countAll<number | string>().as('files'), eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes')])
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(used.files) + files > UPLOAD_QUOTA_FILES_PER_DAY || Number(used.bytes) + bytes > UPLOAD_QUOTA_BYTES_PER_DAY) {
    throw new AppError(429, 'upload.quota', `At most ${UPLOAD_QUOTA_FILES_PER_DAY} pictures (${UPLOAD_QUOTA_BYTES_PER_DAY / 1_048_576} MB) a day`, {
      maxFiles: UPLOAD_QUOTA_FILES_PER_DAY,
      maxBytes: UPLOAD_QUOTA_BYTES_PER_DAY,
    });
  }
}

/** Refuses by the promotion's own limits for one member (server/services/promotion-applications.ts). */
async function assertMayApply(db: Kysely<Database>, memberId: number, promo: Pick<PromotionRow, 'id' | 'apply_limit' | 'apply_while_pending'>) {
  const state = (await applicationStates(db, memberId, [promo])).get(promo.id)!;
  if (state.reason === 'pending') throw new AppError(409, 'activity.apply.pending', 'Your earlier application to this promotion is still being reviewed');
  if (state.reason === 'limit') throw new AppError(409, 'activity.apply.limit', `You can apply to this promotion ${promo.apply_limit} time(s) at most`, { limit: promo.apply_limit });
}

export default async function rewardRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;
  await app.register(multipart, pictureMultipartOptions(REWARD_LIMITS.pictures));

  app.post<{ Params: { id: number } }>(
    '/api/promotions/:id/apply',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } } },
    async (req) => {
      const { member } = await requireMember(req);
      if (!req.isMultipart()) throw new AppError(415, 'request.unsupportedType', 'Send the application as multipart/form-data');
      await consume(app.state, `apply:${member.id}`, 20, 3_600_000);
      const promo = await kysely.selectFrom('promotions').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!promo) throw notFound('promotion');
      if (!PROMOTION_OPEN_STATUSES.includes(promo.status)) throw new AppError(409, 'activity.closed', 'This promotion is closed');
      // Only a promotion the site shows takes applications: not one switched off, retired, not yet started or ended.
      const day = new Date().toISOString().slice(0, 10);
      const shown = await kysely
        .selectFrom('announcements')
        .select(['start_date', 'end_date', 'no_expiry'])
        .where('id', '=', promo.announcement_id)
        .where('enabled', '=', 1)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      // §3 coming: one the list shows as coming soon says so, rather than that it has ended; one further
      // ahead is not shown to players at all and is refused as any unshown promotion is.
      const period = shown && promotionPeriod(shown, day);
      if (shown && period === 'coming' && shown.start_date <= promotionWindow().latestStart) throw new AppError(409, 'activity.coming', 'This promotion has not started yet');
      if (period !== 'running') throw new AppError(409, 'activity.closed', 'This promotion is closed');
      // Refused before the pictures are read and re-encoded; checked again under the member's lock below.
      await assertMayApply(kysely, member.id, promo);

      const form = await readPictureForm(req, 'pictures', new AppError(400, 'activity_apply_remark_limit4', `At most ${REWARD_LIMITS.pictures} pictures`));
      const remarks = form.fields.remarks ?? '';
      const pictures = form.pictures;
      if (remarks.includes('\u0000')) throw new AppError(400, 'request.invalid', 'Text must not contain NUL characters', { field: 'remarks' });
      if (remarksTooLong(remarks)) throw new AppError(400, 'activity.remarks.tooLong', `Remarks can be ${REWARD_LIMITS.remarks} characters at most`, { max: REWARD_LIMITS.remarks });
      if (!rewardNeedsMet(promo.image_required, promo.remark_required, remarks, pictures.length)) {
        throw new AppError(400, 'activity.apply.incomplete', 'This promotion needs the requested remarks and pictures', { imageRequired: promo.image_required, remarkRequired: promo.remark_required });
      }

      // Refused before the work of re-encoding when the count alone is over the quota.
      if (pictures.length) await assertUploadQuota(kysely, member.id, pictures.length, 0, new Date());
      // Stored as decoded and encoded again: no metadata (EXIF, GPS, XMP), no decompression bombs (server/lib/picture-upload.ts).
      const files = await storePictures(app.files, pictures);
      const now = new Date().toISOString();
      try {
        const application = await kysely.transaction().execute(async (trx) => {
          // Parallel applications of one member queue on the member's row (the no-op UPDATE holds its lock
          // until this transaction ends; SQLite runs one transaction at a time anyway), so each one counts
          // the applications committed before it: together they pass neither the limits nor the quota.
          await trx.updateTable('members').set((eb) => ({ balance_cents: eb.ref('balance_cents') })).where('id', '=', member.id).execute();
          await assertMayApply(trx, member.id, promo);
          if (files.length) await assertUploadQuota(trx, member.id, files.length, files.reduce((n, f) => n + f.size, 0), new Date(now));
          const a = await trx
            .insertInto('reward_applications')
            .values({ member_id: member.id, promotion_id: promo.id, remarks: remarks.trim(), status: 'Applying', created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (files.length) {
            await trx
              .insertInto('uploads')
              .values(files.map((f) => ({ id: f.id, member_id: member.id, application_id: a.id, content_type: f.mime, size: f.size, created_at: now })))
              .execute();
          }
          return a;
        });
        return ok({ success: true, applicationId: application.id, pictures: files.map((f) => `/api/member/uploads/${f.id}`) });
      } catch (e) {
        await discardPictures(app.files, files);
        throw e;
      }
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/member/uploads/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}\\.(png|jpg)$' } } } } },
    async (req, reply) => {
      const { member } = await requireMember(req);
      const row = await kysely.selectFrom('uploads').selectAll().where('id', '=', req.params.id).where('member_id', '=', member.id).executeTakeFirst();
      const body = row && (await app.files.get(row.id));
      if (!row || !body) throw notFound('upload');
      reply.type(row.content_type).header('Content-Disposition', 'inline').header('Cache-Control', 'private, max-age=3600');
      return reply.send(body);
    },
  );
}
