/** The `popups.home` source (a lazy chunk of src/runtime/sources.ts). */
import { getAnnouncements } from '../api/content/get-announcements';
import { getDownloads } from '../api/content/get-downloads';
import {
  downloadSeen, INSTALL_RESOURCE_TYPES, markSeen, POPUP_SEEN_KEY, popupKindFor, popupScopes, unseenPopups, type HomePopupsData, type PopupSeen,
} from '../lib/home-popups';
import { livePlatform } from '../lib/platform';
import { readJson, writeJson } from '../state/storage';
import type { SourceContext } from './sources';

/** §2 home pop-ups: the unseen PU announcements of the viewer's kind and, once a day in a browser, the app download. */
export async function homePopups(download: boolean, { language, token }: SourceContext, signal: AbortSignal): Promise<HomePopupsData> {
  const scopes = popupScopes(token, new Date());
  const seen = readJson<PopupSeen>(POPUP_SEEN_KEY) ?? {};
  const { popup } = await getAnnouncements({ types: 'PU', language }, signal);
  const announcements = unseenPopups(popup, popupKindFor(token), seen, scopes.announcements);
  let offer = false;
  if (download && livePlatform() === 'browser' && !downloadSeen(seen, scopes)) {
    const links = await getDownloads(signal).catch(() => null);
    offer = !!links?.downloads.some((r) => INSTALL_RESOURCE_TYPES.has(r.resourceType) && r.url);
  }
  signal.throwIfAborted();
  // Delivered is shown: the widget opens them at once.
  writeJson(POPUP_SEEN_KEY, markSeen(readJson<PopupSeen>(POPUP_SEEN_KEY) ?? {}, scopes, announcements.map((a) => a.id), offer));
  return { announcements, download: offer };
}
