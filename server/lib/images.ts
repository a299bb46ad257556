/**
 * Uploaded pictures are decoded and encoded again before they are stored, so no hidden payload
 * or metadata reaches players, with sharp (libvips): a maintained library that decodes off the event loop, refuses an
 * image by its header's pixel count before decoding it (a 60000×60000 PNG of a few KB cannot
 * reach memory or an operator's browser), and writes no metadata unless asked — EXIF with GPS
 * positions and device serials, XMP, ICC and comments all go. The EXIF orientation is applied
 * first, so a phone photo still stands the right way up; a picture larger than MAX_SIDE on a side
 * is scaled down. Whatever cannot be decoded is refused (`activity.imageUnreadable`); a picture
 * with a damaged checksum or a truncated end is decoded as far as it goes (what is stored is a new,
 * clean file either way).
 */
import sharp from 'sharp';
import { AppError } from './errors';

/** The most pixels an upload may declare (a 48 MP phone photo passes). */
const UPLOAD_MAX_PIXELS = 50_000_000;
/** The longest side a stored picture keeps. */
const UPLOAD_MAX_SIDE = 2560;

export async function reencodePicture(buffer: Buffer, mime: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  try {
    const image = sharp(buffer, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'none' })
      .rotate()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return await (mime === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    throw new AppError(400, 'activity.imageUnreadable', 'This picture could not be read');
  }
}
