/**
 * Multipart uploads with progress: XMLHttpRequest rather than fetch, because only it reports
 * upload progress, which the forms show as a bar. The envelope and errors are the API client's.
 */
import type { Envelope } from '../../schemas/envelope';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { ApiError } from './client';

/** POSTs `form` to `path` with the session; `onProgress` gets the uploaded fraction (0–1). */
export function uploadForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', settings.language);
    if (session.token) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(navigator.onLine === false ? 'network.offline' : 'network.failed', 'Upload failed', 0));
    xhr.onload = () => {
      let body: Envelope<T>;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>;
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

/** The file name a picture goes up with: its own, or one that says its type. */
export const pictureFileName = (p: Blob, fallback: string) => (p instanceof File ? p.name : `${fallback}.${p.type === 'image/png' ? 'png' : 'jpg'}`);
