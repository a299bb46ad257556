/**
 * Preview mode: the player site inside the console's phone frame. It is on only
 * with a preview token (from the URL, kept for the tab's session), which the
 * server checks before it answers a draft; players never have one. The console
 * can also push the unsaved draft and audience switches by postMessage.
 */
import { proxy, useSnapshot } from 'valtio';
import { PREVIEW_PARAM, type FromPreview, type PreviewOverrides } from '../lib/preview-protocol';

const TOKEN_KEY = 'PARLOR_PREVIEW_TOKEN';

interface PreviewState {
  token: string | null;
  /** Drafts pushed by the console, by screen. */
  layouts: Record<string, { raw: unknown; rev: number }>;
  overrides: PreviewOverrides;
  selected: string | null;
}

export const preview = proxy<PreviewState>({ token: null, layouts: {}, overrides: {}, selected: null });

/** The console's origin: this page's own, unless the server named another (ADMIN_ORIGIN) in a preview load's boot data. */
let consoleOrigin: string | null = null;

export function usePreview() {
  return useSnapshot(preview);
}

export function previewToken(): string | null {
  return preview.token;
}

/** The origin the console's messages come from and the answers go to. */
export const consoleOriginNow = (): string => consoleOrigin ?? location.origin;

export function post(msg: FromPreview) {
  if (window.parent !== window) window.parent.postMessage(msg, consoleOriginNow());
}

export function reportPreviewClick(blockId: string) {
  post({ type: 'parlor:preview:clicked', blockId });
}

/**
 * Reads the token and, inside a frame, listens to the console. Call once at boot. `fromConsole`:
 * the console's origin when it has its own (the page's boot data says so), whose messages alone
 * are taken and to which alone the answers go. Listening is a chunk of its own
 * (preview-messages.ts): only a page with a preview token loads it. Settles once it listens.
 */
export async function initPreview(onLanguage: (code: string) => void, fromConsole?: string): Promise<void> {
  if (typeof window === 'undefined') return;
  consoleOrigin = fromConsole ?? null;
  const fromUrl = new URLSearchParams(location.search).get(PREVIEW_PARAM);
  let token = fromUrl;
  try {
    if (fromUrl) sessionStorage.setItem(TOKEN_KEY, fromUrl);
    else token = sessionStorage.getItem(TOKEN_KEY);
  } catch {
    /* storage blocked: the URL token still works for this load */
  }
  if (!token) return;
  preview.token = token;
  (await import('./preview-messages')).listenToConsole(onLanguage);
}
