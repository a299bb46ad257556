/**
 * Where uploaded files' bytes live (reward pictures today), behind one interface:
 * - in the database (table file_blobs) when it is PostgreSQL, so every instance on it reads what
 *   any of them received;
 * - on local disk (DATA_DIR/uploads, outside every served folder) for the embedded SQLite
 *   default, which one process owns.
 * Ids are chosen by the caller (random, with the extension of the checked type); the records
 * that say whose a file is stay in their own tables (uploads).
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';

export interface FileStore {
  readonly kind: 'disk' | 'database';
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

/**
 * The database when it is shared (PostgreSQL), else the disk folder. On PostgreSQL, files an
 * older release wrote to this instance's folder are still found there.
 */
export function createFileStore(db: Db, uploadDir: string): FileStore {
  return db.dialect === 'postgres' ? new DbFileStore(db.kysely, new DiskFileStore(uploadDir)) : new DiskFileStore(uploadDir);
}
