/** Browser storage that never throws (private mode, full quota, no window in tests). */
export function readJson<T>(key: string, store: 'local' | 'session' = 'local'): T | null {
  try {
    const raw = (store === 'local' ? localStorage : sessionStorage).getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, store: 'local' | 'session' = 'local'): void {
  try {
    const s = store === 'local' ? localStorage : sessionStorage;
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the app works without persistence */
  }
}

export function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* ignore */
  }
}

/** §3 local storage keys. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  language: 'language',
  status: 'SYSTEM_STATUS',
  layoutPrefix: 'LAYOUT_',
  /** '1' once the site has been opened from the home-screen web clip the MOBILECONFIG profile installs. */
  webclip: 'WEBCLIP',
} as const;
