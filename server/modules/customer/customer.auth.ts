import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/index.js';
import {
  customerLoginConfigs,
  customerSessions,
  customerUsers,
  magicLinks,
  portalEvents,
  portals,
  type CustomerUserRow,
  type PortalRow,
} from '../../../db/schema/index.js';
import { requireCustomer } from '../../core/access.js';
import type { Caller, Ctx, Deps } from '../../core/context.js';
import { AppError, badInput, notFound } from '../../core/errors.js';
import { mailJob, queueMail } from '../../core/mail.js';
import { portalBrand } from '../../core/mail-layout.js';
import { portalBySlug } from '../../core/portal-lookup.js';
import { portalUrl } from '../../core/portal-urls.js';
import { preparedPerDb } from '../../core/prepared.js';
import { countHit, hitRateLimits, overLimit } from '../../core/rate-limit.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { parseInput, text } from '../../core/validation.js';
import { toPublicPortalView, type PublicPortalView } from '../portal/portal.view.js';
import { signInEmail } from './customer.emails.js';
import { SIGN_IN_CODE_DIGITS } from './customer.limits.js';
import { customerEmail, DEFAULT_LOGIN_CONFIG } from './customer.rules.js';
import { customerData, emitWebhookEvent } from '../webhook/webhook.emit.js';

/**
 * Customers sign in by magic link. The emailed token (256 bits) and code (6 digits) are stored only
 * hashed; using either is one conditional UPDATE, so two clicks cannot both win. A link asked for in
 * a browser is bound to it by a verifier in an HttpOnly cookie; an invitation from a builder is not.
 */

export const CUSTOMER_TOKEN_PREFIX = 'pcs_';
const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const MAX_CODE_ATTEMPTS = 5;
/** Unused links one browser (or the builder's invitations) may have for one address at once. */
const MAX_OUTSTANDING_LINKS = 3;
/** The shape of a verifier this server made (newToken): anything else in the cookie is ignored. */
const VERIFIER_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const VERIFIER_COOKIE = 'portico_ml';

export interface IssueLink {
  portal: PortalRow;
  email: string;
  customerId: string | null;
  /** The browser's verifier (its hash is stored); null for an invitation, which works anywhere. */
  verifier: string | null;
  welcomeNote?: string;
  invitedBy?: string;
  returnTo?: string;
}

/** Writes a link and queues its email in the caller's transaction: both or neither. */
export async function issueMagicLink(ctx: Ctx, tx: Tx, args: IssueLink): Promise<void> {
  const config = await loginConfigOf(tx, args.portal.id);
  // An invitation waits days for someone who did not expect it; a link asked for is used at once.
  const invitation = Boolean(args.invitedBy) && !args.verifier;
  const minutes = invitation ? ctx.config.invitationTtlMinutes : config.magicLinkTtlMinutes;
  const token = newToken();
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, '0');
  const verifierHash = args.verifier ? hashToken(args.verifier) : null;
  await tx.insert(magicLinks).values({
    portalId: args.portal.id,
    customerId: args.customerId,
    email: args.email,
    tokenHash: hashToken(token),
    codeHash: hashToken(`${args.portal.id}:${args.email.toLowerCase()}:${code}`),
    verifierHash,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  // A newer email does not void the older ones (the customer may be typing that code), but one browser
  // keeps at most a few outstanding; another browser's requests (a stranger's) never touch these.
  await tx.execute(sql`
    update magic_links set used_at = now()
    where id in (
      select id from magic_links
      where portal_id = ${args.portal.id} and lower(email) = lower(${args.email}) and used_at is null
        and expires_at > now() and verifier_hash is not distinct from ${verifierHash}
      order by created_at desc, id desc
      offset ${MAX_OUTSTANDING_LINKS}
    )`);
  const returnTo = args.returnTo ? `&returnTo=${encodeURIComponent(args.returnTo)}` : '';
  const link = portalUrl(ctx.config, args.portal, `/auth/magic?token=${encodeURIComponent(token)}${returnTo}`);
  const mail = signInEmail(portalBrand(ctx.config, args.portal), {
    link,
    code,
    minutes,
    invitedBy: invitation ? args.invitedBy : undefined,
    welcomeNote: args.welcomeNote,
    signInUrl: portalUrl(ctx.config, args.portal, '/auth/sign-in'),
  });
  await queueMail(ctx, { to: args.email, ...mail }, { tx });
}

export async function loginConfigOf(db: Db | Tx, portalId: string) {
  const [row] = await db.select().from(customerLoginConfigs).where(eq(customerLoginConfigs.portalId, portalId)).limit(1);
  return row ?? { portalId, ...DEFAULT_LOGIN_CONFIG };
}

/** Signs the customers out everywhere (blocked, deleted). */
export async function revokeCustomerSessions(db: Db | Tx, customerIds: string[]): Promise<void> {
  if (customerIds.length) await db.delete(customerSessions).where(inArray(customerSessions.customerId, customerIds));
}

// A path inside the portal (/tickets/3), never another site.
const returnToField = z
  .string()
  .max(300, 'That return address is too long.')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'The return address is a path inside the portal, like /tickets.')
  .optional();

