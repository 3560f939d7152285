import type { GraphqlEntry, RestEntry } from './matrix.js';

/** The tenancy rules of the team operations (issue 12); matrix.ts spreads them into REST and GRAPHQL. */
export const TEAM_REST: Record<string, RestEntry> = {};

export const TEAM_GRAPHQL: Record<string, GraphqlEntry> = {};
