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
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { requireMember } from '../lib/auth';
import { AppError, ok } from '../lib/errors';
import { discardPictures, pictureMultipartOptions, readPictureForm, storePictures } from '../lib/picture-upload';
import { consume } from '../lib/rate-limit';
import type { MemberVerification } from '../../schemas/verification.schema';

/** Pictures a member may send in an hour (a few retries of a blurred photo, never a flood). */
const SUBMITS_PER_HOUR = 10;

/** The member's newest verification, as their screens read it. */
export async function memberVerification(db: Kysely<Database>, memberId: number): Promise<MemberVerification> {
  const row = await db.selectFrom('identity_verifications').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return { status: 'none', submittedAt: null, decidedAt: null, reason: null, pictureUrl: null };
  return {
    status: row.status,
    submittedAt: row.created_at,
    decidedAt: row.decided_at,
    reason: row.status === 'rejected' ? row.reason : null,
    pictureUrl: `/api/member/uploads/${row.upload_id}`,
  };
}

const refusalFor = (status: MemberVerification['status']) =>
  status === 'verified'
    ? new AppError(409, 'verify.alreadyVerified', 'Your identity is already verified')
    : new AppError(409, 'verify.pending', 'Your ID picture is already waiting for review');

export default async function verificationRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  await app.register(multipart, pictureMultipartOptions(1));

  app.get('/api/member/verification', async (req) => {
    const { member } = await requireMember(req);
    return ok(await memberVerification(db, member.id));
  });

  app.post('/api/member/verification', async (req) => {
    const { member } = await requireMember(req);
    if (!req.isMultipart()) throw new AppError(415, 'request.unsupportedType', 'Send the picture as multipart/form-data');
    await consume(app.state, `verify:${member.id}`, SUBMITS_PER_HOUR, 3_600_000);
    const current = await memberVerification(db, member.id);
    if (current.status === 'pending' || current.status === 'verified') throw refusalFor(current.status);

    const form = await readPictureForm(req, 'picture', new AppError(400, 'verify.onePicture', 'Send one picture of your ID'));
    if (form.pictures.length !== 1) throw new AppError(400, 'verify.pictureRequired', 'Choose a picture of your ID');
    const [file] = await storePictures(app.files, form.pictures);
    const now = new Date().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('uploads').values({ id: file!.id, member_id: member.id, application_id: null, content_type: file!.mime, size: file!.size, created_at: now }).execute();
        await trx.insertInto('identity_verifications').values({ member_id: member.id, upload_id: file!.id, status: 'pending', created_at: now }).execute();
      });
    } catch (e) {
      await discardPictures(app.files, [file!]);
      // Another submit of this member's won the race (one pending or verified row per member).
      const now = await memberVerification(db, member.id);
      if (now.status === 'pending' || now.status === 'verified') throw refusalFor(now.status);
      throw e;
    }
    return ok(await memberVerification(db, member.id));
  });
}
