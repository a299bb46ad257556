/**
 * Identity verification for members: GET /api/member/verification (where the member's own
 * verification stands) and POST /api/member/verification (multipart, one `picture` of their ID:
 * the reward pictures' rules and path, server/lib/picture-upload.ts). A member sends a picture
 * when they have none under review and are not verified yet, so a rejected one can be sent again.
 * The picture is an upload of theirs: served back to them alone (GET /api/member/uploads/:id) and
 * to operators (GET /api/admin/uploads/:id).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { requireMember } from '../lib/auth';
import { AppError, ok } from '../lib/errors';
import { pictureMultipartOptions, readPictureForm } from '../lib/picture-upload';
import { consume } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { memberVerificationSchema } from '../../schemas/verification.schema';
import { assertMaySubmit, memberVerification, submitPicture } from '../services/identity-verification';

/** Pictures a member may send in an hour (a few retries of a blurred photo, never a flood). */
const SUBMITS_PER_HOUR = 10;

export default async function verificationRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  await app.register(multipart, pictureMultipartOptions(1));

  app.get('/api/member/verification', { schema: { response: { 200: envelopeOf(memberVerificationSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    return ok(await memberVerification(db, member.id));
  });

  app.post('/api/member/verification', { schema: { response: { 200: envelopeOf(memberVerificationSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    if (!req.isMultipart()) throw new AppError(415, 'request.unsupportedType', 'Send the picture as multipart/form-data');
    await consume(app.state, `verify:${member.id}`, SUBMITS_PER_HOUR, 3_600_000);
    await assertMaySubmit(db, member.id);

    const form = await readPictureForm(req, 'picture', new AppError(400, 'verify.onePicture', 'Send one picture of your ID'));
    if (form.pictures.length !== 1) throw new AppError(400, 'verify.pictureRequired', 'Choose a picture of your ID');
    return ok(await submitPicture(db, app.files, member.id, form.pictures[0]!));
  });
}
