/** Social sign-in identities: a provider's subject linked to one member. */
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/types';

type Db = Kysely<Database>;

/** The member linked to (provider, subject). */
export async function linkedMember(db: Db, provider: string, subject: string): Promise<MemberRow | undefined> {
  return (await db
    .selectFrom('member_identities as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .selectAll('m')
    .where('i.provider', '=', provider)
    .where('i.subject', '=', subject)
    .executeTakeFirst()) as MemberRow | undefined;
}

export async function touchLogin(db: Db, provider: string, subject: string, at: string): Promise<void> {
  await db.updateTable('member_identities').set({ last_login_at: at }).where('provider', '=', provider).where('subject', '=', subject).execute();
}

/** Links (provider, subject) to the member; throws the driver's unique violation when it is linked already. */
export async function link(db: Db, provider: string, subject: string, memberId: number, at: string): Promise<void> {
  await db.insertInto('member_identities').values({ provider, subject, member_id: memberId, created_at: at, last_login_at: at }).execute();
}