export const sendLinkInput = z.strictObject({
  portalSlug: text('the portal').trim().min(1, 'Please enter the portal.').max(63, 'That portal does not exist.'),
  email: customerEmail(),
  returnTo: returnToField,
});

/**
 * Always the same answer, whether or not the email is a customer's (no account probing). Limits that
 * a stranger cannot turn against the customer: requests are counted per network, and per network and
 * email together (MAGIC_LINK_LIMIT_PER_EMAIL), so asking from elsewhere locks out only that place;
 * all networks together have a wide limit per email (MAGIC_LINK_LIMIT_PER_EMAIL_WIDE) past which only
 * a network the customer already signed in from may ask. The browser keeps its verifier across
 * requests (`verifier`, its cookie), so each of its links keeps working until used or expired.
 */
export async function sendMagicLink(
  ctx: Ctx,
  input: unknown,
  verifier?: string,
): Promise<{ sent: true; verifier: string; ttlSeconds: number }> {
  const { portalSlug, email, returnTo } = parseInput(sendLinkInput, input);
  const portal = await portalBySlug(ctx.db, portalSlug);
  const address = email.toLowerCase();
  const { windowSeconds, loginPerIp, magicLinkPerEmail, magicLinkPerEmailWide } = ctx.config.rateLimits;
  const sentSeveral = 'We already sent several sign-in emails to that address — check your inbox (and spam folder).';
  await hitRateLimits(ctx.db, [
    { key: `magic:ip:${ctx.ip}`, max: loginPerIp, windowSeconds, message: 'Too many sign-in emails were asked for from this network.' },
    { key: `magic:pair:${portal.id}:${ctx.ip}:${address}`, max: magicLinkPerEmail, windowSeconds, message: sentSeveral },
  ]);
  const wide = { key: `magic:email:${portal.id}:${address}`, max: magicLinkPerEmailWide, windowSeconds, message: sentSeveral };
  const spread = await overLimit(ctx.db, wide);
  if (spread && !(await customerSignedInFrom(ctx, portal.id, address))) throw spread;
  await countHit(ctx.db, wide.key, windowSeconds);
  verifier = verifier && VERIFIER_SHAPE.test(verifier) ? verifier : newToken();
  const config = await loginConfigOf(ctx.db, portal.id);
  const [customer] = await ctx.db
    .select()
    .from(customerUsers)
    .where(and(eq(customerUsers.portalId, portal.id), sql`lower(${customerUsers.email}) = lower(${email})`))
    .limit(1);
  const mayJoin = !customer && config.selfSignup && domainAllowed(email, config.allowedEmailDomains);
  if ((customer && customer.status !== 'BLOCKED') || mayJoin) {
    await ctx.db.transaction((tx) => issueMagicLink(ctx, tx, { portal, email, customerId: customer?.id ?? null, verifier, returnTo }));
    ctx.jobs.wake(mailJob);
  }
  return { sent: true, verifier, ttlSeconds: config.magicLinkTtlMinutes * 60 };
}

