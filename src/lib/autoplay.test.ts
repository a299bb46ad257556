// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { autoplayStop, parseStopAmount } from './autoplay';

describe('slot autoplay', () => {
  const s = { spins: 3, stopLoss: null, stopOnWin: null };

  it('spins the number asked, while the balance pays for the bet', () => {
    expect(autoplayStop(s, { played: 0, net: 0 }, 1, 100, null)).toBeNull();
    expect(autoplayStop(s, { played: 2, net: -2 }, 1, 98, { win: 0 })).toBeNull();
    expect(autoplayStop(s, { played: 3, net: -3 }, 1, 97, { win: 0 })).toBe('done');
    expect(autoplayStop(s, { played: 1, net: -1 }, 1, 0.99, { win: 0 })).toBe('balance');
  });

  it('never spins when the spin could take the loss past the stop-loss', () => {
    const loss = { ...s, spins: 100, stopLoss: 5 };
    expect(autoplayStop(loss, { played: 3, net: -4 }, 1, 50, { win: 0 })).toBeNull();
    expect(autoplayStop(loss, { played: 4, net: -4.01 }, 1, 50, { win: 0 })).toBe('loss');
    expect(autoplayStop(loss, { played: 5, net: -3 }, 2, 50, { win: 0 })).toBeNull();
    expect(autoplayStop(loss, { played: 0, net: 0 }, 10, 50, null)).toBe('loss');
    // Winnings make room: the loss counts from the start of autoplay.
    expect(autoplayStop(loss, { played: 9, net: 20 }, 10, 50, { win: 25 })).toBeNull();
  });

  it('stops after a single win of at least the amount', () => {
    const win = { ...s, spins: 100, stopOnWin: 20 };
    expect(autoplayStop(win, { played: 1, net: 18 }, 1, 50, { win: 19.99 })).toBeNull();
    expect(autoplayStop(win, { played: 1, net: 19 }, 1, 50, { win: 20 })).toBe('win');
  });

  it('reads a stop amount: empty is none, at most 2 decimals, positive', () => {
    expect(parseStopAmount('')).toBeNull();
    expect(parseStopAmount(' 1,000.50 ')).toBe(1000.5);
    expect(parseStopAmount('0')).toBe('invalid');
    expect(parseStopAmount('1.234')).toBe('invalid');
    expect(parseStopAmount('abc')).toBe('invalid');
  });
});
