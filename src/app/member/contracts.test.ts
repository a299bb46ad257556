// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractOfPath, pendingContracts, termValue } from './contracts';

describe('agent contracts (§2, §3)', () => {
  it('maps each §2 route to its contract kind', () => {
    expect(contractOfPath('member/agent/getSalaryContract')?.kind).toBe('salary');
    expect(contractOfPath('/member/agent/getDevidendContract')?.kind).toBe('dividend');
    expect(contractOfPath('member/agent/getHourContract')?.kind).toBe('hourly');
    expect(contractOfPath('member/home')).toBeUndefined();
  });

  it('lists the contracts the three check flags say are waiting', () => {
    expect(pendingContracts({ dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: true }).map((c) => c.kind)).toEqual(['salary', 'hourly']);
    expect(pendingContracts({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false })).toEqual([]);
    expect(pendingContracts(null)).toEqual([]);
  });

  it('shows rates as percentages and amounts as money', () => {
    const money = (n: number) => `₱${n.toFixed(2)}`;
    expect(termValue('dailyRate', 0.5, money)).toBe('0.5%');
    expect(termValue('minimumTeam', 5, money)).toBe('5');
    expect(termValue('minimumTeam', 12500, money)).toBe('12,500');
    expect(termValue('minimumBets', 10000, money)).toBe('₱10000.00');
    expect(termValue('period', 'weekly', money)).toBe('weekly');
  });
});
