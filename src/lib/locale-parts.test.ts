// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATER_GROUPS, localePart, localePartId } from './locale-parts';

const LOCALES = join(import.meta.dirname, '..', '..', 'locales');
const read = (file: string) => JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as Record<string, unknown>;

/** Every leaf of a dictionary as 'a.b.c' → value. */
function leaves(d: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof d !== 'object' || d === null || Array.isArray(d)) return out.set(prefix, d);
  for (const [k, v] of Object.entries(d)) for (const [p, x] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, x);
  return out;
}

describe('a locale file in two parts (first screen / later)', () => {
  it('splits every language into parts that together are the whole file, with no string in both', () => {
    for (const file of readdirSync(LOCALES).filter((f) => f.endsWith('.json'))) {
      const whole = leaves(read(file));
      const first = leaves(localePart(read(file), 'first'));
      const later = leaves(localePart(read(file), 'later'));
      for (const k of first.keys()) expect(later.has(k), `${file} ${k}`).toBe(false);
      expect(new Map([...first, ...later]), file).toEqual(whole);
    }
  });

  it('keeps what a first screen shows in the first part, and moves the named groups to the later one', () => {
    const en = read('en.json');
    const first = leaves(localePart(en, 'first'));
    const later = leaves(localePart(en, 'later'));
    for (const key of ['shell.menu', 'errors.network.offline', 'errors.loadFailedRetry', 'errors.auth.trialRefused', 'games.types.RNG', 'status.maintenanceTitle']) {
      expect(first.has(key), key).toBe(true);
    }
    const under = (group: string) => (k: string) => k === group || k.startsWith(`${group}.`);
    for (const group of LATER_GROUPS) {
      expect([...later.keys()].some(under(group)), group).toBe(true);
      expect([...first.keys()].some(under(group)), group).toBe(false);
    }
  });

  it('reads a part from the module id the build sees, and nothing else', () => {
    expect(localePartId('/x/locales/en.json?part=first')).toEqual({ file: '/x/locales/en.json', part: 'first' });
    expect(localePartId('/x/locales/tl-ph.json?part=later')).toEqual({ file: '/x/locales/tl-ph.json', part: 'later' });
    expect(localePartId('/x/locales/en.json')).toBeNull();
    expect(localePartId('/x/locales/en.json?part=other')).toBeNull();
    expect(localePartId('/x/schemas/en.json?part=first')).toBeNull();
  });
});
