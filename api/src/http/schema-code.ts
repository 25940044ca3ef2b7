/**
 * Response serializers and request validators whose compiled code is kept in a store the caller
 * gives (`AppOptions.schemaCode`). Compiling every route's schemas (fast-json-stringify, Ajv) is
 * most of what building the app costs (about 3 CPU-s), and the API tests build it once per test
 * file, each in jest's module registry of its own. The code is text, so it can be kept across those
 * registries (and on disk, see api/test/schema-code-cache.ts); it is evaluated again each time with
 * the modules of the caller's registry, so the serializer behaves exactly as a freshly compiled one.
 * Without a store the app uses Fastify's own serializer compiler and compiles its validators.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';

/** Compiled serializer code by a key made from everything it is compiled from. */
export interface SchemaCodeStore {
  get(key: string): string | undefined;
  set(key: string, code: string): void;
}

type Serializer = (data: unknown) => string;
/** Fastify's `schemaController.compilersFactory.buildSerializer`. */
type SerializerFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer'];

/** fast-json-stringify as Fastify resolves it (the API does not depend on it directly). */
function fastJsonStringifyFolder(): string {
  return path.dirname(require.resolve('fast-json-stringify', { paths: [path.dirname(require.resolve('fastify'))] }));
}

export function storedSerializers(store: SchemaCodeStore): SerializerFactory {
  const folder = fastJsonStringifyFolder();
  // What the compiled code requires (fast-json-stringify's serializer, Ajv's runtime, the formats),
  // resolved from fast-json-stringify's folder as its own requires are.
  const codeRequire = (name: string): unknown => require(require.resolve(name, { paths: [folder] }));
  return (externalSchemas, options = {}) =>
    ({ schema }) => {
      // As Fastify's own compiler: a response schema registered by $id is not also an external one.
      const external: Record<string, unknown> = { ...(externalSchemas as object) };
      const id = (schema as { $id?: unknown }).$id;
      if (typeof id === 'string') delete external[id];
      const key = createHash('sha256')
        .update(JSON.stringify([schema, external, options]))
        .digest('hex');
      let code = store.get(key);
      if (code === undefined) {
        const build = require(folder) as (schema: unknown, options: Record<string, unknown>) => string;
        code = build(schema, { ...(options as object), schema: external, mode: 'standalone', inlineValidators: true });
        store.set(key, code);
      }
      const module = { exports: {} as unknown };
      new Function('module', 'exports', 'require', code)(module, module.exports, codeRequire);
      return module.exports as Serializer;
    };
}

/**
 * The validator of `schema` by the Ajv instance `ajv` makes (its options named by `kind`), its code
 * kept in `store`: the instance is asked for only when the store does not hold the code, and must
 * keep its code (`code: { source: true }`).
 */
export function storedValidator(store: SchemaCodeStore, kind: string, ajv: () => Ajv, schema: unknown): ValidateFunction {
  const key = createHash('sha256')
    .update(JSON.stringify(['validator', kind, schema]))
    .digest('hex');
  let code = store.get(key);
  if (code === undefined) {
    const standaloneCode = require('ajv/dist/standalone').default as (ajv: Ajv, validate: ValidateFunction) => string;
    const compiling = ajv();
    code = standaloneCode(compiling, compiling.compile(schema as object));
    store.set(key, code);
  }
  const module = { exports: {} as unknown };
  // The code requires Ajv's runtime and the formats: the API's own dependencies.
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports as ValidateFunction;
}
