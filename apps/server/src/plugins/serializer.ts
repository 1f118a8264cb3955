import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify handles `type: ['string', 'null']` directly, while an `anyOf` makes it test
 * every value against each branch. Zod writes `.nullable()` as such an anyOf: fold the simple ones.
 */
function foldNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(foldNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const folded: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, foldNullable(value)]),
  );
  const anyOf = folded.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !('anyOf' in other) && !('oneOf' in other)) {
      const { anyOf: _anyOf, ...rest } = folded;
      // An enum folded this way must list null too, or a null fails it where values are checked (in a union).
      const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
      return { ...rest, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  delete folded.$schema;
  return folded;
}

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema, compiled once, instead of running the zod schema over every answer. Only the
 * properties the schema names are written, so nothing leaks that the schema does not declare. A
 * schema JSON Schema cannot express falls back to zod's own serializer. Each one is compiled with
 * its route's first answer rather than at start, where compiling them all took a large part of a
 * cold start (docs/benchmarks.md, "Cold start").
 */
export const fastSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compileSerializer(route);
    return serialize(data);
  };
};

function compileSerializer(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): (data: unknown) => string {
  try {
    const jsonSchema = foldNullable(
      z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    );
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    // Zod's serializer encodes, and cannot run a schema with one-way transforms: a response schema
    // must describe answers as they are (docs/architecture.md, "The signed-in path").
    return zodSerializerCompiler(route);
  }
}
