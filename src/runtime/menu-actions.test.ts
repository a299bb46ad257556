// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMenuActions, resolveMenuTap, runMenuAction, TRIAL_REFUSED_KEY } from './menu-actions';

const env = { navigate: vi.fn() };
const flags = (...on: string[]) => new Set(on);

describe('menu action registry', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((c) => c()));

  it('forwards an action to the handler the app registered, with the navigate it is given', () => {
    const logout = vi.fn();
    cleanups.push(registerMenuActions({ logout }));
    expect(runMenuAction('logout', env)).toBe(true);
    expect(logout).toHaveBeenCalledWith(env);
  });

  it('says so when nothing is registered under a name', () => {
    expect(runMenuAction('community', env)).toBe(false);
  });

  it('unregistering removes exactly its own handlers, not ones registered later', () => {
    const first = vi.fn();
    const later = vi.fn();
    const offFirst = registerMenuActions({ invite: first, download: first });
    cleanups.push(registerMenuActions({ download: later }));
    offFirst();
    expect(runMenuAction('invite', env)).toBe(false);
    expect(runMenuAction('download', env)).toBe(true);
    expect(later).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});

describe('resolveMenuTap (§6 trial refusal, §8 gated features)', () => {
  const member = { role: 'member' as const, flags: flags('REWCEN3') };

  it('navigates, opens the link or runs the action for a member', () => {
    expect(resolveMenuTap({ to: '/m/gameRecord', realOnly: true }, member)).toEqual({ kind: 'navigate', to: '/m/gameRecord' });
    expect(resolveMenuTap({ url: 'https://t.me/x' }, member)).toEqual({ kind: 'openUrl', url: 'https://t.me/x' });
    expect(resolveMenuTap({ action: 'logout' }, member)).toEqual({ kind: 'action', action: 'logout' });
    expect(resolveMenuTap({}, member)).toEqual({ kind: 'none' });
  });

  it('refuses a trial player a real-account function with the §6 message, and only that', () => {
    const trial = { role: 'trial' as const, flags: flags('REWCEN3') };
    expect(resolveMenuTap({ to: '/m/voucherCenter', realOnly: true }, trial)).toEqual({ kind: 'message', key: TRIAL_REFUSED_KEY });
    expect(resolveMenuTap({ action: 'invite', realOnly: true }, trial)).toEqual({ kind: 'message', key: 'errors.auth.trialRefused' });
    expect(resolveMenuTap({ to: '/m/event' }, trial)).toEqual({ kind: 'navigate', to: '/m/event' });
  });

  it('shows a gate’s message while its flag is off (reward centre without REWCEN3)', () => {
    const gate = { flag: 'REWCEN3', message: 'errors.activity.customerService' };
    expect(resolveMenuTap({ to: '/m/rewardCenter', gate }, { role: 'member', flags: flags() })).toEqual({ kind: 'message', key: 'errors.activity.customerService' });
    expect(resolveMenuTap({ to: '/m/rewardCenter', gate }, member)).toEqual({ kind: 'navigate', to: '/m/rewardCenter' });
  });

  it('checks the trial refusal before the gate', () => {
    const tap = { to: '/m/rewardCenter', realOnly: true, gate: { flag: 'REWCEN3', message: 'errors.activity.customerService' } };
    expect(resolveMenuTap(tap, { role: 'trial', flags: flags() })).toEqual({ kind: 'message', key: TRIAL_REFUSED_KEY });
  });
});
