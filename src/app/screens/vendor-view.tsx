/**
 * §2: a category that is not a list type (live casino, sports, lottery…) opens on its vendors:
 * a card per vendor with its game count; a card opens that vendor's games (the same page with
 * `?vassalage=`, so back returns to the cards). A category of one vendor shows its games at once.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '../../../widgets/shared/format';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { getVendors, type VendorInfo } from '../../api/games/get-vendors';
import { categoryVendors, type GameEntry } from '../../lib/game-entry';
import { useRuntimeContext } from '../../runtime/context';
import { SiteImage } from '../../../widgets/shared/site-image';
import { VENDOR_CARDS_PER_ROW } from '../../lib/constants';

export function VendorView({
  entry,
  list,
}: {
  entry: GameEntry;
  /** The game list, for a category of a single vendor: handed the vendors already read, so that it does not ask for them again. */
  list: (vendors: readonly VendorInfo[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ctx = useRuntimeContext();
  const [vendors, setVendors] = useState<VendorInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const c = new AbortController();
    getVendors({ gameType: entry.gameType }, c.signal).then(
      (v) => setVendors(categoryVendors(entry, v.list)),
      (e: Error) => e.name !== 'AbortError' && setFailed(true),
    );
    return () => c.abort();
  }, [entry, attempt]);

  if (failed) {
    return (
      <RetryBox
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (vendors && vendors.length <= 1) return <>{list(vendors)}</>;
  return (
    <section className="px-3 py-3" data-testid="vendor-view" data-game-key={entry.key} aria-busy={!vendors}>
      <p className="pb-2 text-xs text-muted" aria-live="polite">
        {vendors ? t('games.providerCount', { formatted: formatCount(vendors.length, ctx.widget.language) }) : '\u00a0'}
      </p>
      <div className="grid gap-2" style={{ gridTemplateColumns: `repeat(${VENDOR_CARDS_PER_ROW}, minmax(0, 1fr))` }}>
        {vendors
          ? vendors.map((v, i) => (
              <button
                key={v.vassalage}
                type="button"
                data-testid="vendor-card"
                onClick={() => navigate({ search: `?vassalage=${encodeURIComponent(v.vassalage)}` })}
                className="card overflow-hidden text-start"
              >
                <SiteImage
                  src={v.iconUrl}
                  cdn={ctx.widget.imageCdn}
                  alt=""
                  width={200}
                  height={100}
                  // The first row is the screen's largest paint (the page preloads its images: server/lib/player-page.ts).
                  loading={i < VENDOR_CARDS_PER_ROW ? 'eager' : 'lazy'}
                  fetchPriority={i < VENDOR_CARDS_PER_ROW ? 'high' : undefined}
                  className="w-full aspect-[2/1] object-cover"
                />
                <span className="block px-2 pt-1.5 text-sm font-semibold truncate">{v.displayName}</span>
                <span className="block px-2 pb-2 text-[11px] text-muted">{t('games.count', { formatted: formatCount(v.gameCount, ctx.widget.language) })}</span>
              </button>
            ))
          : Array.from({ length: 4 }, (_, i) => <div key={i} className="skeleton aspect-[4/3] rounded-xl" />)}
      </div>
    </section>
  );
}
