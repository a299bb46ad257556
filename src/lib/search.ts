/** A request's query, as the API client sends it and as the server names an answer it wrote into the page. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=2` for the set values of `query` (in its order), '' for none. */
export function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}
