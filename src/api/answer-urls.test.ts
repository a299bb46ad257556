// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sources } from '../runtime/sources';
import { FIRST_READS, firstGamePageUrl, firstHotPageUrl, vendorsUrl } from '../../platform/answer-urls';
import { getHelp } from './content/get-help';
import { getDownloads } from './content/get-downloads';
import { getNotices } from './content/get-notices';
import { getAnnouncements } from './content/get-announcements';
import { PAGE_SIZE_VENDORS, REGISTER_BANNER_GROUP } from '../lib/constants';
import { getHotGames } from './games/get-hot-games';
import { sourceUrl } from '../../platform/source-declarations';
import { createHotList } from '../state/game-list';
import { hotListPage } from '../app/screens/hot-games-view';
import { entryFor } from '../lib/game-entry';
import { createGameList } from '../state/game-list';
import { fetchGamePage } from './games/fetch-game-page';
import { getVendors } from './games/get-vendors';
import { querySeed } from '../app/screens/game-list-query';

/** What a source's fetcher asks for, as a path and query. */
async function asked(name: keyof typeof sources, params: object, language: string): Promise<string> {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: true, value: { banners: [], player: [], popup: [], promotion: [], hot: [], games: [], list: [] } })),
  );
  await (sources[name] as (p: object, ctx: object, s: AbortSignal) => Promise<unknown>)(params, { language, token: null }, new AbortController().signal);
  expect(fetch).toHaveBeenCalledTimes(1);
  const url = String(fetch.mock.calls[0]![0]);
  fetch.mockRestore();
  return url;
}

describe('the URLs the server answers in the page are the ones the client asks (platform/answer-urls.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  const cases: [keyof typeof sources, Record<string, unknown>][] = [
    ['banners.group', { group: 'm_home' }],
    ['banners.group', { group: 'm event & more' }],
    ['notices.marquee', {}],
    ['games.hot', {}],
    ['games.hot', { pageSize: 9 }],
    ['winners.top', {}],
    ['winners.top', { limit: 10, gameCategory: 'RNG' }],
    ['promotions.list', {}],
    ['promotions.list', { kind: 'mission' }],
  ];
  for (const [name, params] of cases) {
    it(`${name} ${JSON.stringify(params)}`, async () => {
      for (const language of ['en', 'ar']) expect(await asked(name, params, language)).toBe(sourceUrl(name, params, language));
    });
  }

  it('the reads a screen without a layout opens with: what the help, download, notice, register and search screens ask', async () => {
    const read = async (call: () => Promise<unknown>) => {
      const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ success: true, value: { list: [], downloads: [], channels: [], banners: [], games: [], mapping: {} } })));
      await call();
      const urls = fetch.mock.calls.map((c) => String(c[0]));
      fetch.mockRestore();
      return urls;
    };
    for (const language of ['en', 'pt-br']) expect(await read(() => getHelp(language))).toEqual([FIRST_READS.help(language)]);
    expect(await read(() => getDownloads())).toEqual([FIRST_READS.downloads()]);
    expect(await read(() => getNotices())).toEqual([FIRST_READS.notices()]);
    // The search screen's hot games (src/app/screens/search-screen.tsx).
    expect(await read(() => getHotGames({ pageNo: 1, pageSize: PAGE_SIZE_VENDORS }))).toEqual([FIRST_READS.searchHot()]);
    // The register page's banner strip (src/app/screens/register-banner.tsx), in the sources' language.
    for (const language of ['en', 'pt-br'])
      expect(await read(() => getAnnouncements({ types: 'B', groupName: REGISTER_BANNER_GROUP, language }))).toEqual([FIRST_READS.registerBanners(language)]);
  });

  it("a category's first page of games and its providers: what the game-list screen asks when it opens", async () => {
    const groups = { JL: ['JILI'], INHOUSE: ['IH1', 'IH2'], ESPORTS: ['ES'], COCKFIGHT: ['CF'] };
    for (const key of ['RNG', 'LIVE', 'BINGO', 'JL', 'INHOUSE', 'NEW', 'JACKPOT', 'ESPORTS', 'COCKFIGHT']) {
      const entry = entryFor(key, groups);
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => new Response(JSON.stringify({ success: true, value: { games: [], totalPages: 0, totalCount: 0, list: [] } })));
      await createGameList(fetchGamePage).enter(entry);
      // The screen asks for providers only for a category with a type (NEW has none).
      if (entry.gameType) await getVendors({ gameType: entry.gameType });
      const urls = [firstGamePageUrl(entry), ...(entry.gameType ? [vendorsUrl({ gameType: entry.gameType })] : [])];
      expect(fetch.mock.calls.map((c) => String(c[0])), key).toEqual(urls);
      fetch.mockClear();
      // A classification in the address (?gameClassify=FeatureBuy) seeds the same first request.
      await createGameList(fetchGamePage).enter(entry, querySeed(new URLSearchParams('gameClassify=FeatureBuy')));
      expect(fetch.mock.calls.map((c) => String(c[0])), key).toEqual([firstGamePageUrl(entry, 'FeatureBuy')]);
      fetch.mockRestore();
    }
  });

  it('a list of long pages (the favourites, 200) asks the member route for them; the games list only for a size it offers', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ success: true, value: { games: [], totalPages: 0, totalCount: 0, list: [] } })));
    const entry = { ...entryFor('RNG', {}), key: 'FAV' };
    await createGameList(fetchGamePage, 200).enter(entry, { dataType: 'favourite' });
    await createGameList(fetchGamePage, 200).enter(entry);
    const [member, games] = fetch.mock.calls.map((c) => new URL(String(c[0]), 'http://x'));
    expect(member!.searchParams.get('pageSize')).toBe('200');
    expect(games!.pathname).toBe('/api/games');
    expect(games!.searchParams.get('pageSize')).toBe('36');
  });

  it("the hot-games list's first page: what its view asks when it opens", async () => {
    for (const language of ['en', 'fil-ph']) {
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => new Response(JSON.stringify({ success: true, value: { games: [], totalPages: 0, totalCount: 0 } })));
      await createHotList(hotListPage(language)).start();
      expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual([firstHotPageUrl(language)]);
      fetch.mockRestore();
    }
  });

  it('names no URL for a source that is not answered in the page', () => {
    expect(sourceUrl('games.byType', { gameType: 'RNG' }, 'en')).toBeNull();
    expect(sourceUrl('member.unread', {}, 'en')).toBeNull();
    expect(sourceUrl('banners.group', { group: 3 }, 'en')).toBeNull();
  });
});
