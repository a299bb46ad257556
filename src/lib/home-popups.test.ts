// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../schemas/content.schema';
import { downloadSeen, markSeen, popupKindFor, popupScopes, sessionTag, unseenPopups } from './home-popups';

const popup = (id: number, popupKind: 'A' | 'B'): Announcement => ({ id, title: `P${id}`, content: '<p>x</p>', startDate: '2026-11-01', noExpiry: 0, read: false, popupKind, type: 'PU' });
const list = [popup(1, 'A'), popup(2, 'B'), popup(3, 'B'), popup(4, 'A')];
const morning = new Date(2026, 10, 22, 9, 0);
const evening = new Date(2026, 10, 22, 23, 30);
const tomorrow = new Date(2026, 10, 23, 0, 5);

describe('home pop-ups (§2, §3 pop-up kinds)', () => {
  it('kind A is for signed-in players, kind B for visitors', () => {
    expect(popupKindFor('tok')).toBe('A');
    expect(popupKindFor(null)).toBe('B');
    expect(unseenPopups(list, 'A', {}, 's:x').map((a) => a.id)).toEqual([1, 4]);
    expect(unseenPopups(list, 'B', {}, 'd:x').map((a) => a.id)).toEqual([2, 3]);
  });

  it('a visitor sees each pop-up once a day', () => {
    const s = popupScopes(null, morning);
    const seen = markSeen({}, s, [2, 3], false);
    expect(unseenPopups(list, 'B', seen, popupScopes(null, evening).announcements)).toEqual([]);
    const next = popupScopes(null, tomorrow);
    expect(unseenPopups(list, 'B', seen, next.announcements).map((a) => a.id)).toEqual([2, 3]);
    // Yesterday's entries fall away on the next write.
    expect(Object.keys(markSeen(seen, next, [2], false))).toEqual([next.day]);
  });

  it('a member sees kind A once per sign-in: a reload does not show it again, a new session does', () => {
    const first = popupScopes('token-one', morning);
    const seen = markSeen({}, first, [1, 4], false);
    expect(unseenPopups(list, 'A', seen, popupScopes('token-one', evening).announcements)).toEqual([]);
    expect(unseenPopups(list, 'A', seen, popupScopes('token-two', evening).announcements).map((a) => a.id)).toEqual([1, 4]);
  });

  it('the download pop-up is offered once a day, whoever is signed in', () => {
    const s = popupScopes('token-one', morning);
    const seen = markSeen({}, s, [], true);
    expect(downloadSeen(seen, popupScopes(null, evening))).toBe(true);
    expect(downloadSeen(seen, popupScopes('token-two', evening))).toBe(true);
    expect(downloadSeen(seen, popupScopes(null, tomorrow))).toBe(false);
  });

  it('never stores the token itself', () => {
    const token = 'f3a9c2d1e8b7';
    const seen = markSeen({}, popupScopes(token, morning), [1], false);
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(sessionTag(token)).toBe(sessionTag(token));
    expect(sessionTag(token)).not.toBe(sessionTag('other'));
  });
});
