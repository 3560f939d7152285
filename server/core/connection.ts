import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { AppError, badInput } from './errors.js';
import { MAX_LIMIT, DEFAULT_LIMIT, type Page } from './pagination.js';
import { serviceInput } from './service-input.js';

/**
 * GraphQL lists as Relay cursor connections (`first`/`after`, `edges { cursor node }`, `pageInfo`),
 * the shape GitHub's and Shopify's APIs use and Apollo Client's `relayStylePagination` merges. The
 * services keep answering `{items, nextCursor}` (REST sends that as is); `toConnection` only wraps
 * it, without per-edge work, because the records page is on the hot path.
 *
 * Pages are read by keyset, so a cursor exists only where a page stops: the last edge of a page
 * with more after it carries it (it is also `pageInfo.endCursor`); the other edges' `cursor` is null.
 */
@ObjectType('PageInfo', {
  simpleResolvers: true,
  description: 'Where a page of a connection stands. Pages are read forward: `first` and `after`.',
})
export class PageInfoType {
  @Field(() => Boolean, { description: 'Whether another page follows: ask for it with `after: endCursor`.' }) hasNextPage!: boolean;
  @Field(() => Boolean, { description: 'Whether this page was asked for with `after` (pages before it exist).' }) hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: 'Always null: pages are read forward only, from the first page or from `after`.' })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: 'Pass it as `after` for the next page; null on the last page.' }) endCursor!:
    string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: `How many to return, 1 to ${MAX_LIMIT}; ${DEFAULT_LIMIT} when omitted or null.` })
  first?: number | null;
  @Field(() => String, { nullable: true, description: "The previous page's `pageInfo.endCursor`; omit (or send null) for the first page." })
  after?: string | null;
}

export interface Edge<T> {
  node: T;
  cursor: string | null;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfoType;
}

/**
 * The Connection and Edge object types of one node type: `connectionType('Portal', PortalType, 'portals of …')`
 * makes `PortalConnection` and `PortalEdge`. Plain data, so `simpleResolvers` (no per-field
 * middleware) keeps a page of edges as cheap to serialise as the old `{items}` list.
 */
export function connectionType<T extends object>(name: string, node: ClassType<T>, what: string) {
  @ObjectType(`${name}Edge`, { simpleResolvers: true, description: `One of the ${what} on a page, with its cursor.` })
  class EdgeType {
    @Field(() => node, { description: 'The item itself.' }) node!: T;
    @Field(() => String, {
      nullable: true,
      description:
        'Pass it as `after` to read on after this edge. Only the last edge of a page that has more after it carries one (the same as `pageInfo.endCursor`); null on the others.',
    })
    cursor!: string | null;
  }

  @ObjectType(`${name}Connection`, {
    simpleResolvers: true,
    description: `A page of ${what}: ask for the next one with \`after: pageInfo.endCursor\`.`,
  })
  class ConnectionType {
    @Field(() => [EdgeType], { description: 'The items of the page, in order, each in its edge.' }) edges!: EdgeType[];
    @Field(() => PageInfoType, { description: 'Whether more follow, and the cursor to read them.' }) pageInfo!: PageInfoType;
  }
  return ConnectionType;
}

/** A service's `{items, nextCursor}` page as a connection. */
export function toConnection<T>(page: Page<T>, after?: string | null): Connection<T> {
  const { items, nextCursor } = page;
  const edges: Edge<T>[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) edges[i] = { node: items[i]!, cursor: null };
  if (nextCursor !== null && edges.length > 0) edges[edges.length - 1]!.cursor = nextCursor;
  return {
    edges,
    pageInfo: { hasNextPage: nextCursor !== null, hasPreviousPage: Boolean(after), startCursor: null, endCursor: nextCursor },
  };
}

const ARG_NAMES: Record<string, string> = { limit: 'first', cursor: 'after' };

/**
 * Reads one page through a service: `first`/`after` become the services' `limit`/`cursor` (by the
 * query-argument null rule of serviceInput), and an error about them names the argument the caller
 * sent (`first`, `after`) rather than REST's.
 */
export async function readConnection<T>(
  args: ConnectionArgs,
  read: (page: { limit?: number; cursor?: string }) => Promise<Page<T>>,
): Promise<Connection<T>> {
  const { first, after } = serviceInput(args, 'query') as { first?: number; after?: string };
  try {
    return toConnection(
      await read({ ...(first !== undefined ? { limit: first } : {}), ...(after !== undefined ? { cursor: after } : {}) }),
      after,
    );
  } catch (error) {
    if (error instanceof AppError && error.details && Object.keys(error.details).some((k) => k in ARG_NAMES)) {
      const details = Object.fromEntries(Object.entries(error.details).map(([k, v]) => [ARG_NAMES[k] ?? k, v]));
      // A message that lists the fields ("Please fix 2 fields: limit, cursor.") is written again with the new names.
      const listsFields = Object.keys(error.details).length > 1 && error.code === 'BAD_USER_INPUT';
      throw listsFields ? badInput(details) : new AppError(error.code, error.message, details, error.retryAfter);
    }
    throw error;
  }
}
