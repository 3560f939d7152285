import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/index.js';
import { paymentSettings, type PaymentSettingsRow } from '../../../db/schema/index.js';
import { requireRole, requireWorkspace } from '../../core/access.js';
import type { Config } from '../../core/config.js';
import type { Ctx } from '../../core/context.js';
import { AppError, badInput } from '../../core/errors.js';
import { open, seal } from '../../core/secret-box.js';
import { parseInput, text } from '../../core/validation.js';
import { currencyField } from '../service/service.service.js';
import { HOLD_DAYS_MAX, PAYEE_NAME_MAX, VPA_MAX, VPA_PATTERN } from './payment.rules.js';

/**
 * A workspace's payment settings: Stripe's keys (the secrets sealed at rest and shown masked, checked
 * against Stripe when saved), the UPI address and payee, the hold before money is withdrawable, and
 * the currency of workflow payments.
 */
export interface PaymentSettingsView {
  stripe: {
    configured: boolean;
    /** `sk_test_••••abcd`: enough to recognise the key, never enough to use it. */
    secretKeyMasked: string | null;
    publishableKey: string | null;
    webhookSecretSet: boolean;
    accountName: string | null;
    /** Where to point the Stripe dashboard's webhook endpoint. */
    webhookUrl: string;
  };
  /** `callbackUrl`: where a UPI provider posts the payments it saw, signed with the callback secret. */
  upi: { vpa: string | null; payeeName: string | null; callbackSecretSet: boolean; callbackUrl: string };
  holdDays: number;
  currency: string;
}

const DEFAULTS = { holdDays: 7, currency: 'USD' };

export const settingsInput = z.strictObject({
  stripeSecretKey: text('the secret key')
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/,
      'A Stripe secret key starts with sk_test_ or sk_live_ (or rk_ for a restricted key).',
    )
    .nullable()
    .optional(),
  stripePublishableKey: text('the publishable key')
    .trim()
    .regex(/^pk_(test|live)_[A-Za-z0-9]{8,200}$/, 'A Stripe publishable key starts with pk_test_ or pk_live_.')
    .nullable()
    .optional(),
  stripeWebhookSecret: text('the webhook secret')
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,200}$/, 'A Stripe webhook signing secret starts with whsec_.')
    .nullable()
    .optional(),
  upiVpa: text('the UPI address')
    .trim()
    .max(VPA_MAX, `A UPI address has at most ${VPA_MAX} characters.`)
    .regex(new RegExp(VPA_PATTERN), 'A UPI address looks like name@bank.')
    .nullable()
    .optional(),
  upiPayeeName: text('the payee name')
    .trim()
    .min(1, 'Enter the name payers see.')
    .max(PAYEE_NAME_MAX, `At most ${PAYEE_NAME_MAX} characters.`)
    .nullable()
    .optional(),
  upiCallbackSecret: text('the callback secret')
    .trim()
    .regex(/^[A-Za-z0-9_+/=-]{24,200}$/, 'Use 24 to 200 letters, digits or _+/=- (e.g. openssl rand -base64 32).')
    .nullable()
    .optional(),
  holdDays: z
    .number('Send the hold in days.')
    .int('Send a whole number of days.')
    .min(0, 'The hold is 0 days or more.')
    .max(HOLD_DAYS_MAX, `At most ${HOLD_DAYS_MAX} days.`)
    .optional(),
  currency: currencyField().optional(),
});

/** The Stripe SDK for a secret key, pointed at STRIPE_API_URL (tests use a local fake). */
export function stripeClient(config: Pick<Config, 'payments'>, secretKey: string): Stripe {
  const url = new URL(config.payments.stripeApiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Portico' },
  });
}

export async function settingsRow(db: Db | Tx, workspaceId: string): Promise<PaymentSettingsRow | undefined> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.workspaceId, workspaceId));
  return row;
}

export interface StripeAccess {
  stripe: Stripe;
  publishableKey: string;
  webhookSecret: string | null;
}

const NOT_CONFIGURED =
  'Card payments are not set up for this workspace: add the Stripe secret and publishable keys in Settings → Payments.';

/** The workspace's Stripe, or 503 NOT_CONFIGURED saying what to set (free services and UPI work without it). */
export function stripeOf(config: Config, row: PaymentSettingsRow | undefined, workspaceId: string): StripeAccess {
  const secret = row?.stripeSecretKey ? open(config, workspaceId, row.stripeSecretKey) : null;
  if (!row || !secret || !row.stripePublishableKey) throw new AppError('NOT_CONFIGURED', NOT_CONFIGURED);
  return {
    stripe: stripeClient(config, secret),
    publishableKey: row.stripePublishableKey,
    webhookSecret: row.stripeWebhookSecret ? open(config, workspaceId, row.stripeWebhookSecret) : null,
  };
}

export const webhookUrl = (config: Config, workspaceId: string, provider: 'stripe' | 'upi' = 'stripe') =>
  `${config.appUrl}/v1/payments/webhooks/${provider}?workspace=${workspaceId}`;

