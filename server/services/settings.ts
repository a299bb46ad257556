import type { Kysely } from 'kysely';
import type { Settings } from '../../schemas/settings.schema';
import { DEFAULT_REGISTER_SETTINGS, type RegisterSettings } from '../../schemas/register.schema';
import type { Database } from '../db/types';
import { DEFAULT_SETTINGS, DEFAULT_STATUS_RULES, type StatusRules } from '../db/seed/settings';
import * as settings from '../repositories/settings';

/** Reads a JSON setting, falling back to its default when absent. */
export async function readSetting<T>(db: Kysely<Database>, key: string, fallback: T): Promise<T> {
  const value = await settings.valueOf(db, key);
  return value !== undefined ? (JSON.parse(value) as T) : fallback;
}

export const getSiteSettings = (db: Kysely<Database>) => readSetting<Settings>(db, 'site.settings', DEFAULT_SETTINGS);
export const getStatusRules = (db: Kysely<Database>) => readSetting<StatusRules>(db, 'site.status', DEFAULT_STATUS_RULES);

/** §4: 1 if maintenance (with or without region restriction), 2 if only region restriction, else 0. */
export function systemStatusCode(maintenance: boolean, regionRestriction: boolean): 0 | 1 | 2 {
  if (maintenance) return 1;
  return regionRestriction ? 2 : 0;
}

export const getRegisterSettings = (db: Kysely<Database>) => readSetting<RegisterSettings>(db, 'register.settings', DEFAULT_REGISTER_SETTINGS);
