/**
 * §7 sign-up promotion reward request (payload pictures, promotionId, remarks), sent as
 * multipart to POST /api/promotions/:id/apply. XMLHttpRequest rather than fetch, because only
 * it reports upload progress, which the form shows as a bar.
 */
import type { Envelope } from '../../../schemas/envelope';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import { ApiError } from '../client';

export interface ApplyResult {
  success: true;
  applicationId: number;
  pictures: string[];
}

export interface ApplyPayload {
  promotionId: number;
  remarks: string;
  pictures: readonly Blob[];
}

/** Sends the application; `onProgress` gets the uploaded fraction (0–1). */
export function applyReward({ promotionId, remarks, pictures }: ApplyPayload, onProgress?: (fraction: number) => void): Promise<ApplyResult> {
  const form = new FormData();
  form.append('remarks', remarks);
  pictures.forEach((p, i) => form.append('pictures', p, p instanceof File ? p.name : `picture-${i + 1}.${p.type === 'image/png' ? 'png' : 'jpg'}`));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/promotions/${promotionId}/apply`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', settings.language);
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(navigator.onLine === false ? 'network.offline' : 'network.failed', 'Upload failed', 0));
    xhr.onload = () => {
      let body: Envelope<ApplyResult>;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<ApplyResult>;
      } catch {
        reject(new ApiError('network.badResponse', `HTTP ${xhr.status}`, xhr.status));
        return;
      }
      if (body.success) {
        onProgress?.(1);
        resolve(body.value);
      } else reject(new ApiError(body.errorCode, body.message, xhr.status, body.value));
    };
    xhr.send(form);
  });
}
