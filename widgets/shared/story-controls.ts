/**
 * Storybook controls from a widget's props schema: the same declaration that the player checks
 * props with and the console builds its props form from gives the Controls panel one control per
 * prop, with the prop's options, bounds, default and description. Pure, so it is tested without a
 * browser; widgets/shared/story.tsx hands its answer to every widget story.
 */
import type { ArgTypes } from '@storybook/react-vite';
import type { JSONSchema } from 'json-schema-to-ts';

/** One arg's entry in the Controls panel. */
type InputType = ArgTypes[string];

/** The part of a JSON Schema that a control is made from. */
interface PropSchema {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
  default?: unknown;
  description?: string;
}

interface ObjectSchema {
  properties?: Readonly<Record<string, JSONSchema>>;
  required?: readonly string[];
}

const asObject = (schema: JSONSchema): ObjectSchema & PropSchema => (typeof schema === 'object' ? (schema as ObjectSchema & PropSchema) : {});

/** The first JSON type a prop declares (`['string', 'null']` is a string that may be null). */
function jsonType(prop: PropSchema): string | undefined {
  if (typeof prop.type === 'string') return prop.type;
  return prop.type?.find((t) => t !== 'null');
}

/** The prop's limits in words, for the table's type detail (a text control does not enforce them). */
function constraints(prop: PropSchema): string | undefined {
  const parts = [
    prop.minimum !== undefined ? `min ${prop.minimum}` : '',
    prop.maximum !== undefined ? `max ${prop.maximum}` : '',
    prop.multipleOf !== undefined ? `step ${prop.multipleOf}` : '',
    prop.minLength !== undefined ? `min length ${prop.minLength}` : '',
    prop.maxLength !== undefined ? `max length ${prop.maxLength}` : '',
    prop.maxItems !== undefined ? `at most ${prop.maxItems} items` : '',
    prop.pattern !== undefined ? `pattern ${prop.pattern}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

/** The control for one prop: its options when it lists them, else by its JSON type. */
function controlOf(prop: PropSchema): InputType['control'] {
  if (prop.enum) return { type: 'select' };
  switch (jsonType(prop)) {
    case 'boolean':
      return { type: 'boolean' };
    case 'string':
      return { type: 'text' };
    case 'integer':
    case 'number': {
      const step = prop.multipleOf ?? (jsonType(prop) === 'integer' ? 1 : undefined);
      // A slider needs both ends; an open-ended number gets a plain number field.
      const bounded = prop.minimum !== undefined && prop.maximum !== undefined;
      return {
        type: bounded ? 'range' : 'number',
        ...(prop.minimum !== undefined && { min: prop.minimum }),
        ...(prop.maximum !== undefined && { max: prop.maximum }),
        ...(step !== undefined && { step }),
      };
    }
    default:
      // Objects, arrays and anything else: edited as JSON.
      return { type: 'object' };
  }
}

/**
 * Storybook `argTypes` for a props schema: one entry per declared property, in the schema's order —
 * a select of the `enum` values, a boolean toggle, a text field, a number field (a slider when both
 * `minimum` and `maximum` are declared; integers step by 1) or a JSON editor for objects and arrays —
 * with the property's `description`, its `default` as the table's default, and its limits as the
 * table's type detail. A schema without properties answers no entries.
 */
export function argTypesFromSchema(schema: JSONSchema): ArgTypes {
  const root = asObject(schema);
  const required = new Set(root.required ?? []);
  return Object.fromEntries(
    Object.entries(root.properties ?? {}).map(([name, propSchema]) => {
      const prop = asObject(propSchema);
      const type = jsonType(prop) ?? 'object';
      const summary = prop.enum ? prop.enum.map((v) => JSON.stringify(v)).join(' | ') : type;
      const detail = constraints(prop);
      const input: InputType = {
        name,
        control: controlOf(prop),
        ...(prop.enum && { options: prop.enum }),
        ...(prop.description !== undefined && { description: prop.description }),
        ...(required.has(name) && { type: { name: 'other', value: type, required: true } }),
        // No table category: the Controls panel lists uncategorised args first, so the props come
        // before the story's other args whatever order the story sets them in.
        table: {
          type: { summary, ...(detail !== undefined && { detail }) },
          ...(prop.default !== undefined && { defaultValue: { summary: JSON.stringify(prop.default) } }),
        },
      };
      return [name, input];
    }),
  );
}
