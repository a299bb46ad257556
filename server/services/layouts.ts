/**
 * Layout drafts and versions. Each screen has one working
 * draft with a revision for optimistic locking, and immutable numbered versions: `published` (live
 * from live_at), `scheduled` (live from its publish_at = live_at) or `cancelled` (never live).
 * Players get the version with the greatest live time that has come (ties: the highest version);
 * rows written without live_at (older tools, tests) count from publish_at or created_at.
 *
 * The console's reads and preview links are here; its workflows that change a screen (save, publish,
 * cancel, roll back) are in layout-workflows.ts. The SQL is in server/repositories/layouts.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PREVIEW_TOKEN_TTL_MS } from '../../src/lib/constants';
import type { Database, LayoutRow } from '../db/types';
import { AppError } from '../lib/errors';
import { layoutEtag } from '../lib/etag';
import type { SharedState } from '../lib/shared-state';
import * as layouts from '../repositories/layouts';

export type Db = Kysely<Database>;

/** Where a console preview token is kept in shared state (its value: the screen it previews). */
export const previewKey = (token: string) => `preview:${token}`;

/** What a preview token is bound to: one screen, and the operator session (its token hash) that minted it. */
export interface PreviewBinding {
  screen: string;
  session: string;
}

export function readPreviewBinding(stored: string | null | undefined): PreviewBinding | null {
  if (!stored) return null;
  try {
    const v = JSON.parse(stored) as Partial<PreviewBinding>;
    return typeof v?.screen === 'string' && typeof v.session === 'string' ? { screen: v.screen, session: v.session } : null;
  } catch {
    return null;
  }
}

const emptyLayout = (screen: string) => ({ screen, version: 1, blocks: [] as unknown[] });

export interface VersionInfo {
  version: number;
  /** `published` (also a scheduled one whose time has come), `scheduled` (still to come) or `cancelled`. */
  status: string;
  author: string;
  createdAt: string;
  publishAt: string | null;
  liveAt: string;
  /** The version players get now. */
  live: boolean;
}

