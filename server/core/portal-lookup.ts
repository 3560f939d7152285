import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { portals, type PortalRow } from '../../db/schema/index.js';
import { notFound } from './errors.js';
import { preparedPerDb } from './prepared.js';

/**
 * The published portal found by its address: the slug of /p/{slug} (and of the public API's
 * `portalSlug`), or the sub-domain of {subDomain}.{APP_DOMAIN}. Both match without regard to case,
 * as their unique indexes on lower(…) do. Every public lookup of a portal comes here.
 */
export type PortalAddress = { slug: string } | { subDomain: string };

type Key = string | ReturnType<typeof sql.placeholder>;

/** The condition on `portals` for an address, for a statement that joins more (the builder's requirePortal). */
export const portalAt = (field: 'slug' | 'subDomain', key: Key) => sql`lower(${portals[field]}) = lower(${key})`;

// Asked on every page of the published portal and by most public calls: prepared.
const bySlug = preparedPerDb((db: Db) =>
  db
    .select()
    .from(portals)
    .where(portalAt('slug', sql.placeholder('key')))
    .limit(1)
    .prepare('portal_by_slug'),
);
const bySubDomain = preparedPerDb((db: Db) =>
  db
    .select()
    .from(portals)
    .where(portalAt('subDomain', sql.placeholder('key')))
    .limit(1)
    .prepare('portal_by_sub_domain'),
);

/** Longer than any slug (48) or DNS label (63): no portal has it, so no query is made. */
const MAX_KEY = 63;

/** The portal at this address, or undefined. */
export async function findPortal(db: Db, address: PortalAddress): Promise<PortalRow | undefined> {
  const key = 'slug' in address ? address.slug : address.subDomain;
  if (key.length > MAX_KEY) return undefined;
  const [row] = await ('slug' in address ? bySlug(db) : bySubDomain(db)).execute({ key });
  return row;
}

/** The portal of this slug, or NOT_FOUND (the public API's `portalSlug`). */
export async function portalBySlug(db: Db, slug: string): Promise<PortalRow> {
  const portal = await findPortal(db, { slug });
  if (!portal) throw notFound('portal');
  return portal;
}
