/**
 * Demo operator accounts of the console (README), for the demo database only:
 * `operator` / `operator1234` (admin), `editor` / `editor1234` (editor),
 * `viewer` / `viewer1234` (viewer) and `cashier` / `cashier1234` (cashier).
 * Their passwords are public, so they are created once with the rest of the
 * demo data and never again: a deleted one stays deleted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { createOperator } from '../../services/operators';
import { hashPublishedPassword, verifyPassword } from '../../services/passwords';

const DEMO_OPERATORS = [
  { username: 'operator', password: 'operator1234', role: 'admin' },
  { username: 'editor', password: 'editor1234', role: 'editor' },
  { username: 'viewer', password: 'viewer1234', role: 'viewer' },
  { username: 'cashier', password: 'cashier1234', role: 'cashier' },
] as const;

/** Creates each demo operator that does not exist yet; called by the first demo seed only. */
export async function seedOperators(db: Kysely<Database>, log: (m: string) => void) {
  const existing = new Set((await db.selectFrom('operators').select('username').execute()).map((r) => r.username));
  const missing = DEMO_OPERATORS.filter((o) => !existing.has(o.username));
  for (const o of missing) await createOperator(db, { ...o, passwordHash: await hashPublishedPassword(o.password) });
  if (missing.length) log(`  operators: ${missing.map((o) => o.username).join(', ')}`);
}

/** The demo operators that still exist, enabled, with their published password. */
async function demoOperatorsWithKnownPassword(db: Kysely<Database>): Promise<string[]> {
  const found: string[] = [];
  for (const o of DEMO_OPERATORS) {
    const row = await db.selectFrom('operators').select(['password_hash', 'enabled']).where('username', '=', o.username).executeTakeFirst();
    if (row && row.enabled === 1 && (await verifyPassword(row.password_hash, o.password))) found.push(o.username);
  }
  return found;
}

/**
 * A demo operator with its published password is an open door to the console: production refuses
 * to start with one (throws), anywhere else it is a loud warning. Answers the message, or null.
 */
export async function checkDemoOperators(db: Kysely<Database>, nodeEnv: string | undefined, warn: (m: string) => void = console.warn): Promise<string | null> {
  const open = await demoOperatorsWithKnownPassword(db);
  if (!open.length) return null;
  const message = `Demo operator(s) with their published password exist: ${open.join(', ')}. Disable them or change their passwords in the console (or npm run operator:create for a real admin).`;
  if (nodeEnv === 'production') throw new Error(`Refusing to start in production. ${message}`);
  warn(`WARNING: ${message}`);
  return message;
}
