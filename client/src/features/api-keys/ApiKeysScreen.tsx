import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, EmptyState, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKeyRound, LuPlus } from 'react-icons/lu';
import { readServerError } from '../forms/server-errors';
import { LoadError } from '../services/ScreenStates';
import { ApiKeyRow } from './ApiKeyRow';
import { keyOrder, scopeDomains } from './api-key-format';
import { ApiKeysQuery } from './api-keys.documents';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { SecretDialog, type CreatedSecret } from './SecretDialog';

/**
 * Settings → API keys: the current workspace's keys for the public API (issue 30). Admins and owners
 * make and revoke them; a member sees why they cannot (the server's FORBIDDEN sentence).
 */
export function ApiKeysScreen() {
  const { data, dataState, error, refetch, loading } = useQuery(ApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  // The secret lives here only while its dialog is open: closing it forgets the secret for good.
  const [created, setCreated] = useState<CreatedSecret | null>(null);
  const complete = dataState === 'complete';
  const problem = error && !complete ? readServerError(error) : null;
  const forbidden = problem?.code === 'FORBIDDEN';
  const domains = complete ? scopeDomains(data.apiKeyScopes) : [];
  const keys = complete ? keyOrder(data.apiKeys) : [];

  const createButton = (
    <Button colorPalette="brand" onClick={() => setCreating(true)}>
      <LuPlus aria-hidden="true" /> Create API key
    </Button>
  );

  let body;
  if (forbidden) {
    body = (
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Only admins and owners manage API keys</Alert.Title>
          <Alert.Description>{problem.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else if (problem) {
    body = <LoadError title="The API keys could not be loaded" error={problem} retrying={loading} onRetry={() => void refetch()} />;
  } else if (!complete) {
    body = (
      <Stack gap="3" aria-busy="true" aria-label="Loading the API keys">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="28" borderRadius="lg" />
        ))}
      </Stack>
    );
  } else if (keys.length === 0) {
    body = (
      <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuKeyRound />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>No API keys yet</EmptyState.Title>
            <EmptyState.Description maxW="md">Create one to let another app read or change this workspace’s data.</EmptyState.Description>
          </Stack>
          {createButton}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" aria-label="API keys">
        {keys.map((key) => (
          <ApiKeyRow key={key.id} apiKey={key} domains={domains} />
        ))}
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="settings-api-keys" borderRadius="xl">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Stack gap="1" flex="1" minW="16rem">
            <Heading id="settings-api-keys" as="h2" size="md">
              API keys
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Keys let another app use this workspace’s data through the API, as{' '}
              <Box as="code" whiteSpace="nowrap">
                Authorization: Bearer pk_…
              </Box>{' '}
              on <Box as="code">/graphql</Box> and <Box as="code">/v1</Box>. A key acts for the workspace, never as a person, and only
              within its scopes.
            </Text>
          </Stack>
          {complete && keys.length > 0 && createButton}
        </HStack>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
      {creating && (
        <CreateApiKeyDialog
          domains={domains}
          onClose={() => setCreating(false)}
          onCreated={(secret) => {
            setCreating(false);
            setCreated(secret);
          }}
        />
      )}
      {created && <SecretDialog created={created} onClose={() => setCreated(null)} />}
    </Card.Root>
  );
}
