import { useMutation } from '@apollo/client/react';
import { Box, Button, Collapsible, Dialog, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuChevronRight } from 'react-icons/lu';
import { DialogShell } from '../../app/ui/DialogShell';
import { FormFailure } from '../auth/AuthCard';
import { FormField } from '../forms/FormField';
import { FORM_MESSAGES, formatMessage } from '../forms/messages';
import { placeServerErrors } from '../forms/server-errors';
import { dateInputValue, DEFAULT_LIMITS, EXPIRY_CHOICES, expiryFor, type ExpiryChoice, type ScopeDomain } from './api-key-format';
import { ApiKeysQuery, CreateApiKeyMutation } from './api-keys.documents';
import type { CreatedSecret } from './SecretDialog';
import { ScopeGrid } from './ScopeGrid';

interface Values {
  name: string;
  scopes: string[];
  expiry: ExpiryChoice;
  expiryDate: string;
  requestsPerMinute: string;
  costPerMinute: string;
}

const FIELDS = ['name', 'scopes', 'expiresAt', 'requestsPerMinute', 'costPerMinute'] as const;
type ServerField = (typeof FIELDS)[number];
const ADVANCED: ReadonlyArray<Exclude<ServerField, 'name'>> = ['requestsPerMinute', 'costPerMinute'];
const count = new Intl.NumberFormat();

/** An empty limit is left to the server's default; anything else is sent as typed (the server says what is wrong with it). */
const limit = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** "Create API key": a name, its scopes, an optional expiry and, under Advanced, its limits. */
export function CreateApiKeyDialog({
  domains,
  onClose,
  onCreated,
}: {
  domains: readonly ScopeDomain[];
  onClose(): void;
  onCreated(created: CreatedSecret): void;
}) {
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<Values>({
    defaultValues: { name: '', scopes: [], expiry: 'never', expiryDate: '', requestsPerMinute: '', costPerMinute: '' },
    mode: 'onTouched',
  });
  // The server's refusal, field by field (BAD_USER_INPUT details), and the rest as one message.
  const [serverErrors, setServerErrors] = useState<Partial<Record<Exclude<ServerField, 'name'>, string>>>({});
  const [failure, setFailure] = useState('');
  const [advanced, setAdvanced] = useState(false);
  const [create] = useMutation(CreateApiKeyMutation, {
    // The new key goes on top of the list at once; the secret is never cached.
    update: (cache, { data }) => {
      const key = data?.createApiKey.key;
      if (key) cache.updateQuery({ query: ApiKeysQuery }, (list) => list && { ...list, apiKeys: [key, ...list.apiKeys] });
    },
  });
  const busy = formState.isSubmitting;
  const scopes = watch('scopes');
  const expiry = watch('expiry');

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    setServerErrors({});
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            scopes: values.scopes,
            expiresAt: expiryFor(values.expiry, values.expiryDate),
            requestsPerMinute: limit(values.requestsPerMinute),
            costPerMinute: limit(values.costPerMinute),
          },
        },
      });
      const created = data?.createApiKey;
      if (!created) throw new Error('The server did not send the new key back. Reload the page to see whether it was made.');
      onCreated({ name: created.key.name, secret: created.secret });
    } catch (error) {
      const { fields, message } = placeServerErrors(error, FIELDS);
      const { name, ...others } = fields;
      if (name) setError('name', { type: 'server', message: name }, { shouldFocus: true });
      setServerErrors(others);
      setFailure(message);
      if (ADVANCED.some((f) => fields[f])) setAdvanced(true);
    }
  });

  const limitField = (name: 'requestsPerMinute' | 'costPerMinute', label: string, fallback: number) => (
    <Field.Root invalid={Boolean(serverErrors[name])} disabled={busy}>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" min={1} placeholder={count.format(fallback)} {...register(name)} />
      {serverErrors[name] ? (
        <Field.ErrorText>{serverErrors[name]}</Field.ErrorText>
      ) : (
        <Field.HelperText>Empty: the default, {count.format(fallback)}.</Field.HelperText>
      )}
    </Field.Root>
  );

  return (
    <DialogShell onClose={onClose} busy={busy} size={{ mdDown: 'full', md: 'lg' }} scrollBehavior="inside" closeOnInteractOutside={false}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>Create API key</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            <Dialog.Description color="fg.muted">
              The key acts for this workspace with the scopes you give it. You see its secret once, right after you create it.
            </Dialog.Description>
            <FormFailure message={failure} />
            <FormField
              name="name"
              label="Name"
              placeholder="Zapier, Reporting…"
              autoComplete="off"
              register={register}
              errors={formState.errors}
              rules={{ required: true }}
              helperText="What the key is for, so you recognise it later."
              disabled={busy}
            />
            <ScopeGrid
              domains={domains}
              value={scopes}
              onChange={(next) => {
                setValue('scopes', next, { shouldDirty: true });
                setServerErrors(({ scopes: _answered, ...rest }) => rest);
              }}
              error={serverErrors.scopes}
              disabled={busy}
            />
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4" alignItems="start">
              <Field.Root invalid={Boolean(serverErrors.expiresAt) && expiry !== 'date'} disabled={busy}>
                <Field.Label>Expires</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('expiry')}>
                    {EXPIRY_CHOICES.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {serverErrors.expiresAt && expiry !== 'date' && <Field.ErrorText>{serverErrors.expiresAt}</Field.ErrorText>}
              </Field.Root>
              {expiry === 'date' && (
                <Field.Root invalid={Boolean(formState.errors.expiryDate ?? serverErrors.expiresAt)} disabled={busy} required>
                  <Field.Label>
                    Expiry date
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    type="date"
                    min={dateInputValue(1)}
                    {...register('expiryDate', {
                      // "On a date…" without a date would otherwise make a key that never expires.
                      validate: (date, values) =>
                        values.expiry !== 'date' || date !== '' || formatMessage(FORM_MESSAGES.required, { label: 'Expiry date' }),
                    })}
                  />
                  {(formState.errors.expiryDate?.message ?? serverErrors.expiresAt) ? (
                    <Field.ErrorText>{formState.errors.expiryDate?.message ?? serverErrors.expiresAt}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>It stops working at the end of that day.</Field.HelperText>
                  )}
                </Field.Root>
              )}
            </Grid>
            <Collapsible.Root open={advanced} onOpenChange={(e) => setAdvanced(e.open)} disabled={busy}>
              <Collapsible.Trigger asChild>
                <Button variant="plain" size="sm" px="0" color="fg.muted" _hover={{ color: 'fg' }}>
                  <Box
                    as={LuChevronRight}
                    aria-hidden="true"
                    transition="transform 0.15s"
                    transform={advanced ? 'rotate(90deg)' : undefined}
                  />
                  Advanced: limits
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Stack gap="3" pt="2">
                  <Text fontSize="sm" color="fg.muted">
                    Past either limit in a minute the key gets 429 RATE_LIMITED until the minute is over.
                  </Text>
                  <HStack gap="4" align="flex-start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
                    {limitField('requestsPerMinute', 'Requests per minute', DEFAULT_LIMITS.requestsPerMinute)}
                    {limitField('costPerMinute', 'GraphQL cost per minute', DEFAULT_LIMITS.costPerMinute)}
                  </HStack>
                </Stack>
              </Collapsible.Content>
            </Collapsible.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Creating">
            Create key
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}
