/** Member accounts: finding, creating, and setting a password (the SQL is server/repositories/members.ts). */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/types';
import { hashPassword, UNUSABLE_PASSWORD } from './passwords';
import { AppError } from '../lib/errors';
import * as members from '../repositories/members';
import { TRIAL_TYPE } from '../../src/lib/constants';
import { createSession } from './sessions';

function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}

export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(err?.message ?? '');
}

export function findByAccount(db: Kysely<Database>, account: string) {
  return members.findByAccount(db, normaliseAccount(account));
}

export function findByMobile(db: Kysely<Database>, dialingCode: string, mobile: string) {
  return members.findByMobile(db, dialingCode.replace(/^\+?/, '+'), mobile);
}

export interface NewMember {
  account: string;
  /** null: an account nobody signs in to with a password (stored as UNUSABLE_PASSWORD, no argon2 run). */
  password: string | null;
  /** The password's hash when the caller has it already (the demo seed's published passwords). */
  passwordHash?: string;
  type: number;
  nickname?: string;
  dialingCode?: string | null;
  mobile?: string | null;
  email?: string | null;
  birthday?: string | null;
  payeeName?: string | null;
  affiliateCode?: string | null;
  recommenderId?: string | null;
  registerMethod: string;
  extra?: Record<string, string>;
  balanceCents?: number;
  vipLabel?: string | null;
  rank?: [number, number];
}

export async function createMember(db: Kysely<Database>, m: NewMember, now = new Date()): Promise<MemberRow> {
  const account = normaliseAccount(m.account);
  try {
    return await members.insert(db, {
        account,
        nickname: m.nickname?.trim() || account,
        password_hash: m.password === null ? UNUSABLE_PASSWORD : (m.passwordHash ?? (await hashPassword(m.password))),
        type: m.type,
        status: 'active',
        dialing_code: m.mobile ? (m.dialingCode ?? '+63').replace(/^\+?/, '+') : null,
        mobile: m.mobile ?? null,
        email: m.email ?? null,
        birthday: m.birthday ?? null,
        payee_name: m.payeeName ?? null,
        affiliate_code: m.affiliateCode ?? null,
        recommender_id: m.recommenderId ?? null,
        register_method: m.registerMethod,
        extra: JSON.stringify(m.extra ?? {}),
        balance_cents: m.balanceCents ?? 0,
        vip_label: m.vipLabel ?? null,
        rank_completed: m.rank?.[0] ?? 0,
        rank_total: m.rank?.[1] ?? 0,
        avatar_url: null,
        password_changed_at: now.toISOString(),
        created_at: now.toISOString(),
      });
  } catch (e) {
    if (isUniqueViolation(e)) {
      const byMobile = m.mobile && /mobile|dialing/.test(String((e as Error).message));
      throw byMobile
        ? new AppError(409, 'member.mobile.exists', 'This mobile number is already registered')
        : new AppError(409, 'member.username.exists', 'Sorry, the username already exists');
    }
    throw e;
  }
}

function trialAccountName(): string {
  return `trial${randomBytes(5).toString('hex')}`;
}

/** Demo credits a trial account starts with. */
const TRIAL_BALANCE_CENTS = 200_000;

/** A new trial (free play) account and its session; it never signs in with a password, so it gets none (no argon2 run). */
export async function startTrial(db: Kysely<Database>): Promise<{ member: MemberRow; token: string }> {
  const member = await createMember(db, { account: trialAccountName(), password: null, type: TRIAL_TYPE, registerMethod: 'H5', balanceCents: TRIAL_BALANCE_CENTS });
  const { token } = await createSession(db, member.id);
  return { member, token };
}

export async function setPassword(db: Kysely<Database>, memberId: number, password: string) {
  await members.updatePassword(db, memberId, await hashPassword(password), new Date().toISOString());
}
