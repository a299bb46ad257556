/**
 * Each source's declaration with its params' schema (schemas/sources.schema.ts), for what checks
 * or explains params: the console's inspector, its dry run, the player page's first-screen
 * answers. The player's own code reads platform/sources.ts only, so the schemas stay out of its
 * first load (a module the player loads keeps every export the console takes from it).
 */
import { sourceParamSchemas, type SourceName } from '../schemas/sources.schema';
import { requestUrl, SOURCE_READS, type AnySourceReads, type SourceDeclaration } from './sources';

/** Every source's declaration with its params' schema. */
export const SOURCES = Object.fromEntries(
  Object.entries(SOURCE_READS).map(([name, d]) => [name, { params: sourceParamSchemas[name as SourceName], ...d }]),
) as { [N in SourceName]: SourceDeclaration<N> };

/** A declaration so seen, with its params' schema. */
export interface AnySourceDeclaration extends AnySourceReads {
  params: { required?: readonly string[]; properties: Record<string, { type?: string }> };
}

/** A source's declaration by its stored name, loosely typed; undefined for an unknown one. */
export function sourceDeclaration(name: string): AnySourceDeclaration | undefined {
  if (!Object.hasOwn(SOURCES, name)) return undefined;
  const decl: AnySourceDeclaration = SOURCES[name as SourceName];
  return decl;
}

/** Items a source's data holds (the dry run's count). */
export function countItems(decl: AnySourceDeclaration, data: unknown): number {
  if (decl.count) return decl.count(data);
  if (Array.isArray(data)) return data.length;
  return data === null || data === undefined ? 0 : 1;
}

/** The params' required fields are there with their schema's type (a stored layout is checked at publish; this keeps a bad one out of a URL). */
function usableParams(schema: { required?: readonly string[]; properties: Record<string, { type?: string }> }, params: Record<string, unknown>): boolean {
  return (schema.required ?? []).every((k) => {
    const type = schema.properties[k]?.type;
    const v = params[k];
    return type === 'integer' ? Number.isInteger(v) : typeof v === type;
  });
}

/**
 * The URL the client fetches for a first-screen source (banners, notice strip, hot games, winner
 * board) in `language` (the API's lower-case code); null for any other source, or one that needs a session.
 */
export function sourceUrl(name: string, params: Record<string, unknown> | undefined, language: string): string | null {
  const decl = sourceDeclaration(name);
  const p = params ?? {};
  if (!decl?.firstScreen || !usableParams(decl.params, p)) return null;
  const calls = decl.requests(p, { language, role: 'visitor' });
  return calls.length === 1 ? requestUrl(calls[0]!) : null;
}
