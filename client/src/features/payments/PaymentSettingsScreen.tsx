import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Clipboard,
  Code,
  Field,
  Grid,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { LuCopy } from 'react-icons/lu';
import { HOLD_DAYS_MAX, PAYEE_NAME_MAX, VPA_MAX } from '../../../../server/modules/payment/payment.rules';
import { toaster } from '../../app/ui/toaster';
import type { PaymentSettingsFieldsFragment } from '../../gql/graphql';
import { placeServerErrors } from '../forms/server-errors';
import { currencyCodes, currencyLabel } from '../services/money';
import { LoadError, LoadingCards } from '../services/ScreenStates';
import { useWorkspaceRole } from '../settings/use-workspace-role';
import { PaymentSettingsQuery, UpdatePaymentSettingsMutation } from './payments.documents';
import { SecretField } from './SecretField';
import { SETTINGS_FIELDS, settingsChanges, valuesOf, type SettingsField, type SettingsValues } from './settings-changes';

/** What Portico listens to (payment.webhook.ts): the endpoint in Stripe's dashboard sends these. */
const WEBHOOK_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled', 'charge.refunded'];

/** Settings → Payments: Stripe's keys, the UPI address, the hold and the default currency. */
export function PaymentSettingsScreen() {
  const { data, dataState, error, refetch, loading } = useQuery(PaymentSettingsQuery);
  if (error && dataState !== 'complete')
    return <LoadError title="Your payment settings could not be loaded" error={error} retrying={loading} onRetry={() => void refetch()} />;
  if (dataState !== 'complete') return <LoadingCards label="Loading your payment settings" />;
  return <PaymentSettingsForm settings={data.paymentSettings} />;
}

