/**
 * Checks on what a client sends that JSON Schema cannot say, run by the app's hooks on every request:
 * no NUL in any text (PostgreSQL cannot store it) and no infinite number (it would pass every
 * minimum/maximum and then fail in the database).
 */
/** The first field a schema types as a number whose given text is not a finite number. */
export function nonFiniteNumber(schema: unknown, values: unknown): string | undefined {
  const props = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!props || !values || typeof values !== 'object') return undefined;
  for (const [key, raw] of Object.entries(values)) {
    const type = props[key]?.type;
    if ((type === 'integer' || type === 'number') && typeof raw === 'string' && !Number.isFinite(Number(raw))) return key;
  }
  return undefined;
}

/** The path of the first non-finite number in a parsed body ("1e400" parses, and ajv coerces "Infinity"), or null. */
export function nonFinitePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || '/';
  if (!value || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nonFinitePath(v, `${path}/${k}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Whether any text (key or value) in a parsed request part carries a NUL character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}
