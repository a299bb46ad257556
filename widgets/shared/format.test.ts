// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../src/lib/languages';
import { formatBalance, formatCount, formatWin, PLAIN_NUMBERS } from './format';

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
    formatWin(5000, '$', 'FA');
    formatWin(6000, '$', 'FA');
    formatWin(7000, '$', 'FA');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  const SAMPLES = [0, 5, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1234567, 12345678, 987654321, 1234567890123, -1, -1234, -1234567];
  const FRACTIONS = [0.004, 0.005, 0.5, 1.005, 2.675, 999.995, 1234.5, 1234567.891, -0.004, -1234.567];

  it('every plain language writes wins, balances and counts exactly as Intl does, without building a formatter', () => {
    const plain = Object.keys(PLAIN_NUMBERS);
    expect(plain.length).toBeGreaterThan(15);
    for (const code of plain) {
      const bcp47 = LANGUAGES.find((x) => x.code === code)!.bcp47;
      const win = new Intl.NumberFormat(bcp47, { maximumFractionDigits: 0 });
      const balance = new Intl.NumberFormat(bcp47, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const count = new Intl.NumberFormat(bcp47);
      const spy = vi.spyOn(Intl, 'NumberFormat');
      for (const n of [...SAMPLES, ...FRACTIONS]) {
        expect(formatWin(n, '₱', code), `${code} win ${n}`).toBe('₱' + win.format(Math.round(n)));
        expect(formatBalance(n, '', code), `${code} balance ${n}`).toBe(balance.format(n));
      }
      for (const n of SAMPLES) expect(formatCount(n, code), `${code} count ${n}`).toBe(count.format(n));
      expect(spy, code).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it('languages with their own digits or marks still go through Intl', () => {
    for (const code of ['BN', 'FA', 'AR', 'UR', 'MY']) {
      expect(PLAIN_NUMBERS[code]).toBeUndefined();
      const bcp47 = LANGUAGES.find((x) => x.code === code)!.bcp47;
      expect(formatWin(1234567, '', code)).toBe(new Intl.NumberFormat(bcp47, { maximumFractionDigits: 0 }).format(1234567));
    }
  });
});
