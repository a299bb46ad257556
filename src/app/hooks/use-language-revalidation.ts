/**
 * §2/§5: changing the language re-validates the fields the player has already filled, so their
 * messages show in the new language; debounced (§9 re-validation 200 ms), so running through
 * several languages re-validates once, after the last one's strings have loaded.
 */
import { useEffect, useRef } from 'react';
import i18next from 'i18next';
import { REVALIDATE_DEBOUNCE_MS } from '../../lib/constants';
import { debounce } from '../../lib/debounce';

type LanguageEvents = Pick<typeof i18next, 'on' | 'off'>;

/** Calls `revalidate` REVALIDATE_DEBOUNCE_MS after the last language change; returns the unsubscribe. */
export function onLanguageSettled(revalidate: () => void, i18n: LanguageEvents = i18next, ms = REVALIDATE_DEBOUNCE_MS): () => void {
  const later = debounce(revalidate, ms);
  const changed = () => later();
  i18n.on('languageChanged', changed);
  return () => {
    i18n.off('languageChanged', changed);
    later.cancel();
  };
}

/** Re-validates a form's filled fields after a language change (the latest `revalidate` of the component runs). */
export function useRevalidateOnLanguageChange(revalidate: () => void): void {
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => onLanguageSettled(() => latest.current()), []);
}
