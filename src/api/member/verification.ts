/** Identity verification: the member's own state, their ID picture, and sending a new one. */
import type { MemberVerification } from '../../../schemas/verification.schema';
import { session } from '../../state/session';
import { ApiError, request } from '../client';
import { pictureFileName, uploadForm } from '../upload';

export type { MemberVerification };

export function getVerification(signal?: AbortSignal): Promise<MemberVerification> {
  return request<MemberVerification>('/api/member/verification', { signal });
}

/** Sends the ID picture (multipart, field `picture`); `onProgress` gets the uploaded fraction (0–1). */
export function submitVerification(picture: Blob, onProgress?: (fraction: number) => void): Promise<MemberVerification> {
  const form = new FormData();
  form.append('picture', picture, pictureFileName(picture, 'id'));
  return uploadForm<MemberVerification>('/api/member/verification', form, onProgress);
}

/** The member's own picture: served only with their token, so read here and handed over as a Blob. */
export async function getOwnPicture(url: string, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { headers: session.token ? { Authorization: `Bearer ${session.token}` } : {}, signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError('network.failed', String(e), 0);
  }
  if (!res.ok) throw new ApiError(res.status === 401 ? 'auth.required' : 'request.notFound', `HTTP ${res.status}`, res.status);
  return res.blob();
}
