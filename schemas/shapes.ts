/**
 * Shapes many answers share, written once: a list answer is `{ list: [item…] }` and nothing else.
 * The result is a literal type, so `FromSchema` reads it as if it were written out.
 */
export const listOf = <const Item>(items: Item) =>
  ({ type: 'object', required: ['list'], additionalProperties: false, properties: { list: { type: 'array', items } } }) as const;

/*
 * Field shapes the operator API's answers are written with. A layout inside an answer is passed on
 * whole (`anyObject`).
 */
export const anyObject = { type: 'object', additionalProperties: true } as const;
export const str = { type: 'string' } as const;
export const strOrNull = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
/** Sizes and counts measured from the build, which need not be whole. */
export const num = { type: 'number' } as const;
export const numOrNull = { type: ['number', 'null'] } as const;
export const bool = { type: 'boolean' } as const;

/** A page of a longer list: its items, how many there are in all, and which page this is. */
export const pageOf = <S extends object>(item: S) =>
  ({ type: 'object', required: ['list', 'totalCount', 'pageNo', 'pageSize'], additionalProperties: false, properties: { list: { type: 'array', items: item }, totalCount: int, pageNo: int, pageSize: int } }) as const;
