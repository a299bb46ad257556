/**
 * §2 long press on a game menu tab (370 ms): the category's providers as a select menu. Choosing
 * one shows it chosen, and after the select-menu delay (300 ms) closes the menu and opens the
 * category narrowed to that provider (`?vassalage=`); "All providers" opens it whole.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getVendors, type VendorInfo } from '../../api/games/get-vendors';
import { SELECT_MENU_MS } from '../../lib/constants';
import { categoryVendors, entryFor } from '../../lib/game-entry';
import { GAME_LIST_ROUTES } from '../../lib/game-routes';
import { useSettings } from '../../state/settings';
import { closeVendorPicker, useUi } from '../../state/ui';
import { BottomSheet } from './bottom-sheet';

export function VendorPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { vendorPicker: path } = useUi();
  const { settings } = useSettings();
  const key = path ? GAME_LIST_ROUTES[path.replace(/^\/+/, '')] : undefined;
  const [vendors, setVendors] = useState<VendorInfo[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const groupsKey = JSON.stringify(settings?.vendorGroups ?? {});

  useEffect(() => {
    setVendors(null);
    setChosen(null);
    if (!key) return;
    const entry = entryFor(key, settings?.vendorGroups ?? {});
    const c = new AbortController();
    getVendors({ gameType: entry.gameType }, c.signal).then(
      (v) => setVendors(categoryVendors(entry, v.list)),
      () => setVendors([]),
    );
    return () => c.abort();
    // The groups' content, not the settings object, decides the vendors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, groupsKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pick = (vassalage: string) => {
    if (!path || chosen !== null) return;
    setChosen(vassalage);
    timer.current = setTimeout(() => {
      closeVendorPicker();
      navigate(vassalage ? `${path}?vassalage=${encodeURIComponent(vassalage)}` : path);
    }, SELECT_MENU_MS);
  };
  const close = () => {
    clearTimeout(timer.current);
    closeVendorPicker();
  };

  const options = [{ vassalage: '', displayName: t('games.provider.all'), iconUrl: '' }, ...(vendors ?? [])];
  return (
    <BottomSheet title={key ? `${t(`games.types.${key}`)} · ${t('games.provider.title')}` : t('games.provider.title')} open={!!key} onClose={close}>
      <div className="grid grid-cols-3 gap-2" data-testid="vendor-picker" aria-busy={!vendors}>
        {options.map((v) => {
          const on = chosen === v.vassalage;
          return (
            <button
              key={v.vassalage || 'all'}
              type="button"
              aria-pressed={on}
              onClick={() => pick(v.vassalage)}
              className={`rounded-xl border p-1 text-[11px] ${on ? 'border-brand text-ink' : 'border-line text-muted'}`}
            >
              {v.iconUrl ? <img src={v.iconUrl} alt="" className="w-full aspect-[2/1] rounded-lg object-cover" /> : <span className="grid place-items-center aspect-[2/1] font-bold" aria-hidden="true">{t('games.filter.all')}</span>}
              <span className="block truncate mt-0.5">{v.displayName}</span>
            </button>
          );
        })}
      </div>
    </BottomSheet>
  );
}
