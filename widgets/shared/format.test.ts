import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBalance, formatCount, formatWin } from './format';

describe('number formats (§9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a win is whole, with the currency symbol and the language grouping', () => {
    expect(formatWin(1234567.6, '₱', 'EN')).toBe('₱1,234,568');
    expect(formatWin(1234567, '₱', 'ES')).toBe('₱1.234.567');
  });

  it('a balance has 2 decimals', () => {
    expect(formatBalance(1234.5, '₱', 'EN')).toBe('₱1,234.50');
  });

  it('a count is the same text Intl gives, without building a formatter for small counts in Latin digits', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    for (const lang of ['EN', 'TY', 'ES', 'HI', 'RU']) expect(formatCount(987, lang)).toBe('987');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    // Languages that may use their own digits, and larger counts, go through Intl.
    expect(formatCount(987, 'BN')).toBe(new Intl.NumberFormat('bn').format(987));
    expect(formatCount(12345, 'EN')).toBe('12,345');
  });

  it('builds one formatter per language and style, and reuses it', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    formatWin(5000, '$', 'JA');
    formatWin(6000, '$', 'JA');
    formatWin(7000, '$', 'JA');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
