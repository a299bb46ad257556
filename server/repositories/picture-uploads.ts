/** Pictures members uploaded (`uploads`): their stored records, which the file store's bytes belong to. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The pictures attached to any of `applicationIds`, oldest first. */
export function uploadsOfApplications(db: Db, applicationIds: number[]) {
  return db.selectFrom('uploads').selectAll().where('application_id', 'in', applicationIds).orderBy('created_at').orderBy('id').execute();
}

export function findUpload(db: Db, id: string) {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}
