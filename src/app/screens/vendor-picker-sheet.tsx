/**
 * The game list's vendor selector: a sheet of vendor logos (and "all"), the
 * one picked lit; the choice applies on confirm.
 */
import { useTranslation } from 'react-i18next';
import type { VendorInfo } from '../../api/games/get-vendors';
import { BottomSheet } from '../shell/bottom-sheet';

export function VendorPickerSheet({ open, vendors, pick, onPick, onClose, onConfirm }: { open: boolean; vendors: readonly VendorInfo[]; pick: string; onPick: (vassalage: string) => void; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      title={t('games.provider.title')}
      open={open}
      onClose={onClose}
      footer={
        <button type="button" className="btn-primary w-full h-11" onClick={onConfirm}>
          {t('common.confirm')}
        </button>
      }
    >
      <div className="grid grid-cols-3 gap-2">
        {[{ vassalage: '', displayName: t('games.provider.all'), iconUrl: '', iconMonoUrl: '' }, ...vendors].map((v) => {
          const on = pick === v.vassalage;
          return (
            <button key={v.vassalage || 'all'} type="button" aria-pressed={on} onClick={() => onPick(on && v.vassalage ? '' : v.vassalage)} className={`rounded-xl border p-1 text-[11px] ${on ? 'border-brand text-ink' : 'border-line text-muted'}`}>
              {v.iconUrl ? <img src={on ? v.iconUrl : v.iconMonoUrl} alt="" className="w-full aspect-[2/1] rounded-lg object-cover" /> : <span className="grid place-items-center aspect-[2/1] font-bold">{t('games.provider.all')}</span>}
              <span className="block truncate mt-0.5">{v.displayName}</span>
            </button>
          );
        })}
      </div>
    </BottomSheet>
  );
}
