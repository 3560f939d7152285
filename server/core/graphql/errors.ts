import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Ctx } from '../context.js';
import { fromDatabaseError } from '../db-errors.js';
import { AppError, clip } from '../errors.js';

/** graphql-js words some errors with the value sent (a 500 kB string, an object of 60,000 keys). */
const MAX_MESSAGE_CHARS = 1000;
/** Errors in one answer; validation can report one per field written (graphql-js stops at 100). */
const MAX_ERRORS = 10;

/** AppErrors keep their code and details; anything unexpected becomes INTERNAL with no internals. */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = fromDatabaseError(unwrapped) ?? unwrapped;
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: {
        code: original.code,
        ...(original.details ? { details: original.details } : {}),
        ...(original.retryAfter ? { retryAfter: original.retryAfter } : {}),
      },
    };
  }
  // Apollo refuses a few malformed requests without a code but with a 4xx status (a persisted query
  // whose hash is not its query's, an unknown APQ version): the client's mistake, not ours.
  const status = original instanceof GraphQLError ? (original.extensions?.http as { status?: number } | undefined)?.status : undefined;
  const apolloRefusal = status !== undefined && status >= 400 && status < 500 && formatted.extensions?.code === 'INTERNAL_SERVER_ERROR';
  const code = apolloRefusal ? 'BAD_REQUEST' : formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    return { message: 'Something went wrong on our side.', path: formatted.path, extensions: { code: 'INTERNAL' } };
  }
  // graphql-js and Apollo's own: parse, validation, bad variables, armor limits, malformed requests
  // (BAD_REQUEST: batches, CSRF-blocked GETs, no query; an unknown operationName), all under the
  // documented BAD_USER_INPUT. PERSISTED_QUERY_* stay as they are: Apollo clients act on them.
  const clientCodes = [
    'GRAPHQL_VALIDATION_FAILED',
    'GRAPHQL_PARSE_FAILED',
    'BAD_USER_INPUT',
    'BAD_REQUEST',
    'OPERATION_RESOLUTION_FAILURE',
  ];
  const mapped = clientCodes.includes(String(code)) ? 'BAD_USER_INPUT' : code;
  return {
    message: clip(shortenQuoted(formatted.message), MAX_MESSAGE_CHARS),
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: mapped,
      graphqlCode: code,
      // The input guard (core/input-guard.ts) names the field, as AppError's details do.
      ...(formatted.extensions?.details ? { details: formatted.extensions.details } : {}),
    },
  };
}

/** A long name or value quoted in graphql-js's words ("Field "ffff…" is not defined") cut to 80 characters. */
const shortenQuoted = (message: string) => message.replace(/"([^"]{80})[^"]{20,}"/g, '"$1…"');

/** Logs unexpected errors with the request id and puts the id in the answer so support can find it. */
export function internalErrorPlugin(): ApolloServerPlugin<Ctx> {
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (!(original instanceof AppError) && !fromDatabaseError(original) && !error.extensions?.code) {
              contextValue.log.error({ err: original }, 'unexpected GraphQL error');
            }
          }
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const all = response.body.singleResult.errors;
          if (all && all.length > MAX_ERRORS) {
            const rest = all.length - (MAX_ERRORS - 1);
            response.body.singleResult.errors = [
              ...all.slice(0, MAX_ERRORS - 1),
              {
                message: `… and ${rest.toLocaleString('en-US')} more errors. Fix the ones above and send it again.`,
                extensions: { code: all[MAX_ERRORS - 1]!.extensions?.code ?? 'BAD_USER_INPUT' },
              },
            ];
          }
          for (const error of response.body.singleResult.errors ?? []) {
            if (error.extensions?.code === 'INTERNAL') {
              (error as { message: string }).message =
                `Something went wrong on our side. If it keeps happening, quote request id ${contextValue.requestId}.`;
              (error.extensions as Record<string, unknown>).requestId = contextValue.requestId;
            }
          }
        },
      };
    },
  };
}
