import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How answers are written, from the route's response schema (packages/contracts: the one source
 * of truth). The schema is compiled once, at the route's first answer, into fast-json-stringify's
 * serializer (the JSON Schema zod derives from the contract's output side): it writes the
 * declared fields only, so an undeclared column never leaves, at the cost of a JSON.stringify.
 *
 * Outside production every answer is also checked against the contract first (a 500 when a
 * handler breaks it), so the test suites prove the handlers keep their contracts; production
 * skips that re-validation (it cost about a millisecond per 50-item shopping list: uuid patterns
 * and a copy of every object). A schema JSON Schema cannot express keeps zod's serializer.
 */
export function responseSerializerCompiler(options: {
  validate: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    // Compiled at the route's first answer: start-up stays short, and a route never called
    // costs no memory.
    let write: ((data: unknown) => string) | undefined;
    return (data) => {
      write ??= writerOf(route, options.validate);
      return write(data);
    };
  };
}

function writerOf(
  route: Parameters<FastifySerializerCompiler<ZodType>>[0],
  validate: boolean,
): (data: unknown) => string {
  const { schema, method, url } = route;
  const stringify = compiled(schema);
  if (!stringify) return zodSerializerCompiler(route);
  if (!validate) return stringify;
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return stringify(result.data);
  };
}

function compiled(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return undefined;
  }
}
