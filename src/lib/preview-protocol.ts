/**
 * Messages between the operators' console and the player site it previews in
 * an iframe. The console sends the unsaved draft and the audience switches; the
 * preview answers which block the operator clicked. Both sides take messages
 * from, and send them to, one origin only: the site's own, or with ADMIN_ORIGIN
 * the other side's as the server names it in each page's boot data.
 */
import type { Os, Platform, Role } from '../../schemas/layout.schema';

/** The query parameter that carries a preview token (issued by POST /api/admin/preview). */
export const PREVIEW_PARAM = 'preview';

/**
 * Where the console keeps its operator token: the tab's session storage, which the same-origin
 * preview frame shares. A preview token works only with the session that minted it, so the
 * preview sends this token along when it asks for a draft. On a console of its own origin
 * (ADMIN_ORIGIN) the frame cannot read it, by design: there the draft arrives only by message.
 */
export const OPERATOR_TOKEN_KEY = 'PARLOR_OPERATOR_TOKEN';

export interface PreviewOverrides {
  role?: Role;
  /** Spec language code, e.g. EN. */
  language?: string;
  platform?: Platform;
  os?: Os;
  /** Whitelabel flags to treat as on (replaces the site's set when given). */
  flags?: string[];
}

export type ToPreview =
  | { type: 'parlor:preview:layout'; screen: string; layout: unknown }
  | { type: 'parlor:preview:context'; overrides: PreviewOverrides }
  | { type: 'parlor:preview:select'; blockId: string | null };

export type FromPreview =
  | { type: 'parlor:preview:ready'; screen: string | null }
  | { type: 'parlor:preview:clicked'; blockId: string };

export function isPreviewMessage<T extends { type: string }>(data: unknown): data is T {
  return !!data && typeof data === 'object' && typeof (data as { type?: unknown }).type === 'string' && (data as { type: string }).type.startsWith('parlor:preview:');
}
