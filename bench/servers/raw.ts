// The yardstick of `npm run bench`: plain Fastify and postgres.js running the same two statements
// Portico sends for GET /v1/portal/list (session lookup, then the page of portals), with the
// same JSON answer. No validation layer, no ORM, no hooks: what the hardware and the driver allow.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import postgres from 'postgres';

const SESSION_SQL =
  'select "users"."id", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."username", "users"."timezone", "users"."profile_image_url", "users"."bio", "users"."email_verified_at", "users"."google_subject", "users"."page_visits", "users"."current_workspace_id", "users"."created_at", "users"."updated_at", "sessions"."id", "sessions"."expires_at", "sessions"."last_seen_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > now()) limit $2';
const LIST_SQL = `select "portals"."id" as "id", "portals"."workspace_id" as "workspaceId", "portals"."name" as "name", "portals"."slug" as "slug", "portals"."sub_domain" as "subDomain", "portals"."logo_url" as "logoUrl", "portals"."theme" as "theme", "portals"."basic_info" as "basicInfo", to_char("portals"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char("portals"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", to_char("portals"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt" from "portals" inner join "memberships" on ("memberships"."workspace_id" = "portals"."workspace_id" and "memberships"."user_id" = $1) where "portals"."workspace_id" = $2 order by "portals"."created_at" desc, "portals"."id" desc limit $3`;
const LIMIT = 50;

interface PortalRow {
  id: string;
  workspaceId: string;
  name: string;
  slug: string;
  subDomain: string;
  logoUrl: string | null;
  theme: unknown;
  basicInfo: unknown;
  /** ISO text made by PostgreSQL, as Portico reads it. */
  createdAt: string;
  updatedAt: string;
  /** created_at to the microsecond, for the cursor. */
  cursorAt: string;
}

const sql = postgres(process.env.DATABASE_URL!, {
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  onnotice: () => {},
  ...(process.env.PORTICO_SQL_TRACE === '1'
    ? { debug: (_c: number, query: string) => void process.stderr.write(`[sql] ${query.replace(/\s+/g, ' ').trim()}\n`) }
    : {}),
});

const app = Fastify({ logger: false });

/** The session row of a bearer token (Portico's lookup, the same SQL), or null. */
async function sessionOf(authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const [session] = await sql.unsafe(SESSION_SQL, [createHash('sha256').update(token).digest('hex'), 1], { prepare: true }).values();
  return session ?? null;
}

app.get('/raw/portal/list', async (request, reply) => {
  const session = await sessionOf(request.headers.authorization);
  if (!session) return reply.code(401).send({ success: false, code: 'UNAUTHENTICATED', message: 'Sign in first.' });
  const workspaceId = session[12] as string | null;
  if (!workspaceId) return { success: true, data: { items: [], nextCursor: null } };
  const rows = await sql.unsafe<PortalRow[]>(LIST_SQL, [session[0] as string, workspaceId, LIMIT + 1], { prepare: true });
  const more = rows.length > LIMIT;
  const page = more ? rows.slice(0, LIMIT) : rows;
  const last = page[page.length - 1];
  return {
    success: true,
    data: {
      items: page.map(({ cursorAt: _cursor, ...portal }) => portal),
      nextCursor: more && last ? Buffer.from(JSON.stringify([last.cursorAt, last.id])).toString('base64url') : null,
    },
  };
});

// The records bench's page: deals won, largest amount first (bench/records.ts). Portico writes the
// collection id and the field key into the SQL text, so that the planner can use the collection's
// partial sort index; so does this route.
const COLLECTION_SQL =
  'select "collections"."id", "collections"."portal_id", "collections"."name", "collections"."slug", "collections"."fields", "collections"."customer_access", "collections"."customer_field_key", "collections"."created_at", "collections"."updated_at", "portals"."workspace_id" from "collections" inner join "portals" on "portals"."id" = "collections"."portal_id" inner join "memberships" on ("memberships"."workspace_id" = "portals"."workspace_id" and "memberships"."user_id" = $1) where "collections"."id" = $2 limit $3';
const pageSql = (collectionId: string) =>
  `select "collection_records"."id" as "id", "collection_records"."collection_id" as "collectionId", "collection_records"."data" as "data", to_char("collection_records"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char("collection_records"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt", ("collection_records"."data" -> 'amount') as "sortValue" from "collection_records" where ("collection_records"."collection_id" = '${collectionId}'::uuid and "collection_records"."data" @> $1::jsonb and ("collection_records"."data" -> 'amount') is not null) order by ("collection_records"."data" -> 'amount') desc, "collection_records"."id" desc limit $2`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

app.get('/raw/database/records', async (request, reply) => {
  const session = await sessionOf(request.headers.authorization);
  if (!session) return reply.code(401).send({ success: false, code: 'UNAUTHENTICATED', message: 'Sign in first.' });
  const collectionId = String((request.query as { collectionId?: string }).collectionId);
  if (!UUID.test(collectionId)) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such collection.' });
  const [collection] = await sql.unsafe(COLLECTION_SQL, [session[0] as string, collectionId, 1], { prepare: true }).values();
  if (!collection) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such collection.' });
  const rows = await sql.unsafe(pageSql(collectionId), [{ status: 'Won' } as never, LIMIT + 1], { prepare: true }).values();
  const more = rows.length > LIMIT;
  const page = more ? rows.slice(0, LIMIT) : rows;
  const last = page[page.length - 1];
  return {
    success: true,
    data: {
      items: page.map((r) => ({ id: r[0], collectionId: r[1], data: r[2], links: [], customers: [], createdAt: r[3], updatedAt: r[4] })),
      nextCursor: more && last ? Buffer.from(JSON.stringify(['amount:desc', last[5], last[0]])).toString('base64url') : null,
    },
  };
});

const shutdown = async () => {
  await app.close();
  await sql.end({ timeout: 5 });
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw server ready');
