/**
 * §2/§4/§5 reward application: POST /api/promotions/:id/apply, multipart with
 * `remarks` (≤ 140) and 0–3 `pictures` (JPEG or PNG by content, ≤ 5,242,880
 * bytes each), checked against the promotion's image/remark flags. Pictures are
 * decoded and encoded again (metadata stripped, oversized ones refused) and go to
 * the app's file store (server/lib/file-store.ts: the database on PostgreSQL, the
 * data folder otherwise; never a served folder), served back only to their
 * owner with their checked content type.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { requireMember } from '../lib/auth';
import { reencodePicture } from '../lib/images';
import { AppError, notFound, ok } from '../lib/errors';
import { consume } from '../lib/rate-limit';
import { REWARD_PICTURE_MAX_BYTES, REWARD_PICTURE_TYPES, REWARD_PICTURES_MAX, REWARD_REMARKS_MAX } from '../../src/lib/constants';
import { remarksTooLong, rewardNeedsMet } from '../../src/lib/reward';
import { PROMOTION_OPEN_STATUSES } from '../../schemas/content.schema';

/** §5 limits, named once in src/lib/constants.ts and shared with the form. */
const REWARD_LIMITS = { remarks: REWARD_REMARKS_MAX, pictureBytes: REWARD_PICTURE_MAX_BYTES, pictures: REWARD_PICTURES_MAX, types: REWARD_PICTURE_TYPES } as const;

/** §4: Submit is allowed exactly when the flags' needs are met (the form applies the same rule). */
export { rewardNeedsMet };

export default async function rewardRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;
  await app.register(multipart, {
    limits: { fileSize: REWARD_LIMITS.pictureBytes, files: REWARD_LIMITS.pictures, fields: 4, fieldSize: 2048, parts: 8 },
    throwFileSizeLimit: true,
  });

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

      let remarks = '';
      const pictures: { buffer: Buffer; mime: string }[] = [];
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'remarks') remarks = String(part.value ?? '');
            continue;
          }
          if (part.fieldname !== 'pictures') throw new AppError(400, 'request.invalid', `Unexpected file field ${part.fieldname}`, { field: part.fieldname });
          const buffer = await part.toBuffer();
          const kind = await fileTypeFromBuffer(buffer);
          // The content decides, not the name or the declared type.
          if (!kind || !(REWARD_LIMITS.types as readonly string[]).includes(kind.mime)) throw new AppError(400, 'activity_image_type', 'Pictures must be JPEG or PNG');
          pictures.push({ buffer, mime: kind.mime });
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'activity_apply_remark_limit3', `Each picture must be ${REWARD_LIMITS.pictureBytes / 1_048_576} MB or smaller`);
        if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'activity_apply_remark_limit4', `At most ${REWARD_LIMITS.pictures} pictures`);
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(400, 'request.invalid', 'Too many parts');
        if (e instanceof AppError) throw e;
        // Anything else here is a body the parser could not read: truncated, no boundary, bad line endings.
        throw new AppError(400, 'request.invalid', 'The upload could not be read');
      }
      if (remarks.includes('\u0000')) throw new AppError(400, 'request.invalid', 'Text must not contain NUL characters', { field: 'remarks' });
      if (remarksTooLong(remarks)) throw new AppError(400, 'activity.remarks.tooLong', `Remarks can be ${REWARD_LIMITS.remarks} characters at most`, { max: REWARD_LIMITS.remarks });
      if (!rewardNeedsMet(promo.image_required, promo.remark_required, remarks, pictures.length)) {
        throw new AppError(400, 'activity.apply.incomplete', 'This promotion needs the requested remarks and pictures', { imageRequired: promo.image_required, remarkRequired: promo.remark_required });
      }

      // Stored as decoded and encoded again: no metadata (EXIF, GPS, XMP), no decompression bombs (server/lib/images.ts).
      for (const p of pictures) p.buffer = await reencodePicture(p.buffer, p.mime as 'image/png' | 'image/jpeg');
      const now = new Date().toISOString();
      const files = pictures.map((p) => ({ ...p, id: `${randomBytes(16).toString('hex')}.${p.mime === 'image/png' ? 'png' : 'jpg'}` }));
      try {
        for (const f of files) await app.files.put(f.id, f.buffer, f.mime);
        const application = await kysely.transaction().execute(async (trx) => {
          const a = await trx
            .insertInto('reward_applications')
            .values({ member_id: member.id, promotion_id: promo.id, remarks: remarks.trim(), status: 'Applying', created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (files.length) {
            await trx
              .insertInto('uploads')
              .values(files.map((f) => ({ id: f.id, member_id: member.id, application_id: a.id, content_type: f.mime, size: f.buffer.length, created_at: now })))
              .execute();
          }
          return a;
        });
        return ok({ success: true, applicationId: application.id, pictures: files.map((f) => `/api/member/uploads/${f.id}`) });
      } catch (e) {
        await Promise.all(files.map((f) => app.files.delete(f.id).catch(() => undefined)));
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
