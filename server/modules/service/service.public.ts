import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { services, users, type ServiceQuestion, type ServiceRow } from '../../../db/schema/index.js';
import type { Ctx } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { fields, parseInput } from '../../core/validation.js';

/**
 * What anyone sees of a host: their public name, picture and bio, and their active services with
 * what a guest needs to choose one. Never their email, their other calls, nor a video link or phone
 * number before booking (those go in the confirmation).
 */
export interface PublicServiceView {
  id: string;
  title: string;
  slug: string;
  description: string;
  durationMinutes: number;
  price: { amount: number; currency: string };
  requiresApproval: boolean;
  /** A paid service: the guest pays when booking, before the call is requested or confirmed. */
  payBeforeBooking: boolean;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
  /** The kind, and the address for ADDRESS (a link or number is only in the confirmation). */
  location: { kind: ServiceRow['locationKind']; value: string };
  /** The service's own questions, asked on the booking form. */
  questions: ServiceQuestion[];
}

export interface PublicProfileView {
  username: string;
  name: string;
  bio: string;
  imageUrl: string | null;
  timezone: string;
  services: PublicServiceView[];
}

export const usernameQuery = z.strictObject({ username: fields.username() });

export const toPublicService = (row: ServiceRow): PublicServiceView => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  description: row.description,
  durationMinutes: row.durationMinutes,
  price: { amount: row.priceAmount, currency: row.priceCurrency },
  requiresApproval: row.requiresApproval,
  payBeforeBooking: row.payBeforeBooking,
  minimumNoticeMinutes: row.minimumNoticeMinutes,
  bookingWindowDays: row.bookingWindowDays,
  location: { kind: row.locationKind, value: row.locationKind === 'ADDRESS' ? row.locationValue : '' },
  questions: row.questions,
});

/** The host with this username (NOT_FOUND for none, the same words for every miss). */
async function hostByUsername(ctx: Ctx, username: string) {
  const [host] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      imageUrl: users.profileImageUrl,
      timezone: users.timezone,
    })
    .from(users)
    .where(eq(users.username, username));
  if (!host) throw notFound('booking page');
  return host;
}

async function activeServices(ctx: Ctx, hostUserId: string): Promise<PublicServiceView[]> {
  const rows = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.hostUserId, hostUserId), eq(services.active, true)))
    .orderBy(asc(services.title), asc(services.id));
  return rows.map(toPublicService);
}

/** A host's active services, by title. */
export async function publicServices(ctx: Ctx, raw: unknown): Promise<PublicServiceView[]> {
  const { username } = parseInput(usernameQuery, raw);
  const host = await hostByUsername(ctx, username);
  return activeServices(ctx, host.id);
}

/** A host's booking page: who they are and what they offer. */
export async function publicProfile(ctx: Ctx, raw: unknown): Promise<PublicProfileView> {
  const { username } = parseInput(usernameQuery, raw);
  const host = await hostByUsername(ctx, username);
  return {
    username: host.username!,
    name: `${host.firstName} ${host.lastName}`.trim(),
    bio: host.bio,
    imageUrl: host.imageUrl,
    timezone: host.timezone,
    services: await activeServices(ctx, host.id),
  };
}

export const publicServiceInput = z.strictObject({ id: fields.uuid('the service') });

export interface PublicServiceWithHost extends PublicServiceView {
  host: { name: string; username: string | null; imageUrl: string | null };
}

/** One active service by id, with its host's public name: what a BOOKING block or a workflow step shows. */
export async function publicService(ctx: Ctx, raw: unknown): Promise<PublicServiceWithHost> {
  const { id } = parseInput(publicServiceInput, raw);
  const [row] = await ctx.db
    .select({
      service: services,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      imageUrl: users.profileImageUrl,
    })
    .from(services)
    .innerJoin(users, eq(users.id, services.hostUserId))
    .where(and(eq(services.id, id), eq(services.active, true)));
  if (!row) throw notFound('service');
  return {
    ...toPublicService(row.service),
    host: { name: `${row.firstName} ${row.lastName}`.trim(), username: row.username, imageUrl: row.imageUrl },
  };
}
