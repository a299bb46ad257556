/** The help centre reads `c` and shows an entry's sections as an accordion, one open at a time. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HelpScreen, helpSections } from './help-screen';

const ENTRIES = [
  { id: 1, tag: 'terms', title: 'Terms and conditions', content: '<p>Read these.</p><h3>1. Eligibility</h3><p>21 or older.</p><h3>2. Accounts &amp; passwords</h3><p>One account per person.</p><h3>3. Bonuses</h3><p>Turnover applies.</p>' },
  { id: 2, tag: 'deposit', title: 'How to deposit', content: '<p>Open <b>Deposit</b>.</p>' },
];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: true, value: { list: ENTRIES } })));
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.search}</output>;
}

const open = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/help${search}`]}>
      <Routes>
        <Route path="/help" element={<><HelpScreen /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );

it('splits an entry at its <h3> headings', () => {
  expect(helpSections(ENTRIES[0]!.content)).toEqual({
    intro: '<p>Read these.</p>',
    sections: [
      { title: '1. Eligibility', html: '<p>21 or older.</p>' },
      { title: '2. Accounts &amp; passwords', html: '<p>One account per person.</p>' },
      { title: '3. Bonuses', html: '<p>Turnover applies.</p>' },
    ],
  });
  expect(helpSections('<p>plain</p>').sections).toEqual([]);
});

it('?tag=terms&c=1 opens the second section only; opening another closes it and goes into the address', async () => {
  open('?tag=terms&c=1');
  const second = await screen.findByRole('button', { name: '2. Accounts & passwords' });
  expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('One account per person.')).toBeVisible();
  expect(screen.getByRole('button', { name: '1. Eligibility' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('21 or older.')).toBeNull();
  expect(screen.getByText('Read these.')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: '3. Bonuses' }));
  expect(screen.getByRole('button', { name: '3. Bonuses' })).toHaveAttribute('aria-expanded', 'true');
  expect(second).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByTestId('where')).toHaveTextContent('?tag=terms&c=2');
  // The open one again closes it.
  await userEvent.click(screen.getByRole('button', { name: '3. Bonuses' }));
  expect(screen.queryByText('Turnover applies.')).toBeNull();
});

it('opens the first section by default, and an entry without sections reads as it is', async () => {
  open('?i=0');
  expect(await screen.findByRole('button', { name: '1. Eligibility' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'How to deposit' }));
  expect(screen.queryByTestId('help-accordion')).toBeNull();
  expect(screen.getByText('Deposit')).toBeVisible();
});
