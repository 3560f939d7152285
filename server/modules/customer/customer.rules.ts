import { z } from 'zod';
import { EMAIL_MAX } from '../../core/limits.js';
import { text } from '../../core/validation.js';

/** What a portal's customers may be and send: one place for both APIs. */

/**
 * Who "we" are in everything a customer reads (ticket replies, workflow decisions): teammates' names
 * stay inside the workspace.
 */
export const TEAM_LABEL_FOR_CUSTOMERS = 'Support team';

export const DEFAULT_LOGIN_CONFIG = { selfSignup: false, allowedEmailDomains: [] as string[], magicLinkTtlMinutes: 15 };
export const CONTEXT_MAX_BYTES = 16 * 1024;
export const CONTEXT_MAX_KEYS = 100;

/** An email as typed (kept as typed; compared without regard to case). */
export const customerEmail = () =>
  text('an email')
    .trim()
    .min(1, 'Please enter an email.')
    .max(EMAIL_MAX, `An email address has at most ${EMAIL_MAX} characters.`)
    .pipe(z.email('Enter a valid email address, like name@example.com.'));

export const customerName = () =>
  text('a name')
    .trim()
    .max(120, 'A name has at most 120 characters.')
    .refine((v) => !v.includes('\u0000'), 'A name cannot contain NUL characters.');

/** Whether a JSON value holds a NUL character anywhere (PostgreSQL's jsonb refuses \u0000). */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  return false;
}

export const contextField = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: 'The context is a JSON object, like {"plan": "gold"}.' });
      return;
    }
    const keys = Object.keys(value);
    if (keys.length > CONTEXT_MAX_KEYS) ctx.addIssue({ code: 'custom', message: `The context has at most ${CONTEXT_MAX_KEYS} keys.` });
    else if (keys.some((k) => k.length < 1 || k.length > 64)) ctx.addIssue({ code: 'custom', message: 'Each key is 1 to 64 characters.' });
    else if (hasNul(value)) ctx.addIssue({ code: 'custom', message: 'The context cannot contain NUL characters.' });
    else if (Buffer.byteLength(JSON.stringify(value)) > CONTEXT_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: 'The context is larger than 16 KB — keep it to the facts you use.' });
  })
  .transform((v) => v as Record<string, unknown>);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const loginConfigFields = {
  selfSignup: z.boolean('Self sign-up is true or false.'),
  allowedEmailDomains: z
    .array(
      text('a domain').trim().toLowerCase().regex(DOMAIN, 'A domain looks like example.com (no @, no https://).'),
      'The allowed domains are a list of domain names.',
    )
    .max(50, 'List at most 50 domains.')
    .transform((list) => [...new Set(list)]),
  magicLinkTtlMinutes: z
    .number('The link lifetime is a number of minutes.')
    .int('The link lifetime is a whole number of minutes.')
    .min(5, 'A sign-in link lives at least 5 minutes.')
    .max(60, 'A sign-in link lives at most 60 minutes.'),
};
