import { expect } from 'vitest';
import { SENTENCE } from './database.js';
import type { Call, TestApp } from './test-app.js';

/**
 * One case run over both APIs, and the two outcomes compared: the same data (after `map`, with the
 * values each run makes anew masked), or the same error code, message and field details.
 *
 * Each API gets its own `setup` (a delete cannot run twice on one portal) and its own `tag`, a
 * fresh lowercase word to put into names, so two creates do not collide; the tag is masked in the
 * answers, like ids, times and cursors.
 */
export interface ParityCase<S = unknown> {
  name: string;
  token?: string | ((s: S) => string);
  /** Made once for each API, before its call. */
  setup?: (tag: string) => Promise<S> | S;
  rest: (
    s: S,
    tag: string,
  ) => { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; query?: Record<string, string>; body?: unknown };
  graphql: (s: S, tag: string) => { document: string; variables?: Record<string, unknown> };
  /** GraphQL's answer in REST's shape (a connection → `{items, nextCursor}`, a Portal → `{logoUrl}`). */
  map?: (data: any) => unknown;
  /** REST's detail keys as GraphQL names them (`limit` → `first`). */
  detailKeys?: Record<string, string>;
  /** What both must answer: data (`'ok'`) or an error code. */
  expect: 'ok' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'UNAUTHENTICATED' | 'FORBIDDEN';
  /** For errors: these details (REST's names) must be there, matching. */
  details?: Record<string, string | RegExp>;
}

export interface ParityOutcome {
  rest: Call;
  graphql: Call;
  /** Each side's answer, as compared. */
  restData: unknown;
  graphqlData: unknown;
}

const STATUS: Record<string, number> = { BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };
let tags = 0;

/** A connection as REST pages it: the nodes, and the cursor of the next page (null on the last). */
export function pageOf<T = any>(connection: { edges: Array<{ node: T }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } }) {
  return { items: connection.edges.map((e) => e.node), nextCursor: connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null };
}

export async function both<S>(t: TestApp, c: ParityCase<S>): Promise<ParityOutcome> {
  const run = async (side: 'rest' | 'graphql') => {
    const tag = `${side === 'rest' ? 'r' : 'g'}${process.pid.toString(36)}${(tags++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const s = (await c.setup?.(tag)) as S;
    const token = typeof c.token === 'function' ? c.token(s) : c.token;
    if (side === 'rest') {
      const r = c.rest(s, tag);
      const url = r.query ? `${r.url}?${new URLSearchParams(r.query)}` : r.url;
      return { call: await t.rest(r.method, url, { token, body: r.body }), tag };
    }
    const g = c.graphql(s, tag);
    return { call: await t.gql(g.document, g.variables ?? {}, token), tag };
  };
  const rest = await run('rest');
  const graphql = await run('graphql');
  const label = `${c.name}\nREST: ${JSON.stringify(rest.call.body)}\nGraphQL: ${JSON.stringify(graphql.call.body)}`;

  if (c.expect === 'ok') {
    expect(rest.call.status, label).toBeLessThan(300);
    expect(rest.call.body.success, label).toBe(true);
    expect(graphql.call.body.errors, label).toBeUndefined();
    const data = graphql.call.body.data as Record<string, unknown>;
    const [field] = Object.keys(data);
    const restData = mask(rest.call.body.data, rest.tag);
    const graphqlData = mask(c.map ? c.map(data[field!]) : data[field!], graphql.tag);
    expect(graphqlData, label).toEqual(restData);
    return { rest: rest.call, graphql: graphql.call, restData, graphqlData };
  }

  expect(rest.call.status, label).toBe(STATUS[c.expect]);
  expect(rest.call.body.code, label).toBe(c.expect);
  expect(rest.call.body.message, label).toMatch(SENTENCE);
  expect(graphql.call.body.data ?? null, label).toBeNull();
  expect(
    graphql.call.body.errors?.map((e: any) => e.extensions?.code),
    label,
  ).toEqual([c.expect]);
  const error = graphql.call.body.errors[0];
  expect(mask(error.message, graphql.tag), label).toBe(mask(rest.call.body.message, rest.tag));
  const restDetails = Object.fromEntries(Object.entries(rest.call.body.details ?? {}).map(([k, v]) => [c.detailKeys?.[k] ?? k, v]));
  expect(mask(error.extensions.details ?? {}, graphql.tag), label).toEqual(mask(restDetails, rest.tag));
  for (const [key, want] of Object.entries(c.details ?? {})) expect(rest.call.body.details?.[key], `${label}\n${key}`).toMatch(want);
  if (c.details) expect(Object.keys(rest.call.body.details ?? {}).sort(), label).toEqual(Object.keys(c.details).sort());
  return { rest: rest.call, graphql: graphql.call, restData: rest.call.body, graphqlData: graphql.call.body };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const CURSOR_KEYS = new Set(['nextCursor', 'endCursor', 'cursor']);
/** Secrets made anew by each run (a session token, a webhook's signing secret). */
const SECRET_KEYS = new Set(['token', 'secret', 'prefix']);

/** What differs between two runs of one case by construction: ids, times, cursors, tokens and the run's tag. */
function mask(value: unknown, tag: string, key?: string): unknown {
  if (typeof value === 'string') {
    if (key && CURSOR_KEYS.has(key)) return '<cursor>';
    if (key && SECRET_KEYS.has(key)) return '<secret>';
    if (TIME.test(value)) return '<time>';
    return value.replaceAll(tag, '<tag>').replace(UUID, '<id>');
  }
  if (Array.isArray(value)) return value.map((v) => mask(v, tag));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, tag, k)]));
  return value;
}
