/** An editor restores retired content from the list; a viewer cannot. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { operator } from '../session';
import { ContentPage } from './content-page';

let items: { id: number; title: string; status: string; type: string }[];
let calls: string[];

beforeEach(() => {
  items = [
    { id: 1, title: 'Live notice', status: 'live', type: 'PL' },
    { id: 2, title: 'Retired notice', status: 'retired', type: 'PL' },
  ];
  calls = [];
  vi.stubGlobal('confirm', () => true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const m = /^\/api\/admin\/announcements\/(\d+)\/restore$/.exec(url);
      if (method === 'POST' && m) items = items.map((i) => (i.id === Number(m[1]) ? { ...i, status: 'disabled' } : i));
      const value = method === 'GET' ? { list: items.filter((i) => !url.includes('status=retired') || i.status === 'retired'), totalCount: items.length } : items.find((i) => i.id === Number(m?.[1]));
      return new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const row = async (title: string) => (await screen.findByRole('button', { name: title })).closest('tr')!;

it('offers Restore on retired items only, restores through the API and shows the item back as disabled', async () => {
  Object.assign(operator, { checked: true, username: 'ed', role: 'editor' });
  render(<ContentPage kindKey="announcements" />);
  expect(within(await row('Live notice')).queryByRole('button', { name: 'Restore' })).toBeNull();
  await userEvent.click(within(await row('Retired notice')).getByRole('button', { name: 'Restore' }));
  expect(calls).toContain('POST /api/admin/announcements/2/restore');
  expect(await within(await row('Retired notice')).findByText('disabled')).toBeVisible();
  expect(within(await row('Retired notice')).queryByRole('button', { name: 'Restore' })).toBeNull();
  // Retired items can be listed on their own.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'retired');
  expect(calls.at(-1)).toMatch(/^GET \/api\/admin\/announcements\?.*status=retired/);
});

it('gives a viewer no Restore button', async () => {
  Object.assign(operator, { checked: true, username: 'v', role: 'viewer' });
  render(<ContentPage kindKey="promotions" />);
  expect(within(await row('Retired notice')).queryByRole('button', { name: 'Restore' })).toBeNull();
});
