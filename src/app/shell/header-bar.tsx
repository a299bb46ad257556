import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../widgets/shared/icon';
import { routeOf } from '../../../platform/route-table';
import { LanguageButton } from './language-button';

/** §2 generic header bar: back arrow (home from login, register, activity, forget, download), title from the route, the language selector where the route offers it. */
export function HeaderBar({ right }: { right?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = routeOf(useLocation().pathname);
  const back = () => {
    if (meta?.backHome || window.history.length <= 1) navigate('/home');
    else navigate(-1);
  };
  return (
    <header className="sticky top-0 z-30 grid grid-cols-[2.5rem_1fr_2.5rem] items-center h-12 px-1 bg-bg/90 backdrop-blur-md border-b border-line/60">
      <button type="button" onClick={back} aria-label={t('common.back')} className="grid place-items-center size-10 text-ink">
        <Icon name="chevron-left" className="size-6 rtl:rotate-180" />
      </button>
      <h1 className="text-center font-bold truncate">{meta ? t(meta.title) : ''}</h1>
      <div className="grid place-items-center">{right ?? (meta?.languagePicker && <LanguageButton />)}</div>
    </header>
  );
}
