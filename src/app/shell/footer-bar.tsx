import { useTranslation } from 'react-i18next';
import { ShellLayout } from '../../runtime/renderer';

/** §2 footer bar; its tabs are the operator-editable `footer-bar` layout (home, rewards, games, events, menu). */
export function FooterBar() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.footer')} className="fixed bottom-0 inset-x-0 z-30 mx-auto max-w-[480px] h-16 pb-[env(safe-area-inset-bottom)] bg-surface/95 backdrop-blur-md border-t border-line">
      <ShellLayout screen="footer-bar" className="grid h-full grid-flow-col auto-cols-fr [&>.block-slot]:h-full" />
    </nav>
  );
}
