/**
 * The compile-time tie between an answer's two declarations: its GraphQL object type (the SDL, from
 * the type-graphql class) and its zod schema (REST's contract, serializer and OpenAPI entry), paired
 * by name. `npm run codegen` (server/scripts/emit-ties.ts) writes server/modules/answers.tie.ts with
 * the SDL's fields and nullable fields as literal types beside the output type of each zod schema; `npm run typecheck`
 * then fails on the pair whose fields or nullability differ, naming them.
 */
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : undefined extends T[K] ? K : never }[keyof T];

export type Tie<Name extends string, Fields extends string, Nullable extends string, Output> = [
  Exclude<Fields, keyof Output>,
  Exclude<keyof Output, Fields>,
  Exclude<Nullable, NullableKeys<Output>>,
  Exclude<NullableKeys<Output>, Nullable>,
] extends [never, never, never, never]
  ? true
  : {
      answer: Name;
      onlyInGraphql: Exclude<Fields, keyof Output>;
      onlyInZod: Exclude<keyof Output, Fields>;
      nullableInGraphqlOnly: Exclude<Nullable, NullableKeys<Output>>;
      nullableInZodOnly: Exclude<NullableKeys<Output>, Nullable>;
    };

/** Fails to compile, on its own line, unless the tie holds. */
export type Holds<T extends true> = T;
