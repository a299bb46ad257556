/**
 * The values of content.schema.ts that the player's code reads at run time. They live apart from
 * the schemas because a derived schema there (`required: [...base.required, …]`) is module code a
 * bundler must keep once anything is imported from that module: the player's first load would
 * carry the announcement schemas for these few words.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/**
 * §3 activity statuses a promotion is in, as its operator sets them: Join (open to join), Claim
 * (a reward to claim), Applying (applications under way), Process (being settled: no new
 * applications) and Close (closed).
 */
export const PROMOTION_STATUSES = ['Join', 'Claim', 'Applying', 'Process', 'Close'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** The statuses in which a promotion takes applications. */
export const PROMOTION_OPEN_STATUSES: readonly PromotionStatus[] = ['Join', 'Claim', 'Applying'];
/** §3 the resource type of the chat link among the download links. */
export const CHAT_RESOURCE_TYPE = 'CHAT';
