/**
 * §7 sign-up promotion reward request (payload pictures, promotionId, remarks), sent as
 * multipart to POST /api/promotions/:id/apply, with upload progress (src/api/upload.ts).
 */
import type { ApplyResult } from '../../../schemas/content.schema';
import { pictureFileName, uploadForm } from '../upload';

export type { ApplyResult };

export interface ApplyPayload {
  promotionId: number;
  remarks: string;
  pictures: readonly Blob[];
}

/** Sends the application; `onProgress` gets the uploaded fraction (0–1). */
export function applyReward({ promotionId, remarks, pictures }: ApplyPayload, onProgress?: (fraction: number) => void): Promise<ApplyResult> {
  const form = new FormData();
  form.append('remarks', remarks);
  pictures.forEach((p, i) => form.append('pictures', p, pictureFileName(p, `picture-${i + 1}`)));
  return uploadForm<ApplyResult>(`/api/promotions/${promotionId}/apply`, form, onProgress);
}
