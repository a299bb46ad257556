// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

describe('languages', () => {
  it('uses canonical BCP 47 tags, so i18next does not rewrite (and then refuse) any of them', () => {
    for (const l of LANGUAGES) expect(Intl.getCanonicalLocales(l.bcp47)[0]).toBe(l.bcp47);
  });
});
