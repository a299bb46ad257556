/**
 * Demo operator accounts of the console (README), for the demo database only:
 * `operator` / `operator1234` (admin), `editor` / `editor1234` (editor) and
 * `viewer` / `viewer1234` (viewer).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { createOperator } from '../../services/operators';

export const DEMO_OPERATORS = [
  { username: 'operator', password: 'operator1234', role: 'admin' },
  { username: 'editor', password: 'editor1234', role: 'editor' },
  { username: 'viewer', password: 'viewer1234', role: 'viewer' },
] as const;

/** Creates each demo operator that does not exist yet (a demo database seeded before the console gets them on its next start). */
export async function seedOperators(db: Kysely<Database>, log: (m: string) => void) {
  const existing = new Set((await db.selectFrom('operators').select('username').execute()).map((r) => r.username));
  const missing = DEMO_OPERATORS.filter((o) => !existing.has(o.username));
  for (const o of missing) await createOperator(db, o);
  if (missing.length) log(`  operators: ${missing.map((o) => o.username).join(', ')}`);
}
