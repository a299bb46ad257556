// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/lib/languages';

const dir = join(import.meta.dirname, '..', '..', 'locales');
const load = (file: string) => JSON.parse(readFileSync(join(dir, `${file}.json`), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const en = flatten(load('en'));
/** Brand names and words several languages borrow as they are. */
const MAX_SHARED_WITH_ENGLISH = 0.15;

describe('locales (§9: 26 languages)', () => {
  it('has one file per language of §9 and no other', () => {
    expect(LANGUAGES).toHaveLength(26);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
    expect(files).toEqual(LANGUAGES.map((l) => l.file).sort());
  });

  for (const lang of LANGUAGES.filter((l) => l.file !== 'en')) {
    it(`${lang.code} (${lang.file}.json) has every English key, with the same placeholders, and is translated`, () => {
      const t = flatten(load(lang.file));
      expect([...t.keys()].sort()).toEqual([...en.keys()].sort());
      let same = 0;
      for (const [key, value] of en) {
        const v = t.get(key)!;
        expect(v.trim(), key).not.toBe('');
        expect(placeholders(v), key).toEqual(placeholders(value));
        if (v === value) same++;
      }
      expect(same / en.size).toBeLessThan(MAX_SHARED_WITH_ENGLISH);
    });
  }
});
