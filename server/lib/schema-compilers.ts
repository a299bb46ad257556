/**
 * Fastify's schema compilers, shared by every app this process builds.
 *
 * Fastify makes a fresh Ajv (and fast-json-stringify) pool per app, and a route's schema object is
 * made anew each time its plugin runs, so each app compiled every route schema again (about 200 ms
 * of CPU for ours). A server builds one app and never notices; the API tests build one per
 * describe block and per database, a few hundred a run. A compiled function depends only on the
 * schema, the shared schemas and the options, so one per distinct schema text is reused.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/** A pool factory as Fastify calls it: (shared schemas, options) => (route's schema) => compiled function. */
function memoised<E, O, R, F>(factory: (externalSchemas: E, options: O) => (route: R) => F) {
  const compiled = new Map<string, F>();
  return (externalSchemas: E, options: O) => {
    const compile = factory(externalSchemas, options);
    const context = JSON.stringify([externalSchemas, options]);
    return (route: R) => {
      // Fastify passes { schema, method, url, httpPart } (the packages' types say only the schema).
      const { schema, httpPart } = route as { schema?: unknown; httpPart?: string };
      const key = `${context}|${httpPart ?? ''}|${JSON.stringify(schema)}`;
      let fn = compiled.get(key);
      if (fn === undefined) compiled.set(key, (fn = compile(route)));
      return fn;
    };
  };
}

/**
 * How a request's parts are checked against their schemas (Fastify's Ajv options): no unknown
 * field dropped silently (additionalProperties: false refuses it), query text coerced to the
 * schema's types, defaults filled in, no number written as text that is not a number.
 */
export const AJV_OPTIONS = { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false, strictNumbers: true } as const;

export const schemaCompilers = {
  buildValidator: memoised(AjvCompiler()),
  buildSerializer: memoised(SerializerSelector()),
};
