/**
 * A member's identity verification: where their newest one stands, and sending an ID picture for
 * review (one under review or verified at a time). Operators decide them in the console.
 */
import type { Kysely } from 'kysely';
import type { MemberVerification } from '../../schemas/verification.schema';
import type { Database } from '../db/types';
import { AppError } from '../lib/errors';
import type { FileStore } from '../lib/file-store';
import { discardPictures, storePictures, type PictureForm } from '../lib/picture-upload';
import * as identityVerifications from '../repositories/identity-verifications';
import * as uploads from '../repositories/uploads';

type Db = Kysely<Database>;

/** The member's newest verification, as their screens read it. */
export async function memberVerification(db: Db, memberId: number): Promise<MemberVerification> {
  const row = await identityVerifications.latestOf(db, memberId);
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

/** Refuses a new picture while one is under review or the member is verified. */
export async function assertMaySubmit(db: Db, memberId: number): Promise<void> {
  const current = await memberVerification(db, memberId);
  if (current.status === 'pending' || current.status === 'verified') throw refusalFor(current.status);
}

/** Stores the ID picture and records it for review, in one transaction; answers where the member now stands. */
export async function submitPicture(db: Db, files: FileStore, memberId: number, picture: PictureForm['pictures'][number]): Promise<MemberVerification> {
  const [file] = await storePictures(files, [picture]);
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await uploads.insertMany(trx, [{ id: file!.id, member_id: memberId, application_id: null, content_type: file!.mime, size: file!.size, created_at: now }]);
      await identityVerifications.insertPending(trx, memberId, file!.id, now);
    });
  } catch (e) {
    await discardPictures(files, [file!]);
    // Another submit of this member's won the race (one pending or verified row per member).
    const now = await memberVerification(db, memberId);
    if (now.status === 'pending' || now.status === 'verified') throw refusalFor(now.status);
    throw e;
  }
  return memberVerification(db, memberId);
}
