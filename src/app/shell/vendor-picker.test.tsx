/** The long-press providers menu opens the chosen provider after the select-menu delay (300 ms). */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeVendors } from '../../../tests/fixtures/widgets';
import { SELECT_MENU_MS } from '../../lib/constants';
import { closeVendorPicker, openVendorPicker, ui } from '../../state/ui';
import { VendorPicker } from './vendor-picker';

Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

const asked: URL[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    return Response.json({ success: true, value: { list: makeVendors(4), mapping: {}, sorting: [] } });
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  closeVendorPicker();
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

it('lists the category\'s providers and, 300 ms after one is chosen, closes and opens the category narrowed to it', async () => {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="*" element={<><VendorPicker /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  act(() => openVendorPicker('/slot-games'));
  const sheet = await screen.findByRole('dialog', { name: 'Slots · Providers' });
  expect(asked[0]!.searchParams.get('gameType')).toBe('RNG');
  const jili = await screen.findByRole('button', { name: 'JILI' });
  expect(screen.getByRole('button', { name: 'All providers' })).toBeVisible();
  vi.useFakeTimers();
  fireEvent.click(jili);
  expect(jili).toHaveAttribute('aria-pressed', 'true');
  act(() => vi.advanceTimersByTime(SELECT_MENU_MS - 1));
  expect(screen.getByTestId('where')).toHaveTextContent('/home');
  expect(ui.vendorPicker).toBe('/slot-games');
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByTestId('where')).toHaveTextContent('/slot-games?vassalage=V1');
  expect(ui.vendorPicker).toBeNull();
  expect(SELECT_MENU_MS).toBe(300);
  expect(sheet).toBeDefined();
});
