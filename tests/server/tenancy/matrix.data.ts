import type { GraphqlEntry, RestEntry } from './matrix.js';

/** The tenancy rules of the data operations (issue 12); matrix.ts spreads them into REST and GRAPHQL. */
export const DATA_REST: Record<string, RestEntry> = {};

export const DATA_GRAPHQL: Record<string, GraphqlEntry> = {};
