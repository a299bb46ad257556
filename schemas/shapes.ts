/**
 * Shapes many answers share, written once: a list answer is `{ list: [item…] }` and nothing else.
 * The result is a literal type, so `FromSchema` reads it as if it were written out.
 */
export const listOf = <const Item>(items: Item) =>
  ({ type: 'object', required: ['list'], additionalProperties: false, properties: { list: { type: 'array', items } } }) as const;
