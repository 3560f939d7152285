import fastJson from 'fast-json-stringify';
import {
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON of a query's answer, `{"data":…}`, written by a function compiled for the operation's
 * shape (fast-json-stringify) instead of `JSON.stringify`, which walks and type-checks every value.
 * graphql-jit can make one too, but refuses operations with custom scalars (DateTimeISO,
 * JSONObject); this one writes our scalars as what they serialize to: DateTimeISO a string, the
 * others through JSON.stringify.
 *
 * The bytes must be JSON.stringify's (the fast path's answers are compared with Apollo's in the
 * tests), so properties come in the order the executor adds them (first appearance in the
 * selection set) and it gives up — the caller keeps JSON.stringify — where that order can depend
 * on the answer: a union or interface, or @skip/@include.
 */
export function compileAnswerSerializer(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): ((answer: { data: unknown }) => string) | null {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (operationName === undefined || d.name?.value === operationName),
  );
  const root = schema.getQueryType();
  if (!operation || operation.operation !== 'query' || !root) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  try {
    const data = objectSchema(root, [operation.selectionSet], fragments);
    return fastJson({ type: 'object', properties: { data } }) as (answer: { data: unknown }) => string;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

class Unsupported extends Error {}

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer', nullable: true },
  Float: { type: 'number', nullable: true },
  String: { type: 'string', nullable: true },
  ID: { type: 'string', nullable: true },
  Boolean: { type: 'boolean', nullable: true },
  DateTimeISO: { type: 'string', nullable: true },
};

function objectSchema(type: GraphQLObjectType, sets: SelectionSetNode[], fragments: Map<string, FragmentDefinitionNode>): JsonSchema {
  // Response name → its field nodes, in the order of first appearance (graphql-js's collectFields).
  const fields = new Map<string, FieldNode[]>();
  const collect = (set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.directives?.length) throw new Unsupported();
      if (selection.kind === Kind.FIELD) {
        const name = selection.alias?.value ?? selection.name.value;
        const nodes = fields.get(name);
        if (nodes) nodes.push(selection);
        else fields.set(name, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (selection.typeCondition && selection.typeCondition.name.value !== type.name) throw new Unsupported();
        collect(selection.selectionSet, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || fragment.typeCondition.name.value !== type.name) throw new Unsupported();
        if (seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        collect(fragment.selectionSet, seen);
      }
    }
  };
  const seen = new Set<string>();
  for (const set of sets) collect(set, seen);
  const properties: Record<string, JsonSchema> = {};
  const defs = type.getFields();
  for (const [name, nodes] of fields) {
    const fieldName = nodes[0]!.name.value;
    if (fieldName === '__typename') {
      properties[name] = { type: 'string', nullable: true };
      continue;
    }
    const def = defs[fieldName];
    if (!def) throw new Unsupported();
    const subsets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
    properties[name] = valueSchema(def.type, subsets, fragments);
  }
  return { type: 'object', properties, nullable: true };
}

function valueSchema(type: GraphQLOutputType, sets: SelectionSetNode[], fragments: Map<string, FragmentDefinitionNode>): JsonSchema {
  if (isNonNullType(type)) return valueSchema(type.ofType, sets, fragments);
  if (isListType(type)) return { type: 'array', items: valueSchema(type.ofType, sets, fragments), nullable: true };
  if (isObjectType(type)) return objectSchema(type, sets, fragments);
  if (isEnumType(type)) return { type: 'string', nullable: true };
  // Any other scalar (JSONObject, …) is written by JSON.stringify, as Apollo would.
  if (isScalarType(type)) return SCALARS[type.name] ?? {};
  throw new Unsupported(); // a union or an interface
}
