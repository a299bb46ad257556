/**
 * §2/§4/§5 applying to a promotion: which promotions take applications, the form's rules (remarks
 * and pictures against the promotion's flags), and recording an application with its pictures under
 * the member's limits and daily upload quota, in one transaction.
 */
import type { Kysely, Selectable } from 'kysely';
import { PROMOTION_OPEN_STATUSES } from '../../schemas/content.schema';
import { REWARD_REMARKS_MAX } from '../../src/lib/constants';
import { remarksTooLong, rewardNeedsMet } from '../../src/lib/reward';
import type { Database } from '../db/types';
import { AppError, notFound } from '../lib/errors';
import type { FileStore } from '../lib/file-store';
import { discardPictures, storePictures, type PictureForm } from '../lib/picture-upload';
import * as announcements from '../repositories/announcements';
import * as members from '../repositories/members';
import * as promotions from '../repositories/promotions';
import * as rewardApplications from '../repositories/reward-applications';
import * as uploads from '../repositories/uploads';
import { applicationStates, promotionPeriod, promotionWindow } from './promotion-applications';
import { assertUploadQuota } from './uploads';

type Db = Kysely<Database>;
type PromotionRow = Selectable<Database['promotions']>;

/** Refuses by the promotion's own limits for one member (server/services/promotion-applications.ts). */
async function assertMayApply(db: Db, memberId: number, promo: Pick<PromotionRow, 'id' | 'apply_limit' | 'apply_while_pending'>) {
  const state = (await applicationStates(db, memberId, [promo])).get(promo.id)!;
  if (state.reason === 'pending') throw new AppError(409, 'activity.apply.pending', 'Your earlier application to this promotion is still being reviewed');
  if (state.reason === 'limit') throw new AppError(409, 'activity.apply.limit', `You can apply to this promotion ${promo.apply_limit} time(s) at most`, { limit: promo.apply_limit });
}

/**
 * The promotion when it takes this member's application now: open, shown to players (not switched
 * off, retired, not yet started or ended) and within the member's limits. Checked before the
 * pictures are read and re-encoded, and the limits again when the application is recorded.
 */
export async function promotionOpenTo(db: Db, memberId: number, promotionId: number): Promise<PromotionRow> {
  const promo = await promotions.findById(db, promotionId);
  if (!promo) throw notFound('promotion');
  if (!PROMOTION_OPEN_STATUSES.includes(promo.status)) throw new AppError(409, 'activity.closed', 'This promotion is closed');
  const day = new Date().toISOString().slice(0, 10);
  const shown = await announcements.findOnDates(db, promo.announcement_id);
  // §3 coming: one the list shows as coming soon says so, rather than that it has ended; one further
  // ahead is not shown to players at all and is refused as any unshown promotion is.
  const period = shown && promotionPeriod(shown, day);
  if (shown && period === 'coming' && shown.start_date <= promotionWindow().latestStart) throw new AppError(409, 'activity.coming', 'This promotion has not started yet');
  if (period !== 'running') throw new AppError(409, 'activity.closed', 'This promotion is closed');
  await assertMayApply(db, memberId, promo);
  return promo;
}

/** §4/§5 the form against the promotion's flags: remarks without NUL and not too long, and what it asks for given. */
export function checkApplicationForm(promo: Pick<PromotionRow, 'image_required' | 'remark_required'>, remarks: string, pictures: number): void {
  if (remarks.includes('\u0000')) throw new AppError(400, 'request.invalid', 'Text must not contain NUL characters', { field: 'remarks' });
  if (remarksTooLong(remarks)) throw new AppError(400, 'activity.remarks.tooLong', `Remarks can be ${REWARD_REMARKS_MAX} characters at most`, { max: REWARD_REMARKS_MAX });
  if (!rewardNeedsMet(promo.image_required, promo.remark_required, remarks, pictures)) {
    throw new AppError(400, 'activity.apply.incomplete', 'This promotion needs the requested remarks and pictures', { imageRequired: promo.image_required, remarkRequired: promo.remark_required });
  }
}

/**
 * Stores the pictures (decoded and encoded again: no metadata, no decompression bombs) and records the
 * application with them. Parallel applications of one member queue on the member's row, so each one
 * counts the applications committed before it: together they pass neither the limits nor the quota.
 */
export async function recordApplication(db: Db, files: FileStore, memberId: number, promo: PromotionRow, remarks: string, pictures: PictureForm['pictures']) {
  // Refused before the work of re-encoding when the count alone is over the quota.
  if (pictures.length) await assertUploadQuota(db, memberId, pictures.length, 0, new Date());
  const stored = await storePictures(files, pictures);
  const now = new Date().toISOString();
  try {
    const applicationId = await db.transaction().execute(async (trx) => {
      await members.lockRow(trx, memberId);
      await assertMayApply(trx, memberId, promo);
      if (stored.length) await assertUploadQuota(trx, memberId, stored.length, stored.reduce((n, f) => n + f.size, 0), new Date(now));
      const id = await rewardApplications.insertApplying(trx, memberId, promo.id, remarks.trim(), now);
      if (stored.length) {
        await uploads.insertMany(trx, stored.map((f) => ({ id: f.id, member_id: memberId, application_id: id, content_type: f.mime, size: f.size, created_at: now })));
      }
      return id;
    });
    return { success: true as const, applicationId, pictures: stored.map((f) => `/api/member/uploads/${f.id}`) };
  } catch (e) {
    await discardPictures(files, stored);
    throw e;
  }
}