/** Whether the customer has a session (still kept) started from the caller's network. */
async function customerSignedInFrom(ctx: Ctx, portalId: string, address: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: customerSessions.id })
    .from(customerSessions)
    .innerJoin(customerUsers, eq(customerUsers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.portalId, portalId),
        eq(customerSessions.ip, ctx.ip),
        sql`lower(${customerUsers.email}) = ${address}`,
        gt(customerSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function domainAllowed(email: string, domains: string[]): boolean {
  if (domains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}

export const verifyInput = z.union(
  [
    z.strictObject({ token: text('the link').trim().min(10, 'That link is incomplete — open the link from the email again.').max(200) }),
    z.strictObject({
      portalSlug: text('the portal').trim().min(1).max(63),
      email: customerEmail(),
      code: text('the code')
        .trim()
        .regex(new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`), `The code is the ${SIGN_IN_CODE_DIGITS} digits from the email.`),
    }),
  ],
  { error: `Send the token from the link, or the portal, your email and the ${SIGN_IN_CODE_DIGITS}-digit code.` },
);

const WRONG_CODE = 'That code is not right — check the email and try again.';
const tooManyCodes = () => badInput({ code: 'Too many wrong codes were tried for this email — ask for a new sign-in email.' });
const expired = (field: 'token' | 'code') =>
  badInput({ [field]: 'This sign-in link has expired or was already used — ask for a new one.' });
// An invitation's customer did not ask for a link: they are told what to do, in their words.
const invitationExpired = () =>
  badInput({
    token:
      'This invitation has expired — enter your email on the sign-in page and we will send you a new link, or ask the team for a new invitation.',
  });
const invitationUsed = () =>
  badInput({ token: 'This invitation was already used — enter your email on the sign-in page and we will send you a sign-in link.' });

export interface CustomerSelf {
  id: string;
  portalId: string;
  email: string;
  name: string;
  status: CustomerUserRow['status'];
}

export interface CustomerSignIn {
  token: string;
  customer: CustomerSelf;
  portal: PublicPortalView & { id: string };
}

/** Trades a link (or a code) for a customer session. `verifier` is the browser's cookie, if any. */
export async function verifyMagicLink(ctx: Ctx, input: unknown, verifier: string | undefined): Promise<CustomerSignIn> {
  const parsed = parseInput(verifyInput, input);
  await hitRateLimits(ctx.db, [
    {
      key: `magic-verify:ip:${ctx.ip}`,
      max: ctx.config.rateLimits.loginPerIp,
      windowSeconds: ctx.config.rateLimits.windowSeconds,
      message: 'Too many sign-in attempts from this network.',
    },
  ]);
  const verifierHash = verifier ? hashToken(verifier) : null;
  const boundElsewhere = () =>
    new AppError(
      'FORBIDDEN',
      'This link was asked for in another browser — open it there, or type the code from the email in the browser where you asked.',
    );
  if ('token' in parsed) {
    const link = await ctx.db.transaction(async (tx) => {
      const [candidate] = await tx
        .select()
        .from(magicLinks)
        .where(eq(magicLinks.tokenHash, hashToken(parsed.token)))
        .limit(1);
      if (!candidate) throw expired('token');
      if (candidate.verifierHash && !sameHash(candidate.verifierHash, verifierHash)) throw boundElsewhere();
      const [used] = await tx
        .update(magicLinks)
        .set({ usedAt: new Date() })
        .where(and(eq(magicLinks.id, candidate.id), isNull(magicLinks.usedAt), gt(magicLinks.expiresAt, sql`now()`)))
        .returning();
      if (!used) {
        // An invitation is the link a builder sent (it is bound to no browser).
        if (candidate.verifierHash === null && candidate.customerId) throw candidate.usedAt ? invitationUsed() : invitationExpired();
        throw expired('token');
      }
      return used;
    });
    return startSession(ctx, link);
  }
  const portal = await portalBySlug(ctx.db, parsed.portalSlug);
  const usable = and(
    eq(magicLinks.portalId, portal.id),
    sql`lower(${magicLinks.email}) = lower(${parsed.email})`,
    isNull(magicLinks.usedAt),
    gt(magicLinks.expiresAt, sql`now()`),
  );
  // Links asked for in this browser, and invitations (which work anywhere).
  const thisBrowser = verifierHash
    ? sql<boolean>`(${magicLinks.verifierHash} is null or ${magicLinks.verifierHash} = ${verifierHash})`
    : sql<boolean>`(${magicLinks.verifierHash} is null)`;
  // The attempt is taken before the code is compared, in one conditional UPDATE on its own (committed
  // at once): parallel guesses queue on the rows' locks and each re-checks the count, so at most
  // MAX_CODE_ATTEMPTS guesses are ever compared against a link, however many arrive together.
  const tried = await ctx.db
    .update(magicLinks)
    .set({ codeAttempts: sql`${magicLinks.codeAttempts} + 1` })
    .where(and(usable, thisBrowser, lt(magicLinks.codeAttempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: magicLinks.id, codeHash: magicLinks.codeHash });
  if (tried.length === 0) {
    const [other] = await ctx.db.select({ mine: thisBrowser }).from(magicLinks).where(usable).orderBy(desc(thisBrowser)).limit(1);
    if (other?.mine) throw tooManyCodes();
    if (other) throw boundElsewhere();
    throw expired('code');
  }
  const codeHash = hashToken(`${portal.id}:${parsed.email.toLowerCase()}:${parsed.code}`);
  const match = tried.find((row) => sameHash(row.codeHash, codeHash));
  if (!match) throw badInput({ code: WRONG_CODE });
  const [link] = await ctx.db
    .update(magicLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(magicLinks.id, match.id), isNull(magicLinks.usedAt)))
    .returning();
  if (!link) throw expired('code');
  return startSession(ctx, link);
}

async function startSession(ctx: Ctx, link: typeof magicLinks.$inferSelect): Promise<CustomerSignIn> {
  return ctx.db.transaction(async (tx) => {
    const [portal] = await tx.select().from(portals).where(eq(portals.id, link.portalId)).limit(1);
    if (!portal) throw notFound('portal');
    let customer = link.customerId
      ? (await tx.select().from(customerUsers).where(eq(customerUsers.id, link.customerId)).limit(1))[0]
      : (
          await tx
            .select()
            .from(customerUsers)
            .where(and(eq(customerUsers.portalId, portal.id), sql`lower(${customerUsers.email}) = lower(${link.email})`))
            .limit(1)
        )[0];
    if (!customer) {
      // A self sign-up: the config is read again, in case the builder turned it off since the link left.
      const config = await loginConfigOf(tx, portal.id);
      if (!config.selfSignup || !domainAllowed(link.email, config.allowedEmailDomains))
        throw new AppError('FORBIDDEN', 'This portal does not take new sign-ups — ask its team to invite you.');
      [customer] = await tx
        .insert(customerUsers)
        .values({ portalId: portal.id, email: link.email, name: '', status: 'ACTIVE' })
        .onConflictDoNothing()
        .returning();
      if (!customer) throw expired('token');
      await tx.insert(portalEvents).values({ portalId: portal.id, customerId: customer.id, type: 'customer.signed_up', data: {} });
      await emitWebhookEvent(ctx, { portalId: portal.id, type: 'customer.signed_up', data: customerData(customer) }, { tx });
    }
    if (customer.status === 'BLOCKED') throw blocked();
    const [updated] = await tx
      .update(customerUsers)
      .set({ status: 'ACTIVE', lastLoginAt: new Date() })
      .where(eq(customerUsers.id, customer.id))
      .returning();
    const token = CUSTOMER_TOKEN_PREFIX + newToken();
    await tx.insert(customerSessions).values({
      portalId: portal.id,
      customerId: customer.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      userAgent: ctx.userAgent?.slice(0, 500),
      ip: ctx.ip,
    });
    await tx.insert(portalEvents).values({ portalId: portal.id, customerId: customer.id, type: 'customer.signed_in', data: {} });
    return { token, customer: toSelf(updated!), portal: { id: portal.id, ...toPublicPortalView(portal) } };
  });
}

const blocked = () => new AppError('FORBIDDEN', 'Your access to this portal is blocked — contact the portal’s team.');

function sameHash(stored: string, given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const toSelf = (c: CustomerUserRow): CustomerSelf => ({ id: c.id, portalId: c.portalId, email: c.email, name: c.name, status: c.status });

/** The signed-in customer and their portal (the published portal asks it on every load). */
export async function customerSession(ctx: Ctx): Promise<Omit<CustomerSignIn, 'token'>> {
  const caller = await requireCustomer(ctx);
  const [row] = await ctx.db
    .select({ customer: customerUsers, portal: portals })
    .from(customerUsers)
    .innerJoin(portals, eq(portals.id, customerUsers.portalId))
    .where(eq(customerUsers.id, caller.customerId))
    .limit(1);
  if (!row) throw notFound('customer');
  return { customer: toSelf(row.customer), portal: { id: row.portal.id, ...toPublicPortalView(row.portal) } };
}

/** Revokes this token only. Without a customer token it does nothing (signing out twice is fine). */
export async function customerLogout(ctx: Ctx): Promise<{ signedOut: true }> {
  if (ctx.token?.startsWith(CUSTOMER_TOKEN_PREFIX))
    await ctx.db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashToken(ctx.token)));
  return { signedOut: true };
}

const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** The customer branch of resolveCaller: one prepared statement; a blocked customer is nobody. */
export async function resolveCustomer(deps: Deps, token: string): Promise<Caller> {
  const [row] = await customerLookup(deps.db).execute({ tokenHash: hashToken(token) });
  if (!row || row.status === 'BLOCKED') return { kind: 'anonymous' };
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await deps.db.update(customerSessions).set({ lastSeenAt: new Date() }).where(eq(customerSessions.id, row.sessionId));
  }
  return {
    kind: 'customer',
    portalId: row.portalId,
    workspaceId: row.workspaceId,
    customerId: row.customerId,
    sessionId: row.sessionId,
    sessionExpiresAt: row.expiresAt,
  };
}

const customerLookup = preparedPerDb((db: Db) =>
  db
    .select({
      sessionId: customerSessions.id,
      customerId: customerSessions.customerId,
      portalId: customerSessions.portalId,
      workspaceId: portals.workspaceId,
      status: customerUsers.status,
      expiresAt: customerSessions.expiresAt,
      lastSeenAt: customerSessions.lastSeenAt,
    })
    .from(customerSessions)
    .innerJoin(customerUsers, eq(customerUsers.id, customerSessions.customerId))
    .innerJoin(portals, eq(portals.id, customerSessions.portalId))
    .where(and(eq(customerSessions.tokenHash, sql.placeholder('tokenHash')), gt(customerSessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('resolve_customer'),
);
