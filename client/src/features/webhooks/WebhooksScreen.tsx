import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Code, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuKeyRound, LuPencil, LuPlus, LuPower, LuSend, LuTrash2, LuWebhook } from 'react-icons/lu';
import { WEBHOOK_ENDPOINTS_MAX } from '../../../../server/modules/webhook/webhook.rules';
import { toaster } from '../../app/ui/toaster';
import type { WebhookEndpointFieldsFragment } from '../../gql/graphql';
import { ConfirmAction } from '../forms/ConfirmAction';
import { readServerError } from '../forms/server-errors';
import { LoadError, LoadingCards } from '../services/ScreenStates';
import { DeliveryLog } from './DeliveryLog';
import { EndpointDialog } from './EndpointDialog';
import { SecretDialog } from './SecretDialog';
import {
  DeleteWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  SendWebhookTestEventMutation,
  UpdateWebhookEndpointMutation,
  WebhookEndpointsQuery,
} from './webhooks.documents';

type Endpoint = WebhookEndpointFieldsFragment;
type Shown = { secret: string; url: string; rotated: boolean };

/**
 * A portal's outgoing webhooks: its endpoints (address, events, whether events go there and why
 * not), adding and editing them, their signing secrets (shown once, rotated with a day's overlap),
 * a test event, and each one's delivery log with "Send again".
 */
export function WebhooksScreen({ portalId }: { portalId: string }) {
  const { data, dataState, error, loading, refetch } = useQuery(WebhookEndpointsQuery, { variables: { portalId } });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<Shown | null>(null);
  const endpoints = dataState === 'complete' ? data.webhookEndpoints : null;

  let body;
  if (error && !endpoints) {
    const problem = readServerError(error);
    body =
      problem.code === 'FORBIDDEN' ? (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Webhooks are for the workspace’s admins and owners</Alert.Title>
            <Alert.Description>{problem.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <LoadError title="The webhooks could not be loaded" error={problem} retrying={loading} onRetry={() => void refetch()} />
      );
  } else if (!endpoints) body = <LoadingCards label="Loading the webhooks" count={2} />;
  else if (endpoints.length === 0)
    body = (
      <Stack align="center" textAlign="center" gap="3" py="12" px="6" borderWidth="1px" borderStyle="dashed" borderRadius="xl">
        <Box as={LuWebhook} boxSize="8" color="fg.muted" aria-hidden="true" />
        <Heading as="h2" size="md">
          No endpoints yet
        </Heading>
        <Text color="fg.muted" maxW="md">
          Add the address of a service that should hear about this portal: new records, sign-ups, tickets, finished workflows, calls and
          payments.
        </Text>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          <LuPlus />
          Add endpoint
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="5">
        {endpoints.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} portalId={portalId} onSecret={setSecret} />
        ))}
      </Stack>
    );

  const full = (endpoints?.length ?? 0) >= WEBHOOK_ENDPOINTS_MAX;
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
        <Text color="fg.muted" fontSize="sm" maxW="2xl">
          Portico POSTs each event as JSON to your endpoints, signed per{' '}
          <Link href="https://www.standardwebhooks.com/" target="_blank" rel="noopener noreferrer" color="brand.fg">
            Standard Webhooks
          </Link>
          : check the <Code fontSize="xs">webhook-signature</Code> header with the endpoint’s secret. A failed delivery is tried again for
          about a day; an endpoint that keeps failing is turned off and the owners are emailed.
        </Text>
        {endpoints && endpoints.length > 0 && (
          <Button
            colorPalette="brand"
            onClick={() => setAdding(true)}
            disabled={full}
            title={full ? `At most ${WEBHOOK_ENDPOINTS_MAX}` : undefined}
          >
            <LuPlus />
            Add endpoint
          </Button>
        )}
      </HStack>
      {body}
      {adding && (
        <EndpointDialog
          portalId={portalId}
          onClose={() => setAdding(false)}
          onCreated={({ endpoint, secret }) => {
            setAdding(false);
            setSecret({ secret, url: endpoint.url, rotated: false });
          }}
        />
      )}
      {secret && <SecretDialog {...secret} onClose={() => setSecret(null)} />}
    </Stack>
  );
}

