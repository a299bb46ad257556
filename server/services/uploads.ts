/** Members' uploaded pictures: the daily quota, and serving one back to its owner. */
import type { Kysely } from 'kysely';
import { UPLOAD_QUOTA_BYTES_PER_DAY, UPLOAD_QUOTA_FILES_PER_DAY, UPLOAD_QUOTA_WINDOW_MS } from '../../src/lib/constants';
import type { Database } from '../db/types';
import { AppError, notFound } from '../lib/errors';
import type { FileStore } from '../lib/file-store';
import * as uploads from '../repositories/uploads';

/**
 * Refuses pictures that would take the member past the daily quota (UPLOAD_QUOTA_*): every upload of
 * the last 24 hours counts, whichever instance stored it.
 */
export async function assertUploadQuota(db: Kysely<Database>, memberId: number, files: number, bytes: number, now: Date) {
  const used = await uploads.usageSince(db, memberId, new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS).toISOString());
  if (used.files + files > UPLOAD_QUOTA_FILES_PER_DAY || used.bytes + bytes > UPLOAD_QUOTA_BYTES_PER_DAY) {
    throw new AppError(429, 'upload.quota', `At most ${UPLOAD_QUOTA_FILES_PER_DAY} pictures (${UPLOAD_QUOTA_BYTES_PER_DAY / 1_048_576} MB) a day`, {
      maxFiles: UPLOAD_QUOTA_FILES_PER_DAY,
      maxBytes: UPLOAD_QUOTA_BYTES_PER_DAY,
    });
  }
}

/** One of the member's own uploads with its bytes; 404 for anyone else's, or one whose file is gone. */
export async function ownUpload(db: Kysely<Database>, files: FileStore, memberId: number, id: string) {
  const row = await uploads.findOwn(db, memberId, id);
  const body = row && (await files.get(row.id));
  if (!row || !body) throw notFound('upload');
  return { contentType: row.content_type, body };
}
