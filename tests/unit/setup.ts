import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { missingKeyText } from '../../src/lib/errors';

// findBy…/waitFor give up after 1 s by default: on a slow, busy CI machine a file's first render
// transforms and loads its lazy widget chunks, which took over 5 s beside the journeys (load
// average ~16 on two cores). A stuck limit, not a wait: they return as soon as the state is there,
// and it stays under the tests' own 20 s limit so a real miss still fails with the DOM printed.
configure({ asyncUtilTimeout: 15_000 });

// Tests read the real English strings, a missing one as the app shows it (an unknown error's message is "Unknown error").
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  parseMissingKeyHandler: (key: string, defaultValue?: string) => missingKeyText(key, defaultValue, (k) => i18next.t(k)),
});

// Files that need no DOM say `// @vitest-environment node` at the top and skip jsdom's start
// (over a second per file on a busy two-core machine): there is nothing to clean up in them.
const hasDom = typeof document !== 'undefined';
afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
});
