/** §2 language choice from a menu entry: the site's languages in a bottom sheet; choosing one closes it. */
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../shell/bottom-sheet';
import { LanguageList } from './language-list';

export default function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet title={t('member.language')} open={open} onClose={onClose}>
      <div data-testid="language-sheet">
        <LanguageList onChosen={onClose} />
      </div>
    </BottomSheet>
  );
}
