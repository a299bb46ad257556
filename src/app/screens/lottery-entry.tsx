/**
 * §4 the lottery entries of the menus (/m/lottery): the prize mode decides where they open, the
 * electronic lottery (/m/elott) when the vendor mapping has TCG_LOTTO_VN or LOTT, else the standard
 * one (/m/lott). The mapping comes with GET /api/games/vendors.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { getVendors } from '../../api/games/get-vendors';
import { prizeMode, type PrizeMode } from '../../lib/game-entry';
import { PRIZE_MODE_PATHS } from '../../lib/game-routes';
import { ScreenPlaceholder } from '../shell/screen-boundary';

export function LotteryEntry() {
  const [mode, setMode] = useState<PrizeMode | null>(null);
  useEffect(() => {
    const c = new AbortController();
    getVendors({}, c.signal).then(
      (v) => setMode(prizeMode(v.mapping)),
      // Without the mapping, the standard lottery.
      (e: Error) => e.name !== 'AbortError' && setMode('LOTT'),
    );
    return () => c.abort();
  }, []);
  return mode ? <Navigate to={`/${PRIZE_MODE_PATHS[mode]}`} replace /> : <ScreenPlaceholder />;
}
