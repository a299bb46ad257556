import type { AnnouncementsQuery } from '../../../schemas/content.schema';
import { toSearch } from '../../lib/search';

/** §7 announcements are asked for platform M. */
export const announcementsQuery = (query: AnnouncementsQuery) => ({ platform: 'M', ...query });

/** The path and query getAnnouncements asks: the server names the answers it writes into the page by it. */
export const announcementsUrl = (query: AnnouncementsQuery): string => '/api/announcements' + toSearch(announcementsQuery(query));
