/** Site settings and status from the server, and the active language. */
import { proxy, useSnapshot, type Snapshot } from 'valtio';
import type { Settings, SystemStatus } from '../../schemas/settings.schema';
import { FALLBACK_LANGUAGE, languageByCode } from '../lib/languages';
import { readString, STORAGE_KEYS } from './storage';
import { DEFAULT_MINIMUM_AGE } from '../../schemas/minimum-age';

interface SettingsState {
  settings: Settings | null;
  status: SystemStatus | null;
  /** Spec language code, e.g. EN. */
  language: string;
}

export const settings = proxy<SettingsState>({ settings: null, status: null, language: FALLBACK_LANGUAGE });

/** The language the player chose, if any (the boot calls it first; not at import, as restoreSession in session.ts says why). */
export function restoreLanguage(): void {
  const saved = readString(STORAGE_KEYS.language);
  if (saved && languageByCode(saved)) settings.language = saved.toUpperCase();
}

export function useSettings() {
  return useSnapshot(settings);
}

/** Whitelabel flags that are on; takes the store's settings or a component's snapshot of them. */
export function flagsOn(s: Snapshot<Settings> | null): ReadonlySet<string> {
  return new Set(Object.entries(s?.whitelabel ?? {}).filter(([, on]) => on).map(([k]) => k));
}

/** §5 the minimum age of the site's registration settings (the settings payload carries them), else the default. */
export function minimumAgeOf(s: Snapshot<Settings> | null): number {
  const age = (s as { register?: { minimumAge?: unknown } } | null)?.register?.minimumAge;
  return typeof age === 'number' && Number.isInteger(age) && age > 0 ? age : DEFAULT_MINIMUM_AGE;
}
