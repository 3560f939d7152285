// The yardstick of `npm run bench`: plain Fastify and postgres.js running the same two statements
// Portico sends for GET /v1/portal/list (session lookup, then the page of portals), with the
// same JSON answer. No validation layer, no ORM, no hooks: what the hardware and the driver allow.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import postgres from 'postgres';

const SESSION_SQL =
  'select "users"."id", "users"."email", "users"."password_hash", "users"."first_name", "users"."last_name", "users"."username", "users"."timezone", "users"."profile_image_url", "users"."bio", "users"."email_verified_at", "users"."google_subject", "users"."page_visits", "users"."current_workspace_id", "users"."kind", "users"."created_at", "users"."updated_at", "sessions"."id", "sessions"."expires_at", "sessions"."last_seen_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > now()) limit $2';
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

/**
 * The raw app on a postgres.js client (`npm run bench` runs it under node; tests/server/bench-yardstick
 * builds it in-process to check that it answers the same JSON with the same SQL as Portico).
 */
export function buildRawApp(sql: postgres.Sql) {
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
        // The published portal's address: null, as Portico answers it without an APP_DOMAIN (the bench sets none).
        items: page.map(({ cursorAt: _cursor, logoUrl, ...portal }) => ({
          ...portal,
          subDomainUrl: null,
          logoUrl,
        })),
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

  // The workflows bench's "advance a run by one step" (bench/workflows.ts): the customer's session,
  // the run with its version's graph in one read, the step's answer checked, the run moved in one
  // conditional UPDATE — the writes Portico makes, without its layers.
  const CUSTOMER_SQL =
    'select "customer_sessions"."customer_id", "customer_sessions"."portal_id", "customer_users"."status" from "customer_sessions" inner join "customer_users" on "customer_users"."id" = "customer_sessions"."customer_id" where ("customer_sessions"."token_hash" = $1 and "customer_sessions"."expires_at" > now()) limit 1';
  const RUN_SQL =
    'select "workflow_runs"."id", "workflow_runs"."workflow_id", "workflow_runs"."version", "workflow_runs"."status", "workflow_runs"."current_step_id", "workflow_runs"."trail", "workflow_runs"."answers", "workflow_versions"."graph" from "workflow_runs" inner join "workflow_versions" on ("workflow_versions"."workflow_id" = "workflow_runs"."workflow_id" and "workflow_versions"."version" = "workflow_runs"."version") where ("workflow_runs"."id" = $1 and "workflow_runs"."portal_id" = $2 and "workflow_runs"."customer_id" = $3) limit 1';
  const MOVE_SQL =
    'update "workflow_runs" set "answers" = "answers" || $1::jsonb, "trail" = "trail" || $2::jsonb, "status" = $3, "current_step_id" = $4, "completed_at" = $5, "updated_at" = now() where ("id" = $6 and "status" = \'IN_PROGRESS\' and "current_step_id" = $7) returning "id", "status", "current_step_id", "answers", "trail", "created_at", "updated_at", "completed_at"';

  type Graph = {
    nodes: Array<{ id: string; type: string; name: string; config?: { fields?: Array<{ key: string; required?: boolean }> } }>;
    edges: Array<{ from: string; to: string }>;
  };

  app.post('/raw/workflows/advance', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const [session] = token
      ? await sql.unsafe(CUSTOMER_SQL, [createHash('sha256').update(token).digest('hex')], { prepare: true }).values()
      : [];
    if (!session || session[2] === 'BLOCKED')
      return reply.code(401).send({ success: false, code: 'UNAUTHENTICATED', message: 'Sign in first.' });
    const { runId, stepId, answers = {} } = request.body as { runId: string; stepId: string; answers?: Record<string, unknown> };
    if (!UUID.test(runId)) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such run.' });
    const [run] = await sql.unsafe(RUN_SQL, [runId, session[1], session[0]], { prepare: true }).values();
    if (!run) return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such run.' });
    const graph = run[7] as Graph;
    if (run[3] !== 'IN_PROGRESS' || run[4] !== stepId)
      return reply.code(409).send({ success: false, code: 'CONFLICT', message: 'Already done.' });
    const node = graph.nodes.find((n) => n.id === stepId)!;
    const answer: Record<string, unknown> = node.type === 'FORM' ? {} : { confirmedAt: new Date().toISOString() };
    for (const f of node.config?.fields ?? []) {
      const v = answers[f.key];
      if (f.required && (typeof v !== 'string' || v.trim() === ''))
        return reply.code(400).send({
          success: false,
          code: 'BAD_USER_INPUT',
          message: 'Please enter it.',
          details: { [`answers.${f.key}`]: 'Please enter it.' },
        });
      if (v !== undefined) answer[f.key] = v;
    }
    const next = graph.edges.find((e) => e.from === stepId)?.to ?? null;
    const at = new Date().toISOString();
    const [moved] = await sql
      .unsafe(
        MOVE_SQL,
        [
          JSON.stringify({ [stepId]: answer }),
          JSON.stringify([{ stepId, at }]),
          next ? 'IN_PROGRESS' : 'COMPLETED',
          next,
          next ? null : at,
          runId,
          stepId,
        ],
        { prepare: true },
      )
      .values();
    if (!moved) return reply.code(409).send({ success: false, code: 'CONFLICT', message: 'Already done.' });
    const current = graph.nodes.find((n) => n.id === next);
    const trail = moved[4] as Array<{ stepId: string; at: string }>;
    const done = moved[3] as Record<string, Record<string, unknown>>;
    return {
      success: true,
      data: {
        id: moved[0],
        status: moved[1],
        currentStep: current ? { id: current.id, name: current.name, type: current.type, content: current.config ?? {} } : null,
        steps: trail.map((t) => {
          const n = graph.nodes.find((x) => x.id === t.stepId);
          return { id: t.stepId, name: n?.name ?? t.stepId, type: n?.type ?? 'UNKNOWN', answer: done[t.stepId] ?? {}, at: t.at };
        }),
        createdAt: moved[5],
        updatedAt: moved[6],
        completedAt: moved[7],
      },
    };
  });

  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sql = postgres(process.env.DATABASE_URL!, {
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    onnotice: () => {},
    ...(process.env.PORTICO_SQL_TRACE === '1'
      ? { debug: (_c: number, query: string) => void process.stderr.write(`[sql] ${query.replace(/\s+/g, ' ').trim()}\n`) }
      : {}),
  });
  const app = buildRawApp(sql);
  const shutdown = async () => {
    await app.close();
    await sql.end({ timeout: 5 });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('raw server ready');
}
