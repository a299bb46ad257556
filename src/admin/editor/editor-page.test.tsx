/** The preview's switches above the phone frame say what each one sets. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { operator } from '../session';
import { EditorPage, PREVIEW_ACTUAL } from './editor-page';

const detail = { screen: 'home', draft: { layout: { screen: 'home', version: 1, blocks: [{ id: 'rg', widget: 'RgNotice' }] }, revision: 1, updatedBy: 'x', updatedAt: null }, published: null, versions: [] };

beforeEach(() => {
  Object.assign(operator, { checked: true, username: 'ed', role: 'editor' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const value = url.startsWith('/api/admin/layouts/home') ? detail : url === '/api/admin/preview' && method === 'POST' ? { token: 'tok' } : url === '/api/system/settings' ? { whitelabel: { PROMO3: true } } : {};
      return new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('labels the role, language, platform and OS switches with their names, and says what the empty choice keeps', async () => {
  render(
    <MemoryRouter initialEntries={['/layouts/home']}>
      <Routes>
        <Route path="/layouts/:screen" element={<EditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const bar = await screen.findByRole('group', { name: 'Preview as' });
  for (const [name, option] of [['Role', 'member'], ['Language', 'TY'], ['Platform', 'pwa'], ['OS', 'android']] as const) {
    // The visible label is the switch's accessible name (not only an aria-label nobody sees).
    const select = within(bar).getByRole('combobox', { name });
    const label = within(bar).getByText(name, { selector: 'label' });
    expect(label).toBeVisible();
    expect(label).toHaveAttribute('for', select.id);
    expect(select).toHaveDisplayValue(PREVIEW_ACTUAL);
    expect(within(select).queryByRole('option', { name: 'actual' })).toBeNull();
    await userEvent.selectOptions(select, option);
    expect(select).toHaveValue(option);
  }
});
