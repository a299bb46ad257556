import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';

// findBy…/waitFor give up after 1 s by default: on a slow, busy CI machine a lazy widget chunk
// and its data can take longer than that. They still return as soon as the state is there.
configure({ asyncUtilTimeout: 5000 });

// Tests read the real English strings.
await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

// Files that need no DOM say `// @vitest-environment node` at the top and skip jsdom's start
// (over a second per file on a busy two-core machine): there is nothing to clean up in them.
const hasDom = typeof document !== 'undefined';
afterEach(() => {
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
});
