import 'reflect-metadata';
import { isNonNullType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildGraphqlSchema } from '../../server/core/graphql/schema.js';
import { operations, resolvers } from '../../server/modules/index.js';

/**
 * An answer is declared twice, as a zod schema (REST's contract, its serializer and OpenAPI entry)
 * and as a type-graphql class (the SDL), under one name. This ties the two: every GraphQL object type
 * that has a zod schema of the same name has the same fields, each nullable in both or in neither, so a
 * field added to one API and not the other fails here before any answer is compared. The same check
 * runs at compile time through server/modules/answers.tie.ts (written by `npm run codegen`); this test
 * also covers a generated file that is stale, and says which field differs at run time.
 */

type Json = { type?: string | string[]; anyOf?: Json[]; properties?: Record<string, Json>; required?: string[]; $ref?: string };

describe('zod and type-graphql declare each answer alike', () => {
  it('the same fields, with the same nullability, under each shared name', async () => {
    const schema = await buildGraphqlSchema(resolvers, operations);
    // Every zod schema registered with an id (`.meta({ id })`), as JSON Schema: the public view of the registry.
    const declared = z.toJSONSchema(z.globalRegistry, { io: 'output', unrepresentable: 'any' }).schemas as Record<string, Json>;
    const compared: string[] = [];
    // A named schema is a reference (`#/$defs/Name`); its own JSON says whether it takes null.
    const acceptsNull = (s: Json): boolean =>
      s.$ref
        ? acceptsNull(declared[s.$ref.split('/').pop()!] ?? {})
        : // Any JSON value (z.unknown(), a record's data) has no type, and null is one of them.
          (s.type === undefined && !s.anyOf) ||
          s.type === 'null' ||
          (Array.isArray(s.type) && s.type.includes('null')) ||
          (s.anyOf ?? []).some(acceptsNull);
    for (const [name, json] of Object.entries(declared)) {
      const type = schema.getType(name);
      if (!type || !isObjectType(type) || !json.properties) continue;
      compared.push(name);
      const fields = type.getFields();
      expect(Object.keys(fields).sort(), `${name}: the GraphQL type's fields and the zod schema's`).toEqual(
        Object.keys(json.properties).sort(),
      );
      for (const [key, property] of Object.entries(json.properties)) {
        const zodNullable = !(json.required ?? []).includes(key) || acceptsNull(property);
        expect(!isNonNullType(fields[key]!.type), `${name}.${key} nullable in GraphQL as in zod`).toBe(zodNullable);
      }
    }
    // Most answers have both; a rename on one side alone would drop the pair from this list.
    expect(compared.length).toBeGreaterThan(55);
  });
});
