/**
 * The operator's help entries (§2 /m/help, opened by tag): listed, created, changed and deleted;
 * unlike other content they are deleted, not retired (the audit log keeps their last body).
 */
import type { Kysely, Selectable } from 'kysely';
import type { HelpCreate, HelpListQuery, HelpUpdate } from '../../schemas/admin-content.schema';
import type { Database } from '../db/types';
import { AppError, notFound } from '../lib/errors';
import { sanitizeHtml } from '../lib/html';
import { merge, type Db } from './admin-content-rows';
import * as helpEntries from '../repositories/help-entries';

export interface AdminHelpEntry {
  id: number;
  tag: string;
  language: string;
  title: string;
  content: string;
  sort: number;
}

type HelpRow = Selectable<Database['help_entries']>;
const toHelp = (r: HelpRow): AdminHelpEntry => ({ id: r.id, tag: r.tag, language: r.language, title: r.title, content: r.content, sort: r.sort });

async function helpRow(db: Db, id: number): Promise<HelpRow> {
  const row = await helpEntries.findById(db, id);
  if (!row) throw notFound('help entry');
  return row;
}

/** §2 help is opened by tag (/m/help?tag=), so a tag is unique within its language. */
async function checkTagFree(db: Db, tag: string, language: string, self?: number) {
  if (await helpEntries.tagTaken(db, tag, language, self)) throw new AppError(409, 'admin.help.exists', `A help entry tagged ${tag} already exists in ${language}`, { field: 'tag' });
}

export async function listHelp(db: Kysely<Database>, f: HelpListQuery): Promise<AdminHelpEntry[]> {
  return (await helpEntries.consoleList(db, f)).map(toHelp);
}

export async function getHelpEntry(db: Db, id: number): Promise<AdminHelpEntry> {
  return toHelp(await helpRow(db, id));
}

export async function createHelp(db: Kysely<Database>, input: HelpCreate): Promise<AdminHelpEntry> {
  const language = input.language ?? 'EN';
  return db.transaction().execute(async (trx) => {
    await checkTagFree(trx, input.tag, language);
    const row = await helpEntries.insert(trx, { tag: input.tag, language, title: input.title.trim(), content: sanitizeHtml(input.content ?? ''), sort: input.sort ?? 0 });
    return toHelp(row);
  });
}

export async function updateHelp(db: Kysely<Database>, id: number, patch: HelpUpdate): Promise<{ before: AdminHelpEntry; after: AdminHelpEntry }> {
  return db.transaction().execute(async (trx) => {
    const before = toHelp(await helpRow(trx, id));
    const next = merge(before, patch as Partial<AdminHelpEntry>);
    if (next.tag !== before.tag || next.language !== before.language) await checkTagFree(trx, next.tag, next.language, id);
    const row = await helpEntries.update(trx, id, { tag: next.tag, language: next.language, title: next.title.trim(), content: sanitizeHtml(next.content), sort: next.sort });
    return { before, after: toHelp(row) };
  });
}

export async function deleteHelp(db: Kysely<Database>, id: number): Promise<AdminHelpEntry> {
  return db.transaction().execute(async (trx) => {
    const before = toHelp(await helpRow(trx, id));
    await helpEntries.remove(trx, id);
    return before;
  });
}