export interface Draft {
  layout: Record<string, unknown>;
  revision: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

type Meta = Pick<LayoutRow, 'screen' | 'version' | 'status' | 'author' | 'created_at' | 'publish_at' | 'live_at'>;

const liveOf = (r: Meta) => r.live_at ?? r.publish_at ?? r.created_at;
const canBeLive = (r: Meta) => r.status === 'published' || r.status === 'scheduled';

/** The row players get at `now` among `rows` of one screen. */
function pickLive<T extends Meta>(rows: readonly T[], now: string): T | undefined {
  let best: T | undefined;
  for (const r of rows) {
    if (!canBeLive(r) || liveOf(r) > now) continue;
    if (!best || liveOf(r) > liveOf(best) || (liveOf(r) === liveOf(best) && r.version > best.version)) best = r;
  }
  return best;
}

function versionInfo(r: Meta, liveVersion: number | undefined, now: string): VersionInfo {
  const liveAt = liveOf(r);
  const status = r.status === 'scheduled' && liveAt <= now ? 'published' : r.status;
  return { version: r.version, status, author: r.author, createdAt: r.created_at, publishAt: r.publish_at, liveAt, live: r.version === liveVersion };
}

/** The live version of a screen now (with its body), or undefined. */
export function liveVersion(db: Db, screen: string, now = new Date().toISOString()) {
  return layouts.findLive(db, screen, now);
}

export async function listVersions(db: Db, screen: string, now = new Date().toISOString()): Promise<VersionInfo[]> {
  const rows = await layouts.listVersionMeta(db, screen);
  const live = pickLive(rows, now)?.version;
  return rows.map((r) => versionInfo(r, live, now));
}

export async function getVersion(db: Db, screen: string, version: number, now = new Date().toISOString()) {
  const row = await layouts.findVersion(db, screen, version);
  if (!row) return undefined;
  const live = (await liveVersion(db, screen, now))?.version;
  return { ...versionInfo(row, live, now), layout: JSON.parse(row.body) as unknown };
}

export interface ScreenSummary {
  screen: string;
  publishedVersion: number | null;
  liveAt: string | null;
  draftRevision: number;
  draftUpdatedAt: string | null;
  draftUpdatedBy: string | null;
  scheduled: { version: number; publishAt: string }[];
}

/** Every screen with a version or a draft, plus the known ones (in their order first). */
export async function listScreens(db: Db, known: readonly string[], now = new Date().toISOString()): Promise<ScreenSummary[]> {
  const [rows, drafts] = await Promise.all([layouts.listAllVersionMeta(db), layouts.listDraftMeta(db)]);
  const byScreen = new Map<string, Meta[]>();
  for (const r of rows) byScreen.set(r.screen, [...(byScreen.get(r.screen) ?? []), r]);
  const draftOf = new Map(drafts.map((d) => [d.screen, d]));
  const others = [...new Set([...byScreen.keys(), ...draftOf.keys()])].filter((s) => !known.includes(s)).sort();
  return [...known, ...others].map((screen) => {
    const versions = byScreen.get(screen) ?? [];
    const live = pickLive(versions, now);
    const d = draftOf.get(screen);
    return {
      screen,
      publishedVersion: live?.version ?? null,
      liveAt: live ? liveOf(live) : null,
      draftRevision: d?.revision ?? 0,
      draftUpdatedAt: d?.updated_at ?? null,
      draftUpdatedBy: d?.updated_by ?? null,
      scheduled: versions
        .filter((r) => r.status === 'scheduled' && liveOf(r) > now)
        .sort((a, b) => liveOf(a).localeCompare(liveOf(b)))
        .map((r) => ({ version: r.version, publishAt: liveOf(r) })),
    };
  });
}

/** One screen as the console's editor opens it: its draft, what players get now, and every version. */
export async function screenDetail(db: Db, screen: string) {
  const now = new Date().toISOString();
  const [draft, live, versions] = await Promise.all([readDraft(db, screen, now), liveVersion(db, screen, now), listVersions(db, screen, now)]);
  return {
    screen,
    draft,
    published: live ? { version: live.version, layout: JSON.parse(live.body) as unknown, liveAt: live.live_at ?? live.publish_at ?? live.created_at } : null,
    versions,
  };
}

/** The saved draft; without one, the live body at revision 0 (or an empty layout when nothing is published). */
export async function readDraft(db: Db, screen: string, now = new Date().toISOString()): Promise<Draft> {
  const row = await layouts.findDraft(db, screen);
  if (row) return { layout: JSON.parse(row.body) as Record<string, unknown>, revision: row.revision, updatedBy: row.updated_by, updatedAt: row.updated_at };
  const live = await liveVersion(db, screen, now);
  return { layout: live ? (JSON.parse(live.body) as Record<string, unknown>) : emptyLayout(screen), revision: 0, updatedBy: null, updatedAt: null };
}

/**
 * Saves a draft when `baseRevision` is the stored revision (0: none saved yet),
 * in one conditional write, so of two operators saving from the same revision
 * exactly one wins. Answers the new revision, or the current draft on conflict.
 */
export async function saveDraft(db: Db, screen: string, layout: object, baseRevision: number, by: string): Promise<{ ok: true; revision: number; updatedAt: string } | { ok: false; current: Draft }> {
  const draft = { screen, body: JSON.stringify(layout), revision: baseRevision + 1, updatedBy: by, updatedAt: new Date().toISOString() };
  const written = baseRevision === 0 ? await layouts.insertDraft(db, draft) : await layouts.updateDraftAt(db, baseRevision, draft);
  if (written) return { ok: true, revision: draft.revision, updatedAt: draft.updatedAt };
  return { ok: false, current: await readDraft(db, screen) };
}

/**
 * Adds version max+1 of `screen` with `body`: published now, or scheduled at
 * `liveAt`. Two publishes at once cannot take one number (unique screen+version):
 * the loser retries with the next.
 */
export async function addVersion(
  db: Db,
  screen: string,
  body: string,
  author: string,
  opts: { status: 'published' | 'scheduled'; liveAt: string },
  /** Written in the version's own transaction (the audit entry): both stand, or neither. */
  alongside?: (trx: Db, added: { version: number; liveAt: string; status: string }) => Promise<void>,
): Promise<{ version: number; liveAt: string; status: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const version = (await layouts.maxVersion(trx, screen)) + 1;
        await layouts.insertVersion(trx, {
          screen,
          version,
          status: opts.status,
          body,
          etag: layoutEtag(screen, version, body),
          author,
          createdAt: new Date().toISOString(),
          publishAt: opts.status === 'scheduled' ? opts.liveAt : null,
          liveAt: opts.liveAt,
        });
        const added = { version, liveAt: opts.liveAt, status: opts.status };
        await alongside?.(trx, added);
        return added;
      });
    } catch (e) {
      if (attempt >= 3 || !/unique|duplicate/i.test(String((e as Error).message))) throw e;
    }
  }
}

/** Cancels a scheduled version that is not live yet; answers what it was when it cannot. */
export async function cancelScheduled(db: Db, screen: string, version: number, now = new Date().toISOString()): Promise<'cancelled' | 'missing' | 'immutable'> {
  if (await layouts.cancelIfScheduled(db, screen, version, now)) return 'cancelled';
  return (await layouts.versionExists(db, screen, version)) ? 'immutable' : 'missing';
}

export const versionNotFound = (screen: string, version: number) => new AppError(404, 'admin.version.notFound', `Version ${version} of ${screen} does not exist`);

export async function versionDetail(db: Db, screen: string, version: number) {
  const found = await getVersion(db, screen, version);
  if (!found) throw versionNotFound(screen, version);
  return { screen, ...found };
}

/**
 * A preview link's token for `screen`, bound to the minting session: the link shows drafts only to a
 * browser carrying that session, and stops working when it ends, so a leaked link shows unpublished
 * work to nobody.
 */
export async function mintPreview(state: SharedState, screen: string, sessionTokenHash: string) {
  const token = randomBytes(24).toString('base64url');
  const binding: PreviewBinding = { screen, session: sessionTokenHash };
  await state.set(previewKey(token), JSON.stringify(binding), PREVIEW_TOKEN_TTL_MS);
  return { token, expiresAt: Date.now() + PREVIEW_TOKEN_TTL_MS };
}
