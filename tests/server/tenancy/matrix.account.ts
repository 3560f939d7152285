import type { GraphqlEntry, RestEntry } from './matrix.js';

/** The tenancy rules of the account operations (issue 12); matrix.ts spreads them into REST and GRAPHQL. */
export const ACCOUNT_REST: Record<string, RestEntry> = {};

export const ACCOUNT_GRAPHQL: Record<string, GraphqlEntry> = {};
