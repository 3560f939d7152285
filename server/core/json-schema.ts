import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

// A format says it better than zod's long regular expression for it (date-time, uuid, email).
const override = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (jsonSchema.format && jsonSchema.pattern) delete jsonSchema.pattern;
};

/**
 * A zod schema as JSON Schema for fast-json-stringify: everything inline (a serializer has no use
 * for names), in the shape the service's answer has on the wire.
 */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { metadata: z.registry(), io: 'output', unrepresentable: 'any', override }) as JsonSchema;
  delete json.$schema;
  return json;
}

/**
 * A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 uses) for the document. Shapes named with
 * `.meta({id})` go to `defs` (the document's components) and are referenced by name.
 */
export function documentSchema(schema: z.ZodType, io: 'input' | 'output', defs: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', override }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  delete json.$schema;
  for (const [id, def] of Object.entries(json.$defs ?? {})) defs[id] = rewriteRefs(def) as JsonSchema;
  delete json.$defs;
  return rewriteRefs(json) as JsonSchema;
}

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' ? value.replace('#/$defs/', '#/components/schemas/') : rewriteRefs(value);
  }
  return out;
}
