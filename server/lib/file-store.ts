/**
 * Where uploaded files' bytes live (reward pictures today), behind one interface:
 * - in an S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set (AWS S3, MinIO, R2…), so
 *   the bytes stay out of the database and every instance reads what any of them received;
 * - in the database (table file_blobs) when it is PostgreSQL, so every instance on it reads what
 *   any of them received;
 * - on local disk (DATA_DIR/uploads, outside every served folder) for the embedded SQLite
 *   default, which one process owns.
 * Ids are chosen by the caller (random, with the extension of the checked type); the records
 * that say whose a file is stay in their own tables (uploads).
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';

export interface FileStore {
  readonly kind: 'disk' | 'database' | 's3';
  /** Stores a new file; an id already taken is an error (never an overwrite). */
  put(id: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(id: string): Promise<Buffer | null>;
  delete(id: string): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$/;

function checkId(id: string) {
  // Ids become file names on disk: never a path.
  if (!SAFE_ID.test(id) || id.includes('..')) throw new Error(`bad file id ${JSON.stringify(id)}`);
}

export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;
  constructor(private readonly dir: string) {}

  async put(id: string, body: Buffer, _contentType?: string) {
    checkId(id);
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, id), body, { flag: 'wx' });
  }

  async get(id: string) {
    checkId(id);
    try {
      return await readFile(join(this.dir, id));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw e;
    }
  }

  async delete(id: string) {
    checkId(id);
    await unlink(join(this.dir, id)).catch(() => undefined);
  }
}

interface FileBlobsTable {
  id: string;
  content_type: string;
  body: Buffer;
  created_at: string;
}

export class DbFileStore implements FileStore {
  readonly kind = 'database' as const;
  private readonly db: Kysely<Database & { file_blobs: FileBlobsTable }>;
  /** `before`: where files were kept before they moved into the database (read, never written). */
  constructor(db: Kysely<Database>, private readonly before?: FileStore) {
    this.db = db.withTables<{ file_blobs: FileBlobsTable }>();
  }

  async put(id: string, body: Buffer, contentType: string) {
    checkId(id);
    await this.db.insertInto('file_blobs').values({ id, content_type: contentType, body, created_at: new Date().toISOString() }).execute();
  }

  async get(id: string) {
    checkId(id);
    const row = await this.db.selectFrom('file_blobs').select('body').where('id', '=', id).executeTakeFirst();
    if (row) return Buffer.from(row.body);
    return this.before ? this.before.get(id) : null;
  }

  async delete(id: string) {
    checkId(id);
    await this.db.deleteFrom('file_blobs').where('id', '=', id).execute();
  }
}

/** An S3-compatible bucket (S3_* in the environment). */
export interface S3Options {
  /** The service's origin, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO's; the bucket is addressed by path. */
  endpoint: string;
  bucket: string;
  /** Signed into every request; most S3-compatible services accept any value for their single region. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, so a bucket can be shared (e.g. `parlor/`). */
  prefix?: string;
}

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;
  /** `before`: where files were kept before they moved to the bucket (read, never written). */
  constructor(private readonly options: S3Options, private readonly before?: FileStore) {
    // aws4fetch: SigV4 signing over the global fetch, tens of KB and no dependencies, where the AWS SDK's S3 client brings megabytes.
    this.client = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, service: 's3', region: options.region });
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/`;
  }

  private url(id: string) {
    checkId(id);
    return this.base + encodeURIComponent((this.options.prefix ?? '') + id).replaceAll('%2F', '/');
  }

  async put(id: string, body: Buffer, contentType: string) {
    const url = this.url(id);
    // Never an overwrite: a HEAD first for stores without conditional writes, then If-None-Match
    // on the PUT itself, which S3 and most compatibles refuse with 412 when the key was taken meanwhile.
    const head = await this.client.fetch(url, { method: 'HEAD' });
    if (head.ok) throw new Error(`file ${id} exists`);
    if (head.status !== 404) throw new Error(`S3 HEAD ${id}: ${head.status}`);
    const res = await this.client.fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType, 'if-none-match': '*' } });
    await res.arrayBuffer();
    if (res.status === 412) throw new Error(`file ${id} exists`);
    if (!res.ok) throw new Error(`S3 PUT ${id}: ${res.status}`);
  }

  async get(id: string) {
    const res = await this.client.fetch(this.url(id));
    if (res.status === 404) {
      await res.arrayBuffer();
      return this.before ? this.before.get(id) : null;
    }
    if (!res.ok) throw new Error(`S3 GET ${id}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(id: string) {
    const res = await this.client.fetch(this.url(id), { method: 'DELETE' });
    await res.arrayBuffer();
    // S3 answers 204 whether or not there was such a key; a compatible may say 404.
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${id}: ${res.status}`);
  }
}

/**
 * The bucket when one is configured, else the database when it is shared (PostgreSQL), else the
 * disk folder. Files written where the previous choice kept them are still found there: on
 * PostgreSQL, files an older release wrote to this instance's folder; with a bucket, files
 * already in the database (or, on SQLite, the folder).
 */
export function createFileStore(db: Db, uploadDir: string, s3?: S3Options): FileStore {
  const local = db.dialect === 'postgres' ? new DbFileStore(db.kysely, new DiskFileStore(uploadDir)) : new DiskFileStore(uploadDir);
  return s3 ? new S3FileStore(s3, local) : local;
}
