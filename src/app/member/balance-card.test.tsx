import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BalanceCardView, balanceText, BALANCE_MASK } from './balance-card';

const view = (over: Partial<Parameters<typeof BalanceCardView>[0]> = {}) => {
  const props = { balance: 12345.6, symbol: '₱', language: 'EN', hidden: false, refreshing: false, onToggle: vi.fn(), onRefresh: vi.fn(), ...over };
  render(<BalanceCardView {...props} />);
  return props;
};

describe('balance card (§2, §9)', () => {
  it('shows the currency symbol and the total with 2 decimals', () => {
    view();
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('₱12,345.60');
    expect(balanceText(7, '$', 'EN', false, false)).toBe('$7.00');
  });

  it('hides the amount behind asterisks and shows it again', () => {
    const { onToggle } = view({ hidden: true });
    const amount = screen.getByTestId('balance-amount');
    expect(amount).toHaveTextContent(`₱${BALANCE_MASK}`);
    expect(amount.textContent).not.toMatch(/\d/);
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('masks the amount with asterisks while refreshing, and the refresh asks for the wallet', () => {
    const { onRefresh } = view({ refreshing: true });
    expect(screen.getByTestId('balance-amount')).toHaveTextContent(`₱${BALANCE_MASK}`);
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('the refresh button calls the wallet refresh', () => {
    const { onRefresh } = view();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows asterisks until the first balance arrives', () => {
    expect(balanceText(null, '₱', 'EN', false, false)).toBe(`₱${BALANCE_MASK}`);
  });
});
