/**
 * §2 game filter popup: slides in from the right (225 ms); a game-name box, the provider icons
 * (single choice, a second click clears), the type list (first is "all"; single choice, a second
 * click clears), Reset (clears everything and applies) and Filter (applies and closes). Choosing
 * a provider or typing a name clears the type (§4), which the player sees before applying.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../widgets/shared/icon';
import type { VendorInfo } from '../../api/games/get-vendors';
import type { FilterChoice } from '../../state/game-list';
import type { ClassifyKey } from '../../../schemas/games.schema';
import { SidePanel } from '../shell/bottom-sheet';

export function FilterIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={className} aria-hidden="true">
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

export function GameFilterPanel({
  open,
  onClose,
  current,
  vendors,
  showVendors,
  classifications,
  onApply,
  onReset,
}: {
  open: boolean;
  onClose: () => void;
  current: FilterChoice;
  vendors: readonly VendorInfo[];
  /** §4: no provider choice where the vendor selector is not offered. */
  showVendors: boolean;
  classifications: readonly ClassifyKey[];
  onApply: (d: FilterChoice) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FilterChoice>(current);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from what the list shows now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(current);
  }

  const pickVendor = (v: string) => setDraft((d) => ({ ...d, vassalage: d.vassalage === v ? '' : v, gameClassify: '' }));
  // The types on offer follow the chosen provider.
  const chosen = vendors.find((v) => v.vassalage === draft.vassalage);
  const types = chosen ? classifications.filter((c) => chosen.gameClassify.includes(c)) : classifications;
  const pickType = (c: ClassifyKey) => setDraft((d) => ({ ...d, gameClassify: d.gameClassify === c ? '' : c }));

  return (
    <SidePanel
      title={t('games.filter.title')}
      open={open}
      onClose={onClose}
      testId="filter-panel"
      footer={
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            className="btn-ghost h-11"
            onClick={() => {
              setDraft({ gameName: '', vassalage: '', gameClassify: '' });
              onReset();
            }}
          >
            {t('games.filter.reset')}
          </button>
          <button
            type="button"
            className="btn-primary h-11"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t('games.filter.apply')}
          </button>
        </div>
      }
    >
      <div className="space-y-5">
        <label className="block">
          <span className="block mb-1.5 text-xs font-semibold text-muted uppercase tracking-wide">{t('games.filter.name')}</span>
          <span className="flex items-center gap-2 h-10 px-3 rounded-full bg-surface-2 border border-line text-sm">
            <Icon name="search" className="size-4 text-muted" />
            <input
              value={draft.gameName}
              onChange={(e) => setDraft((d) => ({ ...d, gameName: e.target.value, gameClassify: '' }))}
              placeholder={t('games.search.placeholder')}
              className="flex-1 min-w-0 bg-transparent outline-none placeholder:text-muted"
              enterKeyHint="done"
              data-testid="filter-name"
            />
          </span>
        </label>
        {showVendors && vendors.length > 0 && (
          <fieldset>
            <legend className="mb-1.5 text-xs font-semibold text-muted uppercase tracking-wide">{t('games.provider.title')}</legend>
            <div className="grid grid-cols-3 gap-2" data-testid="filter-providers">
              {vendors.map((v) => {
                const on = draft.vassalage === v.vassalage;
                return (
                  <button
                    key={v.vassalage}
                    type="button"
                    aria-pressed={on}
                    onClick={() => pickVendor(v.vassalage)}
                    className={`rounded-xl border p-1 text-[11px] transition-colors ${on ? 'border-brand bg-brand/10 text-ink' : 'border-line text-muted'}`}
                  >
                    <img src={on ? v.iconUrl : v.iconMonoUrl || v.iconUrl} alt="" className="w-full aspect-[2/1] rounded-lg object-cover" />
                    <span className="block truncate mt-0.5">{v.displayName}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
        )}
        <fieldset>
          <legend className="mb-1.5 text-xs font-semibold text-muted uppercase tracking-wide">{t('games.filter.type')}</legend>
          <div className="flex flex-wrap gap-2" data-testid="filter-types">
            <button type="button" aria-pressed={!draft.gameClassify} onClick={() => setDraft((d) => ({ ...d, gameClassify: '' }))} className={chip(!draft.gameClassify)}>
              {t('games.filter.all')}
            </button>
            {types.map((c) => (
              <button key={c} type="button" aria-pressed={draft.gameClassify === c} onClick={() => pickType(c)} className={chip(draft.gameClassify === c)}>
                {t(`games.classify.${c}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
    </SidePanel>
  );
}

export function chip(on: boolean) {
  return `shrink-0 rounded-full px-3 py-1.5 text-xs font-semibold border ${on ? 'bg-brand text-brand-ink border-brand' : 'bg-surface text-muted border-line'}`;
}
