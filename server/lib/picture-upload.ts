/**
 * The one way members' pictures come in (reward applications, identity verification): a
 * multipart body read part by part with @fastify/multipart's limits, each picture checked by its
 * content (JPEG or PNG, never by its name or declared type), then decoded and encoded again
 * (server/lib/images.ts) and kept in the app's file store under a random id. Every refusal is a
 * 4xx with an errorCode the client translates.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { REWARD_PICTURE_MAX_BYTES, REWARD_PICTURE_TYPES } from '../../src/lib/constants';
import { AppError } from './errors';
import type { FileStore } from './file-store';
import { reencodePicture } from './images';

type PictureType = (typeof REWARD_PICTURE_TYPES)[number];

/** The options of @fastify/multipart for a form of text fields and at most `files` pictures. */
export function pictureMultipartOptions(files: number) {
  return { limits: { fileSize: REWARD_PICTURE_MAX_BYTES, files, fields: 4, fieldSize: 2048, parts: 8 }, throwFileSizeLimit: true } as const;
}

export interface PictureForm {
  fields: Record<string, string>;
  pictures: { buffer: Buffer; mime: PictureType }[];
}

/**
 * Reads the form: text fields by name (the last one of a name wins), files only under `fileField`.
 * `tooMany` is the refusal for a file past the plugin's `files` limit.
 */
export async function readPictureForm(req: FastifyRequest, fileField: string, tooMany: AppError): Promise<PictureForm> {
  if (!req.isMultipart()) throw new AppError(415, 'request.unsupportedType', 'Send the pictures as multipart/form-data');
  const fields: Record<string, string> = {};
  const pictures: PictureForm['pictures'] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== fileField) throw new AppError(400, 'request.invalid', `Unexpected file field ${part.fieldname}`, { field: part.fieldname });
      const buffer = await part.toBuffer();
      const kind = await fileTypeFromBuffer(buffer);
      // The content decides, not the name or the declared type.
      if (!kind || !(REWARD_PICTURE_TYPES as readonly string[]).includes(kind.mime)) throw new AppError(400, 'activity_image_type', 'Pictures must be JPEG or PNG');
      pictures.push({ buffer, mime: kind.mime as PictureType });
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'activity_apply_remark_limit3', `Each picture must be ${REWARD_PICTURE_MAX_BYTES / 1_048_576} MB or smaller`);
    if (code === 'FST_FILES_LIMIT') throw tooMany;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(400, 'request.invalid', 'Too many parts');
    if (e instanceof AppError) throw e;
    // Anything else here is a body the parser could not read: truncated, no boundary, bad line endings.
    throw new AppError(400, 'request.invalid', 'The upload could not be read');
  }
  return { fields, pictures };
}

export interface StoredPicture {
  id: string;
  mime: PictureType;
  size: number;
}

/**
 * Stores the pictures as decoded and encoded again: no metadata (EXIF, GPS, XMP), no
 * decompression bombs. Either all are stored or none is left behind.
 */
export async function storePictures(files: FileStore, pictures: PictureForm['pictures']): Promise<StoredPicture[]> {
  const clean = [];
  for (const p of pictures) clean.push({ mime: p.mime, buffer: await reencodePicture(p.buffer, p.mime) });
  const stored: StoredPicture[] = [];
  try {
    for (const p of clean) {
      const id = `${randomBytes(16).toString('hex')}.${p.mime === 'image/png' ? 'png' : 'jpg'}`;
      await files.put(id, p.buffer, p.mime);
      stored.push({ id, mime: p.mime, size: p.buffer.length });
    }
  } catch (e) {
    await discardPictures(files, stored);
    throw e;
  }
  return stored;
}

/** Removes stored pictures whose record could not be written. */
export async function discardPictures(files: FileStore, stored: readonly StoredPicture[]): Promise<void> {
  await Promise.all(stored.map((f) => files.delete(f.id).catch(() => undefined)));
}
