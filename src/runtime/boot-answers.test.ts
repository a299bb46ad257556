// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bootWidgets, keepBootAnswers, peekBootLayout, takeBootAnswer, takeBootLayout } from './boot-answers';

const hero = '/api/announcements?platform=M&types=B&groupName=m_home&language=en';

describe('answers the page brought (server/lib/player-page.ts)', () => {
  beforeEach(() =>
    keepBootAnswers({
      language: 'EN',
      api: { [hero]: { banners: [{ id: 1 }] } },
      layouts: { home: { layout: { screen: 'home', version: 1, blocks: [] }, schemaHash: 'h', etag: '"e"' } },
      widgets: ['BannerCarousel', 7 as never],
    }),
  );

  it('answers a request once, for the same path and query, in the same language', () => {
    expect(takeBootAnswer(hero, 'AR')).toBeUndefined();
    expect(takeBootAnswer(hero.replace('m_home', 'm_event'), 'EN')).toBeUndefined();
    expect(takeBootAnswer(hero, 'en')).toEqual({ banners: [{ id: 1 }] });
    // Taken: the next request goes to the network (a refresh, a retry).
    expect(takeBootAnswer(hero, 'EN')).toBeUndefined();
  });

  it('hands a layout over once; peeking leaves it', () => {
    expect(peekBootLayout('home')?.etag).toBe('"e"');
    expect(takeBootLayout('home')?.schemaHash).toBe('h');
    expect(takeBootLayout('home')).toBeUndefined();
    expect(peekBootLayout('home')).toBeUndefined();
  });

  it('keeps only widget names, and nothing without a page block', () => {
    expect(bootWidgets()).toEqual(['BannerCarousel']);
    keepBootAnswers(undefined);
    expect(bootWidgets()).toEqual([]);
    expect(takeBootAnswer(hero, 'EN')).toBeUndefined();
  });
});

describe('the API client uses them', () => {
  it("a visitor's GET is answered from the page without a fetch; the second goes out", async () => {
    keepBootAnswers({ language: 'EN', api: { [hero]: { banners: [] } }, layouts: {} });
    const { getAnnouncements } = await import('../api/content/get-announcements');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ success: true, value: { banners: [{ id: 2 }] } })));
    try {
      expect(await getAnnouncements({ types: 'B', groupName: 'm_home', language: 'en' })).toEqual({ banners: [] });
      expect(fetch).not.toHaveBeenCalled();
      expect(await getAnnouncements({ types: 'B', groupName: 'm_home', language: 'en' })).toEqual({ banners: [{ id: 2 }] });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      fetch.mockRestore();
    }
  });
});