function PaymentSettingsForm({ settings }: { settings: PaymentSettingsFieldsFragment }) {
  const role = useWorkspaceRole();
  const readOnly = role === 'MEMBER';
  const { register, handleSubmit, setError, reset, setValue, watch, formState } = useForm<SettingsValues>({
    defaultValues: valuesOf(settings),
  });
  const [replacing, setReplacing] = useState({ secret: false, webhook: false, callback: false });
  const [save, { loading: saving }] = useMutation(UpdatePaymentSettingsMutation, {
    // PaymentSettings has no id: the answer is written where the screen reads it.
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: PaymentSettingsQuery, data: { paymentSettings: data.updatePaymentSettings } });
    },
  });
  const values = watch();
  const { input } = settingsChanges(settings, values);
  const changed = Object.keys(input).length > 0;
  const currencies = useMemo(() => currencyCodes(settings.currency), [settings.currency]);
  const errorOf = (key: SettingsField) => formState.errors[key]?.message;

  const onSubmit = handleSubmit(async (typed) => {
    const changes = settingsChanges(settings, typed);
    const invalid = Object.entries(changes.errors) as Array<[SettingsField, string]>;
    if (invalid.length > 0) {
      for (const [key, message] of invalid) setError(key, { type: 'client', message }, { shouldFocus: true });
      return;
    }
    if (Object.keys(changes.input).length === 0) return;
    try {
      const result = await save({ variables: { input: changes.input } });
      const saved = result.data?.updatePaymentSettings;
      if (saved) reset(valuesOf(saved));
      setReplacing({ secret: false, webhook: false, callback: false });
      toaster.create({
        type: 'success',
        title: 'Payment settings saved',
        description:
          saved?.stripe.accountName && changes.input.stripeSecretKey ? `Stripe answers as ${saved.stripe.accountName}.` : undefined,
      });
    } catch (err) {
      const { fields, message } = placeServerErrors(err, SETTINGS_FIELDS);
      for (const [key, text] of Object.entries(fields) as Array<[SettingsField, string]>)
        setError(key, { type: 'server', message: text }, { shouldFocus: true });
      toaster.create({
        type: 'error',
        title: 'The payment settings were not saved',
        description: message || 'Check the highlighted fields.',
      });
    }
  });

  const replace = (which: 'secret' | 'webhook' | 'callback', on: boolean) => {
    setReplacing((r) => ({ ...r, [which]: on }));
    if (!on) setValue(({ secret: 'stripeSecretKey', webhook: 'stripeWebhookSecret', callback: 'upiCallbackSecret' } as const)[which], '');
  };
  const field = (key: SettingsField, label: string, control: ReactNode, helper?: string) => (
    <Field.Root invalid={Boolean(errorOf(key))} disabled={saving} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      {control}
      {errorOf(key) ? <Field.ErrorText>{errorOf(key)}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
  const { stripe } = settings;
  const testMode = stripe.secretKeyMasked?.includes('_test_');

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Payment settings">
      <Stack gap="6">
        {readOnly && (
          <Alert.Root status="info" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>
              You can see how this workspace takes payments; an admin or owner of the workspace can change these settings.
            </Alert.Description>
          </Alert.Root>
        )}
        <Section
          id="payments-stripe"
          title="Card payments (Stripe)"
          description="Guests and customers pay by card through your own Stripe account; the money goes straight to it."
          badge={
            <HStack gap="2">
              {testMode && <Badge colorPalette="orange">Test mode</Badge>}
              <Badge colorPalette={stripe.configured ? 'green' : 'gray'} size="md">
                {stripe.configured ? (stripe.accountName ? `Connected as ${stripe.accountName}` : 'Connected') : 'Not set up'}
              </Badge>
            </HStack>
          }
        >
          <SecretField
            label="Secret key"
            saved={stripe.secretKeyMasked}
            placeholder="sk_live_… or sk_test_…"
            helper="Stripe dashboard → Developers → API keys. Portico checks it with Stripe and keeps it sealed; it is never shown again."
            error={errorOf('stripeSecretKey')}
            replacing={replacing.secret}
            onReplace={(on) => replace('secret', on)}
            readOnly={readOnly}
            disabled={saving}
            input={register('stripeSecretKey')}
          />
          {field(
            'stripePublishableKey',
            'Publishable key',
            <Input fontFamily="mono" spellCheck={false} placeholder="pk_live_… or pk_test_…" {...register('stripePublishableKey')} />,
            'Of the same mode as the secret key (both test or both live). Empty it to stop card payments.',
          )}
          <SecretField
            label="Webhook signing secret"
            saved={stripe.webhookSecretSet ? true : null}
            placeholder="whsec_…"
            helper="Stripe tells Portico when a card payment succeeds, fails or is refunded; this secret proves a message is from Stripe."
            error={errorOf('stripeWebhookSecret')}
            replacing={replacing.webhook}
            onReplace={(on) => replace('webhook', on)}
            readOnly={readOnly}
            disabled={saving}
            input={register('stripeWebhookSecret')}
          />
          <CopyUrl label="Webhook URL" url={stripe.webhookUrl}>
            <Field.HelperText>
              In Stripe’s dashboard, open Developers → Webhooks → Add endpoint and paste this URL. Choose the events{' '}
              {WEBHOOK_EVENTS.map((event, n) => (
                <Fragment key={event}>
                  <Code size="sm">{event}</Code>
                  {n < WEBHOOK_EVENTS.length - 2 ? ', ' : n === WEBHOOK_EVENTS.length - 2 ? ' and ' : ''}
                </Fragment>
              ))}
              , then copy the endpoint’s signing secret (whsec_…) into the field above.
            </Field.HelperText>
          </CopyUrl>
        </Section>

        <Section
          id="payments-upi"
          title="UPI"
          description="Payers in India pay in rupees (INR) from any UPI app, by a link or a QR code; you mark each payment received once it is in your bank."
          badge={<Badge colorPalette={settings.upi.vpa ? 'green' : 'gray'}>{settings.upi.vpa ? 'Set up' : 'Not set up'}</Badge>}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {field(
              'upiVpa',
              'UPI address (VPA)',
              <Input maxLength={VPA_MAX} spellCheck={false} placeholder="yourname@bank" {...register('upiVpa')} />,
              'Like yourname@okhdfcbank. Empty it to stop UPI payments.',
            )}
            {field(
              'upiPayeeName',
              'Payee name',
              <Input maxLength={PAYEE_NAME_MAX} placeholder="Your business name" {...register('upiPayeeName')} />,
              'The name payers see in their UPI app.',
            )}
          </Grid>
          <SecretField
            label="Provider callback secret (optional)"
            saved={settings.upi.callbackSecretSet ? true : null}
            placeholder="24 or more letters and digits"
            helper="With a UPI payment provider that reports payments, the payments it sees are marked received without you; it signs each report with this secret."
            error={errorOf('upiCallbackSecret')}
            replacing={replacing.callback}
            onReplace={(on) => replace('callback', on)}
            readOnly={readOnly}
            disabled={saving}
            input={register('upiCallbackSecret')}
          />
          <CopyUrl label="Provider callback URL" url={settings.upi.callbackUrl}>
            <Field.HelperText>
              Give this address to the provider. It posts each payment with its reference, UTR and amount, signed as Stripe signs its
              webhooks (the <Code size="sm">X-UPI-Signature</Code> header).
            </Field.HelperText>
          </CopyUrl>
        </Section>

        <Section
          id="payments-general"
          title="General"
          description="When money becomes withdrawable, and the currency of workflow payments."
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {field(
              'holdDays',
              'Hold (days)',
              <Input type="number" inputMode="numeric" min={0} max={HOLD_DAYS_MAX} {...register('holdDays')} />,
              `Days after a payment (and its call) before its money is withdrawable; 0 to ${HOLD_DAYS_MAX}.`,
            )}
            {field(
              'currency',
              'Default currency',
              <NativeSelect.Root disabled={readOnly || saving}>
                <NativeSelect.Field {...register('currency')}>
                  {currencies.map((c) => (
                    <option key={c} value={c}>
                      {currencyLabel(c)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
              'A workflow’s payment step starts in it; a service has its own price and currency.',
            )}
          </Grid>
        </Section>

        {!readOnly && (
          <HStack justify="flex-end" gap="3">
            {changed && (
              <Text fontSize="sm" color="fg.muted">
                Unsaved changes
              </Text>
            )}
            <Button
              type="button"
              variant="outline"
              disabled={!changed || saving}
              onClick={() => {
                reset(valuesOf(settings));
                setReplacing({ secret: false, webhook: false, callback: false });
              }}
            >
              Discard
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving" disabled={!changed}>
              Save payment settings
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}

function Section({
  id,
  title,
  description,
  badge,
  children,
}: {
  id: string;
  title: string;
  description: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} borderRadius="xl">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Stack gap="1" flex="1" minW="16rem">
            <Heading id={id} as="h2" size="md">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          </Stack>
          {badge}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** An address to give another service, read-only with a copy button; `children` say what to do with it. */
function CopyUrl({ label, url, children }: { label: string; url: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Clipboard.Root value={url} w="full">
        <InputGroup
          endElement={
            <Clipboard.Trigger asChild>
              <IconButton size="xs" variant="ghost" aria-label={`Copy the ${label.replace(/^\w/, (c) => c.toLowerCase())}`}>
                <Clipboard.Indicator copied="✓">
                  <LuCopy />
                </Clipboard.Indicator>
              </IconButton>
            </Clipboard.Trigger>
          }
        >
          <Input readOnly value={url} fontFamily="mono" fontSize="sm" />
        </InputGroup>
      </Clipboard.Root>
      {children}
    </Field.Root>
  );
}
