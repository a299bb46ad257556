import type { FromSchema } from 'json-schema-to-ts';

/** The screens a promotion list can be the home of: its details open and close there. */
export const PROMOTION_LIST_HOMES = ['/m/activity', '/m/missions'] as const;

export const promotionListSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    tabs: {
      type: 'array',
      maxItems: 12,
      default: [],
      description: 'Category tabs (§2), in order: each shows the promotions of one category id (promoAnnouncementCategoryIds). A tab with no promotion is not shown.',
      items: {
        type: 'object',
        required: ['label', 'categoryId'],
        additionalProperties: false,
        properties: {
          label: { type: 'string', minLength: 1, maxLength: 80, description: 'A translation key or text.' },
          categoryId: { type: 'integer', minimum: 1, maximum: 2147483647 },
        },
      },
    },
    allTab: { type: 'boolean', default: true, description: 'An "All" tab first, selected at start.' },
    empty: { type: 'string', minLength: 1, maxLength: 80, default: 'activity.empty', description: 'What an empty list says: a translation key or text.' },
    home: {
      type: 'string',
      enum: PROMOTION_LIST_HOMES,
      description: 'The screen this list is on: a detail opens there (`?id=`) and closing it returns there, so the player never leaves the missions screen for the promotions one. Unset: the screen the list is shown on when it is one of these, else /m/activity.',
    },
  },
} as const;

export type PromotionListProps = FromSchema<typeof promotionListSchema>;
