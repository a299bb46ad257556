/**
 * Reward-application pictures in the browser: decode (a file that cannot be decoded is
 * refused with its own message, §8) and, when large, re-encode as a smaller JPEG on a canvas
 * before upload, so a phone photo does not cost the player megabytes of mobile data.
 */
import { REWARD_COMPRESS_ABOVE_BYTES, REWARD_COMPRESS_MAX_EDGE_PX } from './constants';

/** JPEG quality of a re-encoded picture: small, still readable for a receipt or screenshot. */
const JPEG_QUALITY = 0.82;

export class PictureUnreadable extends Error {
  constructor() {
    super('The picture could not be read');
    this.name = 'PictureUnreadable';
  }
}

/** Whether a picture should be re-encoded: over the byte threshold or wider/taller than the edge limit. */
export function shouldCompress(bytes: number, width: number, height: number): boolean {
  return bytes > REWARD_COMPRESS_ABOVE_BYTES || Math.max(width, height) > REWARD_COMPRESS_MAX_EDGE_PX;
}

/** The size that fits within `max` on its longer edge, keeping the aspect ratio (never enlarging). */
export function fitWithin(width: number, height: number, max = REWARD_COMPRESS_MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/**
 * Decodes a picked file; rejects with PictureUnreadable when the browser cannot read it as an
 * image. createImageBitmap reads the bytes directly (no blob: URL, which the site's CSP does not
 * allow for images); older browsers fall back to an <img> on a data: URL.
 */
async function decodePicture(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bmp = await createImageBitmap(file);
      if (bmp.width > 0 && bmp.height > 0) return { source: bmp, width: bmp.width, height: bmp.height, close: () => bmp.close() };
      bmp.close();
    } catch {
      /* not an image the browser can read */
    }
    throw new PictureUnreadable();
  }
  const url = await pictureDataUrl(file);
  const img = await new Promise<HTMLImageElement>((resolve, reject) => {
    const el = new Image();
    el.onload = () => (el.naturalWidth > 0 ? resolve(el) : reject(new PictureUnreadable()));
    el.onerror = () => reject(new PictureUnreadable());
    el.src = url;
  });
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
}

/** A data: URL of a picture, for its preview (data: is what the CSP allows for images). */
export function pictureDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new PictureUnreadable());
    r.readAsDataURL(file);
  });
}

const toJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'picture'}.jpg`;

/**
 * The picture to upload: the file itself when small, else a JPEG re-encoding that fits the
 * edge limit — kept only if it is actually smaller. Transparent PNG areas become white.
 */
export async function preparePicture(file: File): Promise<File> {
  const img = await decodePicture(file);
  try {
    if (!shouldCompress(file.size, img.width, img.height)) return file;
    const { width, height } = fitWithin(img.width, img.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(img.source, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], toJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    img.close();
  }
}
