// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkageAction } from './linkage';

describe('linkageAction', () => {
  it('maps each linkage type to an action and refuses unsafe targets', () => {
    expect(linkageAction({ type: 'route', target: '/m/event' })).toEqual({ type: 'navigate', to: '/m/event' });
    expect(linkageAction({ type: 'route', target: 'javascript:alert(1)' })).toBeNull();
    expect(linkageAction({ type: 'url', target: 'https://t.me/parlor' })).toEqual({ type: 'openUrl', url: 'https://t.me/parlor' });
    expect(linkageAction({ type: 'url', target: 'javascript:alert(1)' })).toBeNull();
    expect(linkageAction({ type: 'promotion', target: '7' })).toEqual({ type: 'navigate', to: '/m/activity?id=7' });
    expect(linkageAction({ type: 'game', target: 'RNG:JILI-RNG-0001' })).toEqual({ type: 'launchGame', gameType: 'RNG', nodeId: 'JILI-RNG-0001' });
    expect(linkageAction({ type: 'none' })).toBeNull();
  });
});
