/**
 * Writes src/lib/date-patterns.ts: how each language writes each date style, read from this
 * Node's Intl (src/lib/date-patterns-source.ts). Run it when a language or a date style changes;
 * format-date.test.ts fails while the table and Intl disagree.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readDatePatterns } from '../src/lib/date-patterns-source';

const target = resolve(import.meta.dirname, '../src/lib/date-patterns.ts');
const body = `/**
 * How each language writes each date style, so a page writes dates without the browser's date data
 * (Intl's first date format costs ~150 ms of one task on the slow phone). Written by
 * scripts/gen-date-patterns.ts from Intl; format-date.test.ts checks it against Intl.
 */
import type { DatePattern } from './date-patterns-source';

export const DATE_PATTERNS: Readonly<Record<string, DatePattern>> = ${JSON.stringify(readDatePatterns())};
`;
writeFileSync(target, body);
console.log(`wrote ${target}`);
