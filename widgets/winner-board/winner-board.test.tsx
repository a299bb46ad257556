import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import WinnerBoard from './winner-board';
import { splitWinners } from './split-winners';
import { makeContext, makeWinners } from '../../tests/fixtures/widgets';

const props = { title: 'winners.title', showPodium: true };
const renderBoard = (data: ReturnType<typeof makeWinners> | undefined, loading = false) =>
  render(<WinnerBoard props={props} data={data} loading={loading} onAction={() => undefined} ctx={makeContext()} />);

describe('WinnerBoard (§2)', () => {
  it('is hidden when the list is empty', () => {
    const { container } = renderBoard([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the top 3 apart, highest first, whole numbers with the currency symbol', () => {
    const winners = makeWinners(6).reverse(); // arrive unsorted
    renderBoard(winners);
    const podium = within(screen.getByTestId('winner-podium')).getAllByRole('listitem');
    expect(podium).toHaveLength(3);
    expect(podium[0]).toHaveTextContent('pl***10');
    expect(podium[0]).toHaveTextContent('₱2,000,000');
    expect(podium[0]!.textContent).not.toMatch(/\.\d/);
    const strip = screen.getByTestId('winner-strip');
    expect(within(strip).queryByText('pl***10')).toBeNull();
  });

  it('loops the strip only with more than 5 winners', () => {
    const { unmount } = renderBoard(makeWinners(5));
    expect(screen.getByTestId('winner-strip').dataset.looping).toBe('false');
    unmount();
    renderBoard(makeWinners(6));
    expect(screen.getByTestId('winner-strip').dataset.looping).toBe('true');
  });

  it('draws the rows in the window first; all of them, the copy and the sliding a frame later', async () => {
    renderBoard(makeWinners(30));
    const strip = screen.getByTestId('winner-strip');
    const rows = () => within(strip).getAllByRole('listitem', { hidden: true });
    expect(rows()).toHaveLength(5);
    expect(strip.querySelector('ul')).not.toHaveClass('winner-loop');
    await waitFor(() => expect(rows()).toHaveLength(54));
    expect(strip.querySelector('ul')).toHaveClass('winner-loop');
    // The copy is for the loop only: a screen reader hears each winner once.
    expect(rows().filter((li) => li.getAttribute('aria-hidden') === 'true')).toHaveLength(27);
    expect(rows()[0]).toHaveTextContent('pl***13'); // the highest after the podium
  });

  it('shows a skeleton while loading', () => {
    const { container } = renderBoard(undefined, true);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('splitWinners keeps everyone in the strip without a podium', () => {
    const { top, rest, loops } = splitWinners(makeWinners(4), false);
    expect(top).toHaveLength(0);
    expect(rest).toHaveLength(4);
    expect(loops).toBe(false);
  });
});
