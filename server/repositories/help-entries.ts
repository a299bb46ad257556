/** The help centre's entries: the SQL behind the player's help list and the console's edits. */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/types';
import { likePattern } from './games';

type Db = Kysely<Database>;

/** Every entry in one language, in the operator's order. */
export function listByLanguage(db: Db, language: string) {
  return db.selectFrom('help_entries').selectAll().where('language', '=', language).orderBy('sort').execute();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('help_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another entry (not `self`) has this tag in this language. */
export async function tagTaken(db: Db, tag: string, language: string, self?: number): Promise<boolean> {
  let q = db.selectFrom('help_entries').select('id').where('tag', '=', tag).where('language', '=', language);
  if (self) q = q.where('id', '!=', self);
  return !!(await q.executeTakeFirst());
}

/** The console's list: of a language and tag when given, titles containing `q`, by language, order and id. */
export function consoleList(db: Db, f: { language?: string; tag?: string; q?: string }) {
  let q = db.selectFrom('help_entries').selectAll();
  if (f.language) q = q.where('language', '=', f.language);
  if (f.tag) q = q.where('tag', '=', f.tag);
  if (f.q) q = q.where(sql`lower(title)`, 'like', likePattern(f.q));
  return q.orderBy('language').orderBy('sort').orderBy('id').execute();
}

export function insert(db: Db, row: Insertable<Database['help_entries']>) {
  return db.insertInto('help_entries').values(row).returningAll().executeTakeFirstOrThrow();
}

export function update(db: Db, id: number, set: Updateable<Database['help_entries']>) {
  return db.updateTable('help_entries').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.deleteFrom('help_entries').where('id', '=', id).execute();
}
