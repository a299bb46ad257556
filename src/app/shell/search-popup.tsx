/**
 * §2 header search popup: the game search (box, 3-character minimum, 500 ms debounce, results
 * with count and load more, hot games while empty) over the current page, from the top. A lazy
 * chunk, loaded on the first tap of the header's search button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from '../screens/search-screen';
import { Sheet } from './bottom-sheet';

export default function SearchPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Each opening starts with an empty box: a new key per opening.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((n) => n + 1);
  }
  return (
    <Sheet side="top" title={t('routes.search')} open={open} onClose={onClose}>
      <SearchPanel key={openings} gameType="" inPopup onLeave={onClose} />
    </Sheet>
  );
}
