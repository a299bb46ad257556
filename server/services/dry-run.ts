/**
 * The live-data dry run: for each role × language, decides
 * which blocks a player would see (the client's condition logic) and resolves
 * each visible block's source as the player does (platform/sources.ts: the same
 * calls, the same filtering of their answers) against the API's own reads, in process and as
 * that role (./source-reads.ts) — flagging blocks that would render empty or fail: a winner board
 * with no winners, a game row of a vendor that is switched off, a promo strip
 * with no promotions.
 */
import type { FastifyInstance } from 'fastify';
import type { DryRunRole } from '../../schemas/admin-layouts.schema';
import type { Block, Unchecked } from '../../schemas/layout.schema';
import { requestUrl, type SourceRequest } from '../../platform/sources';
import { countItems, sourceDeclaration } from '../../platform/source-declarations';
import { TRIAL_TYPE } from '../../src/lib/constants';
import { languageByCode } from '../../src/lib/languages';
import * as members from '../repositories/members';
import { startTrial } from './members';
import { visibleFor } from './layout-audience';
import { draftBlocks } from './layout-rules';
import { createSession, resolveSession } from './sessions';
import { readUrl, type Reader } from './source-reads';

export interface DryRunResult {
  blockId: string;
  widget: string;
  source: string | null;
  role: DryRunRole;
  language: string;
  visible: boolean;
  status: 'ok' | 'empty' | 'error' | 'skipped';
  count: number | null;
  message: string | null;
}

type Value = unknown;

/** The demo accounts the dry run signs in as (README); without them that role is skipped. */
const DRY_RUN_ACCOUNTS = { member: 'demo', agent: 'agentdemo' } as const;
/** Requests in flight at once per role. */
const DRY_RUN_CONCURRENCY = 4;

const tokens = new WeakMap<FastifyInstance, Map<DryRunRole, string>>();

/** A live token for the role (reused between runs), null for a visitor, or a reason the role cannot be run. */
async function tokenFor(app: FastifyInstance, role: DryRunRole): Promise<{ token: string | null } | { skip: string }> {
  if (role === 'visitor') return { token: null };
  const kysely = app.db.kysely;
  let cache = tokens.get(app);
  if (!cache) tokens.set(app, (cache = new Map()));
  const cached = cache.get(role);
  const live = cached ? await resolveSession(kysely, cached) : null;
  if (role === 'trial') {
    if (cached && live && live.member.status === 'active') return { token: cached };
    const { token } = await startTrial(kysely);
    cache.set(role, token);
    return { token };
  }
  const account = DRY_RUN_ACCOUNTS[role];
  const member = await members.findByAccount(kysely, account);
  const fits = member && member.status === 'active' && member.type !== TRIAL_TYPE && (role === 'agent' ? member.type !== 0 : member.type === 0);
  if (!member || !fits) return { skip: `no active demo ${role} account "${account}" to run as` };
  if (cached && live && live.member.id === member.id) return { token: cached };
  const { token } = await createSession(kysely, member.id);
  cache.set(role, token);
  return { token };
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return out;
}

export interface DryRunInput {
  blocks: unknown;
  /** Spec language codes (any case), e.g. en, pt-br. */
  languages: string[];
  roles: DryRunRole[];
  /** Whitelabel flags that are on. */
  flags: ReadonlySet<string>;
}

export async function dryRun(app: FastifyInstance, input: DryRunInput): Promise<DryRunResult[]> {
  const entries = draftBlocks(input.blocks);
  const perRole = await Promise.all(
    input.roles.map(async (role) => {
      const auth = await tokenFor(app, role);
      const answers = new Map<string, Promise<{ ok: true; value: Value } | { ok: false; message: string }>>();
      const call = (c: SourceRequest, language: string) => {
        const url = requestUrl(c);
        let hit = answers.get(url);
        if (!hit) {
          hit = (async () => {
            const token = 'token' in auth ? auth.token : null;
            const reader: Reader = { app, session: async () => (token ? resolveSession(app.db.kysely, token) : null), acceptLanguage: languageByCode(language)?.bcp47 ?? 'en' };
            const read = await readUrl(url, reader);
            if (!read.ok) return { ok: false as const, message: `${c.path} answered ${read.status} ${read.errorCode}: ${read.message}` };
            return { ok: true as const, value: read.value };
          })();
          answers.set(url, hit);
        }
        return hit;
      };
      const tasks: (() => Promise<DryRunResult>)[] = [];
      for (const language of input.languages) {
        const code = (languageByCode(language)?.code ?? language).toUpperCase();
        const apiLanguage = code.toLowerCase();
        const audience = { role, language: code, flags: input.flags };
        for (const block of entries) {
          tasks.push(async () => resolveBlock(block, role, apiLanguage, audience, auth, call));
        }
      }
      return pool(tasks, DRY_RUN_CONCURRENCY);
    }),
  );
  return perRole.flat();
}

async function resolveBlock(
  block: Unchecked<Block>,
  role: DryRunRole,
  language: string,
  audience: Parameters<typeof visibleFor>[1],
  auth: { token: string | null } | { skip: string },
  call: (c: SourceRequest, language: string) => Promise<{ ok: true; value: Value } | { ok: false; message: string }>,
): Promise<DryRunResult> {
  const source = block.source;
  const sourceName = source && typeof source.name === 'string' ? source.name : null;
  const base = {
    blockId: typeof block.id === 'string' ? block.id : '?',
    widget: typeof block.widget === 'string' ? block.widget : '?',
    source: sourceName,
    role,
    language,
  };
  const visible = visibleFor(block, audience);
  if (!visible) return { ...base, visible, status: 'skipped', count: null, message: 'not shown to this audience' };
  if ('skip' in auth) return { ...base, visible, status: 'skipped', count: null, message: auth.skip };
  if (!sourceName) return { ...base, visible, status: 'ok', count: null, message: null };
  const decl = sourceDeclaration(sourceName);
  if (!decl) return { ...base, visible, status: 'error', count: null, message: `unknown source ${sourceName}` };
  const params = source?.params && typeof source.params === 'object' ? { ...(source.params as Record<string, unknown>) } : {};
  const planned = decl.requests(params, { language, role });
  // No calls: the player answers without asking (e.g. no unread counts for visitors and trial players), which is fine.
  if (!planned.length) return { ...base, visible, status: 'ok', count: null, message: null };
  const answers: Value[] = [];
  for (const c of planned) {
    const answer = await call(c, language);
    if (!answer.ok) return { ...base, visible, status: 'error', count: null, message: answer.message };
    answers.push(answer.value);
  }
  let count: number;
  try {
    count = countItems(decl, decl.select(answers, params));
  } catch (e) {
    return { ...base, visible, status: 'error', count: null, message: `${sourceName}: the answer has not the shape the player reads (${(e as Error).message})` };
  }
  return count === 0
    ? { ...base, visible, status: 'empty', count, message: `${sourceName} has nothing to show` }
    : { ...base, visible, status: 'ok', count, message: null };
}
