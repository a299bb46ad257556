/**
 * A locale file goes out in two parts. `first`: what the first screen of any page can show (the
 * shell, home, the game lists, their widgets, errors, the status screen). `later`: the groups only
 * screens and sheets that open later use (wallet, member area, forms); it loads right after the
 * first screen, and before any screen that needs it (src/app/i18n.ts, src/app/routes.tsx).
 * The build serves each part as its own chunk (`locales/xx.json?part=first`, vite.config.ts).
 */
export type LocalePart = 'first' | 'later';

/**
 * Groups no first screen uses, as key paths (a top-level group, a group inside one, or one string
 * only later screens show: the reward form's picture refusals). A group not
 * named here loads first, so a new one is never missing. The errors a first screen can meet
 * (network, request, system, auth, game…) stay first. The pop-ups of the download offer and of
 * the community channels wait for this part as they load (src/app/shell, src/app/member).
 */
export const LATER_GROUPS: readonly string[] = [
  'wallet', 'member', 'responsible', 'register', 'agent', 'apply', 'login', 'forget', 'validation', 'help', 'logout', 'play', 'verify', 'download', 'channel',
  'errors.admin', 'errors.wallet', 'errors.password', 'errors.responsible', 'errors.register', 'errors.sms', 'errors.modify',
  'errors.affiliate', 'errors.contract', 'errors.email', 'errors.member', 'errors.activity', 'errors.play', 'errors.verify', 'errors.login',
  'errors.upload', 'errors.activity_image_type', 'errors.activity_apply_remark_limit3', 'errors.activity_apply_remark_limit4', 'missions',
];

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The part of `dict` under (`part` 'later') or outside (`part` 'first') the given key paths. */
function split(dict: Dict, paths: readonly string[][], part: LocalePart): Dict {
  const out: Dict = {};
  for (const [k, v] of Object.entries(dict)) {
    const here = paths.filter((p) => p[0] === k);
    if (here.some((p) => p.length === 1)) {
      if (part === 'later') out[k] = v;
    } else if (here.length && isDict(v)) {
      const inner = split(v, here.map((p) => p.slice(1)), part);
      if (Object.keys(inner).length) out[k] = inner;
    } else if (part === 'first') out[k] = v;
  }
  return out;
}

const LATER_PATHS = LATER_GROUPS.map((g) => g.split('.'));

/** The strings of a locale dictionary that belong to `part` (the two parts together are the whole). */
export function localePart(dict: Dict, part: LocalePart): Dict {
  return split(dict, LATER_PATHS, part);
}

/** `locales/en.json?part=first` → { file: …/locales/en.json, part: 'first' }; null for any other id. */
export function localePartId(id: string): { file: string; part: LocalePart } | null {
  const m = /^(.*[\\/]locales[\\/][\w-]+\.json)\?part=(first|later)$/.exec(id);
  return m ? { file: m[1]!, part: m[2] as LocalePart } : null;
}
