/** §2 language selector: the site's languages with their flags and a check on the current one. */
import { useTranslation } from 'react-i18next';
import { LANGUAGES, languageByCode } from '../../lib/languages';
import { clearSourceCache } from '../../runtime/source-cache';
import { settings, useSettings } from '../../state/settings';
import { STORAGE_KEYS, writeString } from '../../state/storage';
import { changeLanguage, rememberLanguageForServer } from '../i18n';
import { MemberIcon } from './member-icon';
import { languageLabel } from '../../lib/language-labels';

/** Switches the language for good (§3 local key `language`); language-bound data is fetched again. */
async function chooseLanguage(code: string): Promise<void> {
  const lang = languageByCode(code);
  if (!lang) return;
  settings.language = lang.code;
  writeString(STORAGE_KEYS.language, lang.code);
  rememberLanguageForServer(lang.code);
  clearSourceCache();
  await changeLanguage(lang.code);
}

export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const st = useSettings();
  const offered = st.settings?.languages?.length ? LANGUAGES.filter((l) => st.settings!.languages.includes(l.code)) : LANGUAGES;
  return (
    <ul role="listbox" aria-label={t('member.language')} className="grid grid-cols-2 gap-1.5">
      {offered.map((l) => {
        const current = l.code === st.language;
        return (
          <li key={l.code} role="none">
            <button
              type="button"
              role="option"
              aria-selected={current}
              lang={l.bcp47}
              onClick={() => void chooseLanguage(l.code).then(() => onChosen?.())}
              className={`flex w-full items-center gap-2 h-10 px-3 rounded-xl text-sm text-start border ${current ? 'border-brand/60 bg-brand/10 text-ink font-semibold' : 'border-line bg-surface text-muted'}`}
            >
              <span aria-hidden="true">{languageLabel(l.code).flag}</span>
              <span className="truncate flex-1">{languageLabel(l.code).name}</span>
              {current && <MemberIcon name="check" className="size-4 text-brand shrink-0" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