function view(config: Config, workspaceId: string, row: PaymentSettingsRow | undefined): PaymentSettingsView {
  const prefix = row?.stripeSecretKey ? (open(config, workspaceId, row.stripeSecretKey) ?? '').slice(0, 8) : '';
  return {
    stripe: {
      configured: Boolean(row?.stripeSecretKey && row.stripePublishableKey),
      secretKeyMasked: row?.stripeSecretKey ? `${prefix}••••${row.stripeSecretKeyLast4 ?? ''}` : null,
      publishableKey: row?.stripePublishableKey ?? null,
      webhookSecretSet: Boolean(row?.stripeWebhookSecret),
      accountName: row?.stripeAccountName ?? null,
      webhookUrl: webhookUrl(config, workspaceId),
    },
    upi: {
      vpa: row?.upiVpa ?? null,
      payeeName: row?.upiPayeeName ?? null,
      callbackSecretSet: Boolean(row?.upiCallbackSecret),
      callbackUrl: webhookUrl(config, workspaceId, 'upi'),
    },
    holdDays: row?.holdDays ?? DEFAULTS.holdDays,
    currency: row?.currency ?? DEFAULTS.currency,
  };
}

export async function getSettings(ctx: Ctx): Promise<PaymentSettingsView> {
  const { workspace } = await requireWorkspace(ctx);
  return view(ctx.config, workspace.id, await settingsRow(ctx.db, workspace.id));
}

/** Asks Stripe who the key belongs to: a wrong or revoked key is refused on its field, nothing saved. */
async function checkKey(config: Config, secretKey: string): Promise<string> {
  try {
    const account = await stripeClient(config, secretKey).accounts.retrieveCurrent();
    return account.settings?.dashboard?.display_name || account.email || account.id;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError)
      throw badInput({
        stripeSecretKey: 'Stripe does not accept this key — copy it again from the Stripe dashboard (Developers → API keys).',
      });
    throw new AppError('NOT_CONFIGURED', 'Stripe could not be reached to check the key — try again in a minute.');
  }
}

/**
 * Saves what is sent (null clears a setting; omitted keeps it). Admins and owners only: the keys move
 * the workspace's money.
 */
export async function saveSettings(ctx: Ctx, raw: unknown): Promise<PaymentSettingsView> {
  const { workspace } = await requireWorkspace(ctx);
  requireRole(workspace.role, 'ADMIN', 'change the payment settings');
  const input = parseInput(settingsInput, raw);
  const current = await settingsRow(ctx.db, workspace.id);
  const live = (key: string | null | undefined) => (key ? key.includes('_live_') : null);
  const secretLive = live(input.stripeSecretKey);
  const publishableLive = live(
    input.stripePublishableKey ?? (input.stripePublishableKey === undefined ? current?.stripePublishableKey : null),
  );
  if (secretLive !== null && publishableLive !== null && secretLive !== publishableLive)
    throw badInput({ stripePublishableKey: 'Use keys of one mode: both test keys or both live keys.' });
  if ((input.upiVpa ?? current?.upiVpa) && input.upiPayeeName === null)
    throw badInput({ upiPayeeName: 'Payers see a name with the UPI address: enter it, or clear the address too.' });
  const accountName = input.stripeSecretKey ? await checkKey(ctx.config, input.stripeSecretKey) : undefined;
  const set: Partial<typeof paymentSettings.$inferInsert> = {
    ...(input.stripeSecretKey !== undefined && {
      stripeSecretKey: input.stripeSecretKey ? seal(ctx.config, workspace.id, input.stripeSecretKey) : null,
      stripeSecretKeyLast4: input.stripeSecretKey ? input.stripeSecretKey.slice(-4) : null,
      stripeAccountName: accountName ?? null,
    }),
    ...(input.stripePublishableKey !== undefined && { stripePublishableKey: input.stripePublishableKey }),
    ...(input.stripeWebhookSecret !== undefined && {
      stripeWebhookSecret: input.stripeWebhookSecret ? seal(ctx.config, workspace.id, input.stripeWebhookSecret) : null,
    }),
    ...(input.upiVpa !== undefined && { upiVpa: input.upiVpa }),
    ...(input.upiPayeeName !== undefined && { upiPayeeName: input.upiPayeeName }),
    ...(input.upiCallbackSecret !== undefined && {
      upiCallbackSecret: input.upiCallbackSecret ? seal(ctx.config, workspace.id, input.upiCallbackSecret) : null,
    }),
    ...(input.holdDays !== undefined && { holdDays: input.holdDays }),
    ...(input.currency !== undefined && { currency: input.currency }),
  };
  const [row] = await ctx.db
    .insert(paymentSettings)
    .values({ workspaceId: workspace.id, ...set })
    .onConflictDoUpdate({ target: paymentSettings.workspaceId, set: { ...set, updatedAt: new Date() } })
    .returning();
  return view(ctx.config, workspace.id, row);
}
