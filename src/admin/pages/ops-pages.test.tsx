/** The console's Feedback and Outbox lists: their rows, the empty row, a failed load with a retry, and Refresh. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FeedbackPage, OutboxPage } from './ops-pages';

let answers: Record<string, () => Response>;
let calls: string[];

const ok = (list: unknown[]) => () => new Response(JSON.stringify({ success: true, value: { list } }), { status: 200 });

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return answers[url.split('?')[0]!]!();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const bodyRows = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('row').slice(1);

it('lists feedback with when, who and what; a failed load says so and Retry loads it', async () => {
  answers['/api/admin/feedback'] = () => new Response(JSON.stringify({ success: false, errorCode: 'request.failed', message: 'The server is busy' }), { status: 503 });
  render(<FeedbackPage />);
  const alert = await screen.findByRole('alert');
  expect(screen.queryByTestId('feedback')).toBeNull();
  answers['/api/admin/feedback'] = ok([{ id: 7, memberAccount: 'demo', content: 'Withdrawals could say\nhow long they take', createdAt: '2026-11-27T01:00:00Z' }]);
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await screen.findByTestId('feedback');
  expect(screen.queryByRole('alert')).toBeNull();
  const [row] = bodyRows('feedback');
  const cells = within(row!).getAllByRole('cell');
  expect(cells.map((c) => c.textContent).slice(1)).toEqual(['demo', 'Withdrawals could say\nhow long they take']);
  expect(cells[0]!.textContent).toBe(new Date('2026-11-27T01:00:00Z').toLocaleString());
});

it('says when no feedback has come, and Refresh asks again', async () => {
  answers['/api/admin/feedback'] = ok([]);
  render(<FeedbackPage />);
  expect(await screen.findByRole('cell', { name: 'No feedback yet.' })).toHaveAttribute('colspan', '3');
  answers['/api/admin/feedback'] = ok([{ id: 8, memberAccount: 'agent01', content: 'More fishing games', createdAt: '2026-11-27T02:00:00Z' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByRole('cell', { name: 'agent01' })).toBeVisible();
  expect(calls.filter((c) => c.startsWith('/api/admin/feedback'))).toHaveLength(2);
});

it('lists the outbox with channel, address, purpose and message, and says when nothing was sent', async () => {
  answers['/api/admin/outbox'] = ok([{ id: 3, channel: 'sms', address: '+639171234567', body: 'Your code is 123456', purpose: 'register', createdAt: '2026-11-27T01:00:00Z' }]);
  const { unmount } = render(<OutboxPage />);
  await screen.findByTestId('outbox');
  expect(calls[0]).toBe('/api/admin/outbox?limit=200');
  expect(within(bodyRows('outbox')[0]!).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['sms', '+639171234567', 'register', 'Your code is 123456']);
  unmount();
  answers['/api/admin/outbox'] = ok([]);
  render(<OutboxPage />);
  expect(await screen.findByRole('cell', { name: 'Nothing sent yet.' })).toHaveAttribute('colspan', '5');
});
