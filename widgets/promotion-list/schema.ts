import type { FromSchema } from 'json-schema-to-ts';

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
  },
} as const;

export type PromotionListProps = FromSchema<typeof promotionListSchema>;
