import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphiQL } from 'graphiql';
import { print, type GraphQLFormattedError } from 'graphql';
import type { ComponentProps } from 'react';
import { TOKEN_KEY } from '../app/session/storage';

export type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];
type Params = Parameters<Fetcher>[0];

export interface GraphqlAnswer<TData> {
  data?: TData | null;
  errors?: readonly GraphQLFormattedError[];
}

/** The builder's session token (the one the app keeps), read at each request: a sign-in or sign-out in another tab counts at once. */
export const sessionToken = () => localStorage.getItem(TOKEN_KEY);

/**
 * POST /graphql on this origin, as the signed-in builder. A header typed into the sandbox's headers
 * editor wins over the session's (someone trying an API key sends `Authorization` themselves).
 */
async function post(body: Params, typed: Record<string, string> = {}): Promise<unknown> {
  const token = sessionToken();
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  // set(), not a spread: `Authorization` typed in the editor replaces the session's `authorization`
  // (in one object both would be sent, joined by a comma, and the server would take neither).
  for (const [name, value] of Object.entries(typed)) headers.set(name, value);
  const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(
      `The server answered ${response.status} without a GraphQL answer. Check that it is running, then run the operation again.`,
    );
  }
}

export const fetcher: Fetcher = (params, options) => post(params, options?.headers) as ReturnType<Fetcher>;

/** The sandbox's own queries (its header note), typed by codegen like the app's. */
export async function request<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<GraphqlAnswer<TData>> {
  return (await post({ query: print(document), variables })) as GraphqlAnswer<TData>;
}
