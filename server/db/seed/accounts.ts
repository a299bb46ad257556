/**
 * Demo accounts (README): member `demo` / `demo1234` with a balance, agent
 * `agentdemo` / `demo1234` with a pending contract; an invitation code; help
 * entries, download links and community channels of the demo operator.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { createMember } from '../../services/members';
import { hashPublishedPassword } from '../../services/passwords';
import { sanitizeHtml } from '../../lib/html';
import { seedGameRecords, seedTeam } from './records';

const DEMO_PASSWORD = 'demo1234';

const HELP: { tag: string; title: string; content: string }[] = [
  { tag: 'terms', title: 'Terms and conditions', content: '<h3>1. Eligibility</h3><p>You must be 21 or older and not a government official, member of the armed forces or police, or a gaming licence holder.</p><h3>2. Accounts</h3><p>One account per person. Keep your password secret.</p><h3>3. Bonuses</h3><p>Bonuses carry the turnover shown on each promotion.</p>' },
  { tag: 'deposit', title: 'How to deposit', content: '<p>Open <b>Deposit</b>, choose a channel, enter the amount and confirm. E-wallet deposits credit within a minute.</p>' },
  { tag: 'withdraw', title: 'How to withdraw', content: '<p>Open <b>Withdraw</b>, choose your bank card or e-wallet and enter the amount. Withdrawals are reviewed within 15 minutes.</p>' },
  { tag: 'responsible', title: 'Responsible gaming', content: '<p>Set deposit limits, take a time-out or self-exclude from your account settings at any time.</p>' },
  { tag: 'privacy', title: 'Privacy policy', content: '<p>We keep only the data we need to run your account and protect it with industry-standard security.</p>' },
  { tag: 'faq', title: 'Frequently asked questions', content: '<p><b>I forgot my password.</b> Use “Forgot password” on the login page.</p><p><b>Is there free play?</b> Yes: try the free-play games without depositing.</p>' },
];

const RESOURCES = [
  { kind: 'download' as const, resource_type: 'IOS', url: 'https://apps.apple.com/app/id000000000', label_name_en: 'Download for iOS' },
  { kind: 'download' as const, resource_type: 'Android', url: '/media/parlor.apk', label_name_en: 'Download for Android' },
  { kind: 'download' as const, resource_type: 'MOBILECONFIG', url: '/media/parlor.mobileconfig', label_name_en: 'Install profile' },
  { kind: 'download' as const, resource_type: 'TELEGRAM', url: 'https://t.me/parlor_official', label_name_en: 'Join our Telegram' },
  { kind: 'channel' as const, resource_type: 'TELEGRAM', url: 'https://t.me/parlor_official', label_name_en: 'Telegram' },
  { kind: 'channel' as const, resource_type: 'FACEBOOK', url: 'https://facebook.com/parlor', label_name_en: 'Facebook' },
  { kind: 'channel' as const, resource_type: 'FBGROUP', url: 'https://facebook.com/groups/parlor', label_name_en: 'Facebook group' },
];

export async function seedAccounts(db: Kysely<Database>, log: (m: string) => void) {
  const demo = await createMember(db, {
    account: 'demo', password: DEMO_PASSWORD, passwordHash: await hashPublishedPassword(DEMO_PASSWORD), type: 0, nickname: 'Lucky Demo', registerMethod: 'H5', balanceCents: 1_234_567,
    dialingCode: '+63', mobile: '9171234567', email: 'demo@parlor.com.ph', vipLabel: 'VIP2', rank: [7, 10],
  });
  const agent = await createMember(db, {
    account: 'agentdemo', password: DEMO_PASSWORD, passwordHash: await hashPublishedPassword(DEMO_PASSWORD), type: 1, nickname: 'Agent Demo', registerMethod: 'H5', balanceCents: 5_000_000, vipLabel: 'VIP5', rank: [3, 12],
  });
  log('  accounts: demo, agentdemo');
  log(`  betting records: ${(await seedGameRecords(db, demo.id, demo.account, 48)) + (await seedGameRecords(db, agent.id, agent.account, 12))}, agent team: ${await seedTeam(db, agent.account)}`);
  const now = new Date().toISOString();
  await db.insertInto('affiliates').values([{ code: 'PARLOR8', member_id: agent.id, domain: '*', enabled: 1 }]).execute();
  await db.insertInto('contracts').values({ member_id: agent.id, kind: 'salary', terms: JSON.stringify({ dailyRate: 0.5, minimumTeam: 5 }), status: 'pending', created_at: now }).execute();
  await db.insertInto('inbox').values([
    { member_id: demo.id, title: 'Welcome to Parlor', content: 'Your account is ready. Enjoy the games!', read: 0, created_at: now },
    { member_id: demo.id, title: 'Daily cashback credited', content: '₱123.45 cashback was added to your wallet.', read: 0, created_at: now },
  ]).execute();
  await db.insertInto('help_entries').values(HELP.map((h, i) => ({ ...h, content: sanitizeHtml(h.content), language: 'EN', sort: i }))).execute();
  await db.insertInto('resources').values(RESOURCES.map((r, i) => ({ ...r, sort: i }))).execute();
}