const until = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function EndpointCard({ endpoint, portalId, onSecret }: { endpoint: Endpoint; portalId: string; onSecret(shown: Shown): void }) {
  const headingId = useId();
  const logId = useId();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const [sendTest, testing] = useMutation(SendWebhookTestEventMutation, { refetchQueries: ['WebhookDeliveries'] });
  const [update, updating] = useMutation(UpdateWebhookEndpointMutation);
  const active = endpoint.status === 'ACTIVE';

  const test = async () => {
    try {
      await sendTest({ variables: { input: { endpointId: endpoint.id } } });
      setLogOpen(true);
      toaster.create({ type: 'success', title: 'Test event sent', description: 'Its delivery is in the log below.' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'The test event was not sent', description: readServerError(error).message });
    }
  };
  const turnOn = async (enabled: boolean) => {
    try {
      await update({ variables: { input: { id: endpoint.id, enabled } } });
      toaster.create({ type: 'success', title: enabled ? 'Endpoint turned back on' : 'Endpoint turned off' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'The endpoint was not changed', description: readServerError(error).message });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} borderRadius="xl">
      <Card.Header>
        <Stack gap="1.5">
          <HStack gap="3" flexWrap="wrap">
            <Heading id={headingId} as="h2" size="sm" fontFamily="mono" wordBreak="break-all">
              {endpoint.url}
            </Heading>
            <Badge colorPalette={active ? 'green' : 'red'}>{active ? 'Active' : 'Disabled'}</Badge>
          </HStack>
          {endpoint.description && (
            <Text color="fg.muted" fontSize="sm">
              {endpoint.description}
            </Text>
          )}
        </Stack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {!active && (
            <Alert.Root status="warning" borderRadius="md">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>No events are sent to this endpoint</Alert.Title>
                {endpoint.disabledReason && <Alert.Description>{endpoint.disabledReason}</Alert.Description>}
              </Alert.Content>
              <Button size="sm" variant="outline" loading={updating.loading} onClick={() => void turnOn(true)}>
                <LuPower />
                Turn on again
              </Button>
            </Alert.Root>
          )}
          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="medium">
              Events
            </Text>
            <Wrap gap="1.5" aria-label="Events sent">
              {endpoint.events.map((e) => (
                <Badge key={e} variant="surface" fontFamily="mono">
                  {e}
                </Badge>
              ))}
            </Wrap>
          </Stack>
          {endpoint.previousSecretExpiresAt && (
            <Text fontSize="sm" color="fg.muted">
              The previous signing secret also signs until {until(endpoint.previousSecretExpiresAt)}.
            </Text>
          )}
          <Wrap gap="2">
            <Button
              size="sm"
              colorPalette="brand"
              variant="solid"
              loading={testing.loading}
              loadingText="Sending"
              onClick={() => void test()}
            >
              <LuSend />
              Send test event
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <LuPencil />
              Edit
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirm('rotate')}>
              <LuKeyRound />
              Rotate secret
            </Button>
            {active && (
              <Button size="sm" variant="outline" loading={updating.loading} onClick={() => void turnOn(false)}>
                <LuPower />
                Turn off
              </Button>
            )}
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('delete')}>
              <LuTrash2 />
              Delete
            </Button>
          </Wrap>
          <Box borderTopWidth="1px" pt="3">
            <Button size="sm" variant="ghost" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((o) => !o)} px="1">
              {logOpen ? 'Hide delivery log' : 'Show delivery log'}
            </Button>
            {logOpen && (
              <Box id={logId} mt="3">
                <DeliveryLog endpointId={endpoint.id} />
              </Box>
            )}
          </Box>
        </Stack>
      </Card.Body>
      {editing && <EndpointDialog portalId={portalId} endpoint={endpoint} onClose={() => setEditing(false)} />}
      {confirm === 'delete' && <DeleteDialog endpoint={endpoint} portalId={portalId} onClose={() => setConfirm(null)} />}
      {confirm === 'rotate' && (
        <RotateDialog
          endpoint={endpoint}
          onClose={() => setConfirm(null)}
          onRotated={(secret) => {
            setConfirm(null);
            onSecret({ secret, url: endpoint.url, rotated: true });
          }}
        />
      )}
    </Card.Root>
  );
}

function DeleteDialog({ endpoint, portalId, onClose }: { endpoint: Endpoint; portalId: string; onClose(): void }) {
  const [remove] = useMutation(DeleteWebhookEndpointMutation, {
    refetchQueries: [{ query: WebhookEndpointsQuery, variables: { portalId } }],
    awaitRefetchQueries: true,
  });
  return (
    <ConfirmAction
      title="Delete this endpoint?"
      confirm="Delete endpoint"
      running="Deleting"
      danger
      onClose={onClose}
      onConfirm={async () => {
        await remove({ variables: { input: { id: endpoint.id } } });
        toaster.create({ type: 'success', title: 'Endpoint deleted' });
      }}
    >
      No more events go to {endpoint.url}, and its delivery log is deleted with it. Deliveries still being tried stop.
    </ConfirmAction>
  );
}

function RotateDialog({ endpoint, onClose, onRotated }: { endpoint: Endpoint; onClose(): void; onRotated(secret: string): void }) {
  const [rotate] = useMutation(RotateWebhookSecretMutation);
  return (
    <ConfirmAction
      title="Rotate the signing secret?"
      confirm="Rotate secret"
      running="Rotating"
      onClose={onClose}
      onConfirm={async () => {
        const result = await rotate({ variables: { input: { id: endpoint.id } } });
        const secret = result.data?.rotateWebhookSecret.secret;
        if (!secret) throw new Error('The new secret did not come back. Rotate again.');
        onRotated(secret);
      }}
    >
      A new secret is made and shown once. For 24 hours events carry two signatures, one with each secret, so the receiver keeps working
      while you give it the new one.
    </ConfirmAction>
  );
}
