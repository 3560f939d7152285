import { HOLD_DAYS_MAX } from '../../../../server/modules/payment/payment.rules';
import type { PaymentSettingsFieldsFragment, PaymentSettingsInput } from '../../gql/graphql';

/** The Payments settings form as typed: every field a string; the secrets start empty (never shown). */
export interface SettingsValues {
  stripeSecretKey: string;
  stripePublishableKey: string;
  stripeWebhookSecret: string;
  upiVpa: string;
  upiPayeeName: string;
  upiCallbackSecret: string;
  holdDays: string;
  currency: string;
}

export type SettingsField = keyof SettingsValues;
export const SETTINGS_FIELDS: SettingsField[] = [
  'stripeSecretKey',
  'stripePublishableKey',
  'stripeWebhookSecret',
  'upiVpa',
  'upiPayeeName',
  'upiCallbackSecret',
  'holdDays',
  'currency',
];

export const valuesOf = (s: PaymentSettingsFieldsFragment): SettingsValues => ({
  stripeSecretKey: '',
  stripePublishableKey: s.stripe.publishableKey ?? '',
  stripeWebhookSecret: '',
  upiVpa: s.upi.vpa ?? '',
  upiPayeeName: s.upi.payeeName ?? '',
  upiCallbackSecret: '',
  holdDays: String(s.holdDays),
  currency: s.currency,
});

/**
 * What to send: only the fields that differ from what is saved (the mutation keeps an omitted one and
 * clears a null one). A secret is sent only when a new one is typed; a text emptied is cleared.
 * `errors` holds what cannot be sent at all (a hold that is not a whole number of days).
 */
export function settingsChanges(
  saved: PaymentSettingsFieldsFragment,
  values: SettingsValues,
): { input: PaymentSettingsInput; errors: Partial<Record<SettingsField, string>> } {
  const input: PaymentSettingsInput = {};
  const errors: Partial<Record<SettingsField, string>> = {};
  const text = (key: 'stripePublishableKey' | 'upiVpa' | 'upiPayeeName', was: string | null) => {
    const now = values[key].trim();
    if (now !== (was ?? '')) input[key] = now === '' ? null : now;
  };
  if (values.stripeSecretKey.trim()) input.stripeSecretKey = values.stripeSecretKey.trim();
  if (values.stripeWebhookSecret.trim()) input.stripeWebhookSecret = values.stripeWebhookSecret.trim();
  if (values.upiCallbackSecret.trim()) input.upiCallbackSecret = values.upiCallbackSecret.trim();
  text('stripePublishableKey', saved.stripe.publishableKey);
  text('upiVpa', saved.upi.vpa);
  text('upiPayeeName', saved.upi.payeeName);
  const hold = values.holdDays.trim();
  if (!/^\d+$/.test(hold) || Number(hold) > HOLD_DAYS_MAX) errors.holdDays = `Enter a whole number of days from 0 to ${HOLD_DAYS_MAX}.`;
  else if (Number(hold) !== saved.holdDays) input.holdDays = Number(hold);
  if (values.currency !== saved.currency) input.currency = values.currency;
  return { input, errors };
}
