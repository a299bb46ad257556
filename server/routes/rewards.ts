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
import multipart from '@fastify/multipart';
import { requireMember } from '../lib/auth';
import { pictureMultipartOptions, readPictureForm } from '../lib/picture-upload';
import { AppError, ok } from '../lib/errors';
import { consume } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { applyResultSchema } from '../../schemas/content.schema';
import { REWARD_PICTURE_MAX_BYTES, REWARD_PICTURE_TYPES, REWARD_PICTURES_MAX, REWARD_REMARKS_MAX } from '../../src/lib/constants';
import { rewardNeedsMet } from '../../src/lib/reward';
import { checkApplicationForm, promotionOpenTo, recordApplication } from '../services/reward-applications';
import { ownUpload } from '../services/uploads';

/** §5 limits, named once in src/lib/constants.ts and shared with the form. */
const REWARD_LIMITS = { remarks: REWARD_REMARKS_MAX, pictureBytes: REWARD_PICTURE_MAX_BYTES, pictures: REWARD_PICTURES_MAX, types: REWARD_PICTURE_TYPES } as const;

/** §4: Submit is allowed exactly when the flags' needs are met (the form applies the same rule). */
export { rewardNeedsMet };

export default async function rewardRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;
  await app.register(multipart, pictureMultipartOptions(REWARD_LIMITS.pictures));

  app.post<{ Params: { id: number } }>(
    '/api/promotions/:id/apply',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } }, response: { 200: envelopeOf(applyResultSchema) } } },
    async (req) => {
      const { member } = await requireMember(req);
      if (!req.isMultipart()) throw new AppError(415, 'request.unsupportedType', 'Send the application as multipart/form-data');
      await consume(app.state, `apply:${member.id}`, 20, 3_600_000);
      // Refused before the pictures are read and re-encoded; checked again under the member's lock.
      const promo = await promotionOpenTo(kysely, member.id, req.params.id);
      const form = await readPictureForm(req, 'pictures', new AppError(400, 'activity_apply_remark_limit4', `At most ${REWARD_LIMITS.pictures} pictures`));
      const remarks = form.fields.remarks ?? '';
      checkApplicationForm(promo, remarks, form.pictures.length);
      return ok(await recordApplication(kysely, app.files, member.id, promo, remarks, form.pictures));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/member/uploads/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}\\.(png|jpg)$' } } } } },
    async (req, reply) => {
      const { member } = await requireMember(req);
      const { contentType, body } = await ownUpload(kysely, app.files, member.id, req.params.id);
      reply.type(contentType).header('Content-Disposition', 'inline').header('Cache-Control', 'private, max-age=3600');
      return reply.send(body);
    },
  );
}
