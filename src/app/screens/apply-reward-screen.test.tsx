/**
 * The reward application screen knows the member's own application state before they press Submit:
 * a pending application or a reached limit shows a disabled, labelled button instead of Submit; a
 * promotion not started yet says "Coming soon". After a successful application the promotions'
 * lists are fetched anew, so /m/activity shows the new state without a reload.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionDetail } from '../../api/content/get-promotion';
import { acquire, clearSourceCache } from '../../runtime/source-cache';
import { session } from '../../state/session';
import { ApplyRewardScreen } from './apply-reward-screen';

vi.mock('../../api/content/apply-reward', () => ({ applyReward: vi.fn(async () => ({ success: true, applicationId: 1, pictures: [] })) }));

const PROMO: PromotionDetail = {
  id: 5,
  title: 'Weekly reload',
  content: '<p>x</p>',
  startDate: '2026-11-01',
  endDate: null,
  noExpiry: 1,
  read: true,
  linkedPromotionId: null,
  imageRequired: 'N',
  remarkRequired: 'N',
  status: 'Join',
  period: 'running',
};

let promo: PromotionDetail = PROMO;
let listFetches = 0;

beforeEach(() => {
  promo = PROMO;
  listFetches = 0;
  clearSourceCache();
  Object.assign(session, { token: 'tok', type: 0, userName: 'demo' });
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const path = String(input);
    if (path.startsWith('/api/promotions/5')) return Response.json({ success: true, value: promo });
    if (path.startsWith('/api/announcements')) {
      listFetches++;
      return Response.json({ success: true, value: { banners: [], player: [], popup: [], promotion: [], hot: [] } });
    }
    return Response.json({ success: false, errorCode: 'request.notFound', message: 'x' }, { status: 404 });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSourceCache();
  Object.assign(session, { token: null, type: null, userName: null });
});

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/applyReward?id=5']}>
      <Routes>
        <Route path="/applyReward" element={<ApplyRewardScreen />} />
        <Route path="/activity" element={<p>promotions page</p>} />
      </Routes>
    </MemoryRouter>,
  );
const mine = (extra: Partial<NonNullable<PromotionDetail['myApplication']>> & { canApply: boolean }) => ({ pending: 0, counted: 0, limit: 1, ...extra });

describe('apply reward screen: the member\'s own application state', () => {
  it('with a pending application: a disabled "Application pending" instead of Submit', async () => {
    promo = { ...PROMO, memberStatus: 'Applying', myApplication: mine({ pending: 1, counted: 1, canApply: false, reason: 'pending' }) };
    renderScreen();
    const blocked = await screen.findByRole('button', { name: 'Application pending' });
    expect(blocked).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('with the limit reached: a disabled "Already applied" instead of Submit', async () => {
    promo = { ...PROMO, memberStatus: 'Issued', myApplication: mine({ counted: 1, canApply: false, reason: 'limit' }) };
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Already applied' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('a promotion not started yet: a disabled "Coming soon"', async () => {
    promo = { ...PROMO, period: 'coming', myApplication: mine({ canApply: true }) };
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Coming soon' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('when the member may apply, Submit works; afterwards the promotions list is fetched anew', async () => {
    promo = { ...PROMO, myApplication: mine({ canApply: true }) };
    // The list the player saw before applying, still in the source cache.
    const held = acquire('promotions.list', {}, { language: 'en', token: 'tok' });
    await held.entry.promise;
    held.release();
    expect(listFetches).toBe(1);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('promotions page');
    const again = acquire('promotions.list', {}, { language: 'en', token: 'tok' });
    await again.entry.promise;
    again.release();
    await waitFor(() => expect(listFetches).toBe(2));
  });
});
