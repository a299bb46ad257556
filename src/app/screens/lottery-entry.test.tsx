/** The prize mode (§4) decides where the lottery entries open. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isActive } from '../../../widgets/shared/nav';
import { prizeMode } from '../../lib/game-entry';
import { routeOf } from '../routes';
import { LotteryEntry } from './lottery-entry';

describe('prize mode (§4)', () => {
  it('is electronic lottery when the mapping has TCG_LOTTO_VN or LOTT, else standard', () => {
    const v = { vassalage: 'X' };
    expect(prizeMode({ LOTT: [v] })).toBe('ELOTT');
    expect(prizeMode({ TCG_LOTTO_VN: [v], RNG: [v] })).toBe('ELOTT');
    expect(prizeMode({ RNG: [v], ELOTT: [v] })).toBe('LOTT');
    expect(prizeMode({ LOTT: [] })).toBe('LOTT');
    expect(prizeMode({})).toBe('LOTT');
  });

  it('the lottery entry is current on either lottery list', () => {
    expect(routeOf('/lottery')).toMatchObject({ screen: 'lottery', shell: 'main' });
    expect(isActive('/elott', '/m/lottery')).toBe(true);
    expect(isActive('/lott', '/m/lottery')).toBe(true);
    expect(isActive('/slot-games', '/m/lottery')).toBe(false);
  });
});

describe('/m/lottery', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
  }
  const open = (mapping: Record<string, unknown[]>, ok = true) => {
    vi.stubGlobal('fetch', vi.fn(async () => (ok ? Response.json({ success: true, value: { list: [], mapping, sorting: [] } }) : Response.json({ success: false, errorCode: 'system.unknown', message: 'x' }, { status: 500 }))));
    render(
      <MemoryRouter initialEntries={['/lottery']}>
        <Routes>
          <Route path="/lottery" element={<LotteryEntry />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  };

  it('opens the electronic lottery when the mapping has LOTT', async () => {
    open({ LOTT: [{ vassalage: 'TCG_LOTTO_VN' }], ELOTT: [{ vassalage: 'PARLOR' }] });
    expect(await screen.findByTestId('where')).toHaveTextContent('/elott');
  });

  it('opens the standard lottery otherwise, and when the mapping cannot be had', async () => {
    open({ RNG: [{ vassalage: 'JILI' }] });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/lott$/);
  });

  it('falls back to the standard lottery on a failed call', async () => {
    open({}, false);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/lott$/);
  });
});
