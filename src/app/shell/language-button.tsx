/**
 * §2 language selector on the sign-in, registration and forgot-password pages: a globe and
 * the current language's code in the header (text, so it shows where flag emoji cannot); tapping it opens the language list (flags, check on the
 * current one). The page stays, and so does what the player has typed: the filled fields are
 * re-validated in the new language.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageByCode } from '../../lib/languages';
import { useSettings } from '../../state/settings';
import { Icon } from '../../../widgets/shared/icon';
import { withLaterTranslations } from '../i18n';

const LanguageSheet = lazy(withLaterTranslations(() => import('../member/language-sheet')));

export function LanguageButton() {
  const { t } = useTranslation();
  const { language } = useSettings();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const current = languageByCode(language);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // The code shown under the globe is part of the name, so the name contains what is seen.
        aria-label={`${t('member.language')} ${current?.code ?? language}`}
        aria-haspopup="dialog"
        data-testid="language-button"
        className="flex flex-col items-center justify-center size-10 rounded-full text-muted leading-none"
      >
        <Icon name="globe" className="size-4" />
        <span aria-hidden="true" className="mt-0.5 text-[10px] font-bold tracking-wide">{current?.code ?? language}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <LanguageSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
