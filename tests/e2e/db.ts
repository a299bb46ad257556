/** Direct access to the e2e server's SQLite file, to change stored data as an operator would. */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { layoutEtag } from '../../server/lib/etag';
import { E2E_DATA_DIR } from './env';

function open() {
  const db = new Database(join(E2E_DATA_DIR, 'parlor.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Publishes a layout version as the console would; returns the ETag the API will answer it with. */
export function publishLayout(screen: string, layout: object): string {
  const db = open();
  try {
    const { v } = db.prepare('select max(version) as v from layouts where screen = ?').get(screen) as { v: number };
    const version = v + 1;
    const body = JSON.stringify(layout);
    const now = new Date().toISOString();
    const etag = layoutEtag(screen, version, body);
    db.prepare(`insert into layouts (screen, version, status, body, etag, author, created_at, publish_at, live_at) values (?, ?, 'published', ?, ?, 'e2e', ?, null, ?)`).run(
      screen, version, body, etag, now, now,
    );
    return etag;
  } finally {
    db.close();
  }
}

/** Removes versions above `keep`, so later tests see the seeded layout again. */
export function dropLayoutsAbove(screen: string, keep: number): void {
  const db = open();
  try {
    db.prepare('delete from layouts where screen = ? and version > ?').run(screen, keep);
  } finally {
    db.close();
  }
}

export function setStatusRules(rules: { maintenance?: boolean; info?: string; blockedIps?: string[]; blockedCountries?: string[] }): void {
  const db = open();
  try {
    const value = JSON.stringify({ maintenance: false, info: '', blockedIps: [], blockedCountries: [], ...rules });
    db.prepare(`update settings set value = ? where key = 'site.status'`).run(value);
  } finally {
    db.close();
  }
}

/** The last SMS code sent to a number, read from the outbox as the operator console would. */
export function latestSmsCode(mobile: string): string {
  const db = open();
  try {
    const row = db.prepare(`select body from outbox where address like ? order by id desc limit 1`).get(`%${mobile}`) as { body: string } | undefined;
    return /(\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
  } finally {
    db.close();
  }
}

/** Drops every saved layout draft, so a later run of the console starts from the published layouts. */
export function dropLayoutDrafts(): void {
  const db = open();
  try {
    db.prepare('delete from layout_drafts').run();
  } finally {
    db.close();
  }
}

/** The reset link of the last mail sent to an address, read from the outbox as a mail server would deliver it. */
export function latestMailLink(address: string): string {
  const db = open();
  try {
    const row = db.prepare(`select body from outbox where channel = 'mail' and address = ? order by id desc limit 1`).get(address) as { body: string } | undefined;
    return /https?:\/\/\S+/.exec(row?.body ?? '')?.[0] ?? '';
  } finally {
    db.close();
  }
}

/** Changes the registration settings as the console would (the registration page reads them on open). */
export function setRegisterSettings(change: (s: Record<string, unknown>) => Record<string, unknown>): void {
  const db = open();
  try {
    const { value } = db.prepare(`select value from settings where key = 'register.settings'`).get() as { value: string };
    db.prepare(`update settings set value = ? where key = 'register.settings'`).run(JSON.stringify(change(JSON.parse(value) as Record<string, unknown>)));
  } finally {
    db.close();
  }
}

/** The answer the server keeps for a captcha image, as a person reads it off the picture. */
export function captchaAnswer(captchaId: string): string {
  const db = open();
  try {
    const row = db.prepare(`select value from kv where key = ?`).get(`captcha:${captchaId}`) as { value: string } | undefined;
    return row?.value ?? '';
  } finally {
    db.close();
  }
}

/** Sets a member's balance (cents) as an operator's adjustment would. */
export function setBalance(account: string, cents: number): void {
  const db = open();
  try {
    db.prepare('update members set balance_cents = ? where account = ?').run(cents, account);
  } finally {
    db.close();
  }
}

/** A member's balance in cents, read from the database. */
export function balanceOf(account: string): number {
  const db = open();
  try {
    return (db.prepare('select balance_cents as b from members where account = ?').get(account) as { b: number }).b;
  } finally {
    db.close();
  }
}
