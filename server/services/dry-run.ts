/**
 * The live-data dry run: for each role × language, decides
 * which blocks a player would see (the client's condition logic) and resolves
 * each visible block's source against the real API — through `app.inject`, as
 * that role — flagging blocks that would render empty or fail: a winner board
 * with no winners, a game row of a vendor that is switched off, a promo strip
 * with no promotions.
 */
import type { FastifyInstance } from 'fastify';
import type { SourceName } from '../../schemas/sources.schema';
import type { DryRunRole } from '../../schemas/admin.schema';
import { PAGE_SIZE_FAVOURITES_HOME, PAGE_SIZE_HOME_ROW, TRIAL_TYPE, WINNER_LIMIT } from '../../src/lib/constants';
import { languageByCode } from '../../src/lib/languages';
import { visibleFor } from './layout-audience';
import { draftBlocks, type LooseBlock } from './layout-rules';
import { createSession, resolveSession } from './sessions';

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

type Params = Record<string, unknown>;
type Value = Record<string, unknown>;
interface Call {
  path: string;
  query: Record<string, unknown>;
  /** How many items the answer holds for the block. */
  count(value: Value): number;
}

const len = (v: unknown) => (Array.isArray(v) ? v.length : 0);

/** Picks a §3 resource of a type from an /api/downloads answer (download links first, then channels), as the client does. */
const hasResource = (v: Value, type: unknown) =>
  [...(Array.isArray(v.downloads) ? v.downloads : []), ...(Array.isArray(v.channels) ? v.channels : [])].some(
    (r: { resourceType?: unknown; url?: unknown }) => typeof r?.resourceType === 'string' && r.resourceType.toUpperCase() === String(type).toUpperCase() && typeof r.url === 'string' && r.url !== '',
  );

/**
 * The server-side twin of src/runtime/sources.ts: the API call(s) each source makes for a
 * role, with the same queries, and how many items the block would get. No calls: the client
 * answers without asking (e.g. no unread counts for visitors and trial players), which is fine.
 */
const SOURCE_CALLS: { [N in SourceName]: (p: Params, language: string, role: DryRunRole) => Call[] } = {
  'banners.group': (p, language) => [{ path: '/api/announcements', query: { platform: 'M', types: 'B', groupName: p.group, language }, count: (v) => len(v.banners) }],
  'notices.marquee': (_p, language) => [{ path: '/api/announcements', query: { platform: 'M', types: 'PL', language }, count: (v) => len(v.player) }],
  'winners.top': (p, language) => [
    { path: '/api/games/winners', query: { gameCategory: p.gameCategory ?? 'ALL', limitNum: p.limit ?? WINNER_LIMIT, language }, count: (v) => len(v.list) },
  ],
  'games.byType': (p, language) => [
    {
      path: '/api/games',
      query: { platform: 'html5', gameType: p.gameType, vassalage: p.vassalage, gameClassify: p.gameClassify, pageNo: 1, pageSize: p.pageSize ?? PAGE_SIZE_HOME_ROW, language },
      count: (v) => len(v.games),
    },
  ],
  'games.hot': (p, language) => [
    { path: '/api/games/hot', query: { isPlatform: 2, platform: 'html5', pageNo: 1, pageSize: p.pageSize ?? PAGE_SIZE_HOME_ROW, language }, count: (v) => len(v.games) },
  ],
  'games.favourites': (p, _language, role) =>
    role === 'visitor' ? [] : [{ path: '/api/member/favourites', query: { pageNo: 1, pageSize: p.pageSize ?? PAGE_SIZE_FAVOURITES_HOME, clientType: 2 }, count: (v) => len(v.games) }],
  'vendors.byType': (p) => [{ path: '/api/games/vendors', query: { gameType: p.gameType }, count: (v) => len(v.list) }],
  'promotions.list': (p, language) => [
    p.kind === 'mission'
      ? { path: '/api/missions', query: { language }, count: (v) => Math.min(len(v.list), typeof p.limit === 'number' ? p.limit : Infinity) }
      : { path: '/api/announcements', query: { platform: 'M', types: 'PR', language }, count: (v) => Math.min(len(v.promotion), typeof p.limit === 'number' ? p.limit : Infinity) },
  ],
  // The client keeps only the viewer's kind (A signed in, B visitors) and what it has not shown yet; every live pop-up counts here.
  'popups.home': (_p, language) => [{ path: '/api/announcements', query: { platform: 'M', types: 'PU', language }, count: (v) => len(v.popup) }],
  // One link entry of a menu: empty while the operator has no link of that type (the entry is hidden then).
  'site.resource': (p) => [{ path: '/api/downloads', query: {}, count: (v) => (hasResource(v, p.type) ? 1 : 0) }],
  // A badge: the entry shows whatever the counts, so any answer counts as one item.
  'member.unread': (_p, _language, role) => (role === 'member' || role === 'agent' ? [{ path: '/api/member/unread', query: {}, count: () => 1 }] : []),
  'site.footer': (_p, language) => [
    { path: '/api/help', query: { lang: language, device: 'MOBILE' }, count: (v) => len(v.list) },
    { path: '/api/downloads', query: {}, count: (v) => len(v.channels) },
  ],
};

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
    const res = await app.inject({ method: 'POST', url: '/api/auth/trial' });
    const body = res.json<{ success: boolean; value?: { token: string }; message?: string }>();
    if (!body.success || !body.value) return { skip: `could not start a trial session: ${body.message ?? res.statusCode}` };
    cache.set(role, body.value.token);
    return { token: body.value.token };
  }
  const account = DRY_RUN_ACCOUNTS[role];
  const member = await kysely.selectFrom('members').select(['id', 'type', 'status']).where('account', '=', account).executeTakeFirst();
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

