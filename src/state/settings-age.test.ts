// @vitest-environment node
/** The minimum age the badges show comes from the settings payload's registration settings. */
import { expect, it } from 'vitest';
import { DEFAULT_MINIMUM_AGE, DEFAULT_REGISTER_SETTINGS } from '../../schemas/register.schema';
import { minimumAgeOf } from './settings';

it('reads register.minimumAge, else the default', () => {
  expect(minimumAgeOf({ register: { minimumAge: 18 } } as never)).toBe(18);
  expect(minimumAgeOf(null)).toBe(DEFAULT_MINIMUM_AGE);
  expect(minimumAgeOf({ register: { minimumAge: 'x' } } as never)).toBe(DEFAULT_MINIMUM_AGE);
});

it('a new site checks the age from the start, at the default minimum age', () => {
  expect(DEFAULT_REGISTER_SETTINGS.ageCheck).toBe(true);
  expect(DEFAULT_REGISTER_SETTINGS.minimumAge).toBe(DEFAULT_MINIMUM_AGE);
  expect(DEFAULT_MINIMUM_AGE).toBe(21);
});
