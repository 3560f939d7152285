import type { Caller, Ctx } from './context.js';
import { unauthenticated } from './errors.js';

export type Builder = Extract<Caller, { kind: 'builder' }>;

/** The signed-in builder, or UNAUTHENTICATED. Every builder-only service starts here. */
export async function requireBuilder(ctx: Ctx): Promise<Builder> {
  const caller = await ctx.caller();
  if (caller.kind !== 'builder') throw unauthenticated();
  return caller;
}
