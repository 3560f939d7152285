import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Ctx } from '../context.js';
import { FieldProblems, type AppError } from '../errors.js';

/** As deep as the input guard walks (input-guard.ts); deeper values are its to refuse. */
const MAX_DEPTH = 32;

/**
 * Fields of input objects that their type does not have, found in the variables in one pass before
 * graphql-js or graphql-jit coerce them. Their coercion reports each unknown field with the whole
 * value printed in it (up to 50 times: 60,000 unknown keys made a 32 MB answer after 11–36 s); here
 * the first few are named and the rest counted, in milliseconds.
 */
export function variableShapeProblems(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): AppError | null {
  if (!operation?.variableDefinitions?.length || !variables) return null;
  const problems = new FieldProblems();
  for (const definition of operation.variableDefinitions) {
    const name = definition.variable.name.value;
    if (!Object.prototype.hasOwnProperty.call(variables, name)) continue;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type) walk(type, variables[name], name, problems, 0);
  }
  return problems.empty ? null : problems.error();
}

function walk(type: GraphQLInputType, value: unknown, path: string, problems: FieldProblems, depth: number): void {
  if (value === null || value === undefined || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (isNonNullType(type)) return walk(type.ofType, value, path, problems, depth);
  if (isListType(type)) {
    if (!Array.isArray(value)) return walk(type.ofType, value, path, problems, depth);
    for (let i = 0; i < value.length; i++) walk(type.ofType, value[i], `${path}.${i}`, problems, depth + 1);
    return;
  }
  const named = getNamedType(type);
  if (!isInputObjectType(named) || Array.isArray(value)) return;
  const fields = named.getFields();
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const field = fields[key];
    if (!field) problems.unknownField(path, key, named.name);
    else walk(field.type, (value as Record<string, unknown>)[key], `${path}.${key}`, problems, depth + 1);
  }
}

/** The refusal as Apollo answers a plugin's error: BAD_USER_INPUT, HTTP 400, the fields in details. */
export function asGraphqlError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: 'BAD_USER_INPUT', details: error.details, http: { status: 400 } },
  });
}

/** Apollo's pipeline: after the operation is known, before it runs (and its variables are coerced). */
export function variableShapePlugin(schema: GraphQLSchema): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request }) {
          const refused = variableShapeProblems(schema, operation, request.variables);
          if (refused) throw asGraphqlError(refused);
        },
      };
    },
  };
}
