import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useEffect, type ReactNode } from 'react';
import { LANGUAGES, languageByCode } from '../src/lib/languages';
import { widgetDefinitions } from '../widgets/registry';
import '../src/styles.css';

const locales = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json', { eager: true });
const resources = Object.fromEntries(
  LANGUAGES.flatMap((l) => {
    const m = locales[`../locales/${l.file}.json`];
    return m ? [[l.bcp47, { translation: m.default }]] : [];
  }),
);
// Play functions wait up to 15 s for what they look for, as the component tests do: beside the
// journeys at load ~16 on a two-core machine, a broken image's error event (the dev server's 404)
// took over 5 s to arrive.
configure({ asyncUtilTimeout: 15_000 });

await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources, interpolation: { escapeValue: false } });

/** Language (with RTL), role and whitelabel flags from the toolbar; widgets read them through their `ctx`. */
function LanguageFrame({ code, children }: { code: string; children: ReactNode }) {
  const lang = languageByCode(code) ?? languageByCode('EN')!;
  useEffect(() => {
    void i18next.changeLanguage(lang.bcp47);
    document.documentElement.lang = lang.bcp47;
    document.documentElement.dir = lang.dir;
  }, [lang]);
  return (
    <div className="app-frame py-4" dir={lang.dir}>
      {children}
    </div>
  );
}

const withGlobals: Decorator = (Story, context) => (
  <LanguageFrame code={(context.globals.language as string) ?? 'EN'}>
    <Story />
  </LanguageFrame>
);

const preview: Preview = {
  decorators: [withGlobals],
  // Widgets load lazily in the app; stories load them up front, so a busy machine cannot time a play function out.
  loaders: [async () => ({ widgets: await Promise.all(widgetDefinitions.map((d) => d.load())) })],
  globalTypes: {
    language: {
      description: 'Language',
      toolbar: { icon: 'globe', items: LANGUAGES.map((l) => ({ value: l.code, title: `${l.flag} ${l.name}` })), dynamicTitle: true },
    },
    role: {
      description: 'Viewer role',
      toolbar: { icon: 'user', items: ['visitor', 'member', 'trial', 'agent'], dynamicTitle: true },
    },
    flags: {
      description: 'Whitelabel flags',
      toolbar: { icon: 'flag', items: [{ value: 'default', title: 'Seeded flags' }, { value: 'none', title: 'All flags off' }], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'EN', role: 'visitor', flags: 'default', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        small: { name: 'Small phone 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        large: { name: 'Large phone 430×932', styles: { width: '430px', height: '932px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
