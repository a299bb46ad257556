/** The browser's validators: precompiled by `npm run gen`, so no ajv compiler ships to players. */
import * as compiled from '../../schemas/generated/validators.js';
import type { ValidateFn } from '../../schemas/generated/validators.js';
import type { LayoutValidators } from './check-layout';

// Every export of the generated module is a validator, so the namespace reads as a table by name.
const table: Readonly<Record<string, ValidateFn | undefined>> = compiled;

function run(fn: ValidateFn | undefined, value: unknown, what: string): string | null {
  if (!fn) return `no validator for ${what}`;
  if (fn(value)) return null;
  const e = fn.errors?.[0];
  return e ? `${e.instancePath || '/'} ${e.keyword}` : 'invalid';
}

export const browserValidators: LayoutValidators = {
  layout: (value) => run(compiled.validateLayout, value, 'layout'),
  props: (widget, value) => run(table[`widget_${widget}`], value, widget),
  params: (source, value) => run(table[`source_${source.replace(/\W/g, '_')}`], value, source),
};
