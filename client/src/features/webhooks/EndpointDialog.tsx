import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Dialog, Field, Fieldset, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEventType,
} from '../../../../server/modules/webhook/webhook.rules';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { CreateWebhookEndpointMutation, UpdateWebhookEndpointMutation, WebhookEndpointsQuery } from './webhooks.documents';

type Problems = Partial<Record<'url' | 'description' | 'events', string>>;

/** The server's field details on this form's fields (`events.1` is about the events). */
function problemsOf(error: unknown): { fields: Problems; message: string } {
  const { message, details, code } = readServerError(error);
  const fields: Problems = {};
  let unplaced = false;
  for (const [key, text] of Object.entries(details ?? {})) {
    const field = key.split('.')[0];
    if (field === 'url' || field === 'description' || field === 'events') fields[field] ??= text;
    else unplaced = true;
  }
  return { fields, message: code === 'BAD_USER_INPUT' && details && !unplaced ? '' : message };
}

/**
 * Add an endpoint (`endpoint` absent) or edit one: the address, a note, and the events it gets.
 * A new endpoint's secret is handed to `onCreated`, to be shown once.
 */
export function EndpointDialog({
  portalId,
  endpoint,
  onClose,
  onCreated,
}: {
  portalId: string;
  endpoint?: WebhookEndpointFieldsFragment;
  onClose(): void;
  onCreated?(made: { endpoint: WebhookEndpointFieldsFragment; secret: string }): void;
}) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState('');
  const [create, creating] = useMutation(CreateWebhookEndpointMutation, {
    refetchQueries: [{ query: WebhookEndpointsQuery, variables: { portalId } }],
    awaitRefetchQueries: true,
  });
  const [update, updating] = useMutation(UpdateWebhookEndpointMutation);
  const busy = creating.loading || updating.loading;

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((was) => WEBHOOK_EVENT_TYPES.filter((e) => (e === event ? on : was.includes(e))));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Problems = {};
    if (!url.trim()) local.url = 'Please enter the endpoint’s address.';
    if (events.length === 0) local.events = 'Choose at least one event.';
    setProblems(local);
    setMessage('');
    if (Object.keys(local).length) return;
    try {
      if (endpoint) {
        await update({ variables: { input: { id: endpoint.id, url: url.trim(), description: description.trim(), events } } });
        toaster.create({ type: 'success', title: 'Endpoint saved' });
        onClose();
      } else {
        const result = await create({ variables: { input: { portalId, url: url.trim(), description: description.trim(), events } } });
        const made = result.data?.createWebhookEndpoint;
        if (!made) throw new Error('The endpoint did not come back. Reload the page to see whether it was added.');
        onCreated?.(made);
      }
    } catch (error) {
      const placed = problemsOf(error);
      setProblems(placed.fields);
      setMessage(placed.message);
    }
  };

  return (
    <DialogShell onClose={onClose} busy={busy} size="lg" scrollBehavior="inside">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Dialog.Header>
          <Dialog.Title>{endpoint ? 'Edit endpoint' : 'Add endpoint'}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            {message && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>{message}</Alert.Description>
              </Alert.Root>
            )}
            <Field.Root invalid={Boolean(problems.url)} required>
              <Field.Label>
                Endpoint URL
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="url"
                value={url}
                maxLength={WEBHOOK_URL_MAX}
                placeholder="https://example.com/webhooks/portico"
                onChange={(e) => setUrl(e.target.value)}
                autoFocus
              />
              {problems.url ? (
                <Field.ErrorText>{problems.url}</Field.ErrorText>
              ) : (
                <Field.HelperText>Portico POSTs each event here as JSON, signed per Standard Webhooks.</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={Boolean(problems.description)}>
              <Field.Label>Description</Field.Label>
              <Textarea
                value={description}
                maxLength={WEBHOOK_DESCRIPTION_MAX}
                rows={2}
                placeholder="What receives these events (optional)"
                onChange={(e) => setDescription(e.target.value)}
              />
              {problems.description && <Field.ErrorText>{problems.description}</Field.ErrorText>}
            </Field.Root>
            <Fieldset.Root invalid={Boolean(problems.events)}>
              <Fieldset.Legend fontWeight="medium">Events to send</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
                {WEBHOOK_EVENT_TYPES.map((event) => (
                  <Checkbox.Root
                    key={event}
                    checked={events.includes(event)}
                    onCheckedChange={(c) => toggle(event, c.checked === true)}
                    colorPalette="brand"
                    alignItems="flex-start"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label>
                      <Text as="span" fontFamily="mono" fontSize="sm">
                        {event}
                      </Text>
                      <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
                        {WEBHOOK_EVENT_LABELS[event]}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
              {problems.events && <Fieldset.ErrorText>{problems.events}</Fieldset.ErrorText>}
            </Fieldset.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={endpoint ? 'Saving' : 'Adding'}>
            {endpoint ? 'Save' : 'Add endpoint'}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}