function queryString(query: Record<string, unknown>) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
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
      const call = (c: Call, language: string) => {
        const url = c.path + queryString(c.query);
        let hit = answers.get(url);
        if (!hit) {
          hit = (async () => {
            const headers: Record<string, string> = { accept: 'application/json', 'accept-language': languageByCode(language)?.bcp47 ?? 'en' };
            if ('token' in auth && auth.token) headers.authorization = `Bearer ${auth.token}`;
            const res = await app.inject({ method: 'GET', url, headers });
            let body: { success?: boolean; value?: Value; errorCode?: string; message?: string };
            try {
              body = res.json();
            } catch {
              return { ok: false as const, message: `${c.path} answered HTTP ${res.statusCode}` };
            }
            if (res.statusCode >= 400 || !body.success) return { ok: false as const, message: `${c.path} answered ${res.statusCode} ${body.errorCode ?? ''}: ${body.message ?? ''}`.trim() };
            return { ok: true as const, value: body.value ?? {} };
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
  block: LooseBlock,
  role: DryRunRole,
  language: string,
  audience: Parameters<typeof visibleFor>[1],
  auth: { token: string | null } | { skip: string },
  call: (c: Call, language: string) => Promise<{ ok: true; value: Value } | { ok: false; message: string }>,
): Promise<DryRunResult> {
  const source = (block as { source?: { name?: unknown; params?: unknown } }).source;
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
  const calls = Object.hasOwn(SOURCE_CALLS, sourceName) ? SOURCE_CALLS[sourceName as SourceName] : null;
  if (!calls) return { ...base, visible, status: 'error', count: null, message: `unknown source ${sourceName}` };
  const params = source?.params && typeof source.params === 'object' ? (source.params as Params) : {};
  const planned = calls(params, language, role);
  if (!planned.length) return { ...base, visible, status: 'ok', count: null, message: null };
  let count = 0;
  for (const c of planned) {
    const answer = await call(c, language);
    if (!answer.ok) return { ...base, visible, status: 'error', count: null, message: answer.message };
    count += c.count(answer.value);
  }
  return count === 0
    ? { ...base, visible, status: 'empty', count, message: `${sourceName} has nothing to show` }
    : { ...base, visible, status: 'ok', count, message: null };
}
