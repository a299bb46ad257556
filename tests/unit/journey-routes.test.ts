// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeOf, SCREEN_LIST } from '../../platform/route-table';
import { AGENT_ROUTES, MEMBER_ACCOUNT, MEMBER_PLAY, VISITOR_GAME_LISTS, VISITOR_PAGES, VISITS } from '../route-table';

describe('the screens the accessibility journeys and the slow-phone bench visit', () => {
  it('visit every declared screen at least once', () => {
    const unvisited = SCREEN_LIST.filter(([name]) => Object.values(VISITS[name]).every((paths) => paths.length === 0)).map(([name]) => name);
    expect(unvisited).toEqual([]);
  });

  it('list each address under the screen it opens', () => {
    const wrong = Object.entries(VISITS).flatMap(([screen, groups]) =>
      Object.values(groups)
        .flat()
        .filter((path) => routeOf(path.replace(/^\/m/, '').split('?')[0]!)?.screen !== screen)
        .map((path) => `${screen}: ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it('visit no address twice in one group, and every group has addresses', () => {
    for (const list of [VISITOR_PAGES, VISITOR_GAME_LISTS, MEMBER_ACCOUNT, MEMBER_PLAY, AGENT_ROUTES]) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
