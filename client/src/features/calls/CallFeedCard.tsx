import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Clipboard, Heading, HStack, IconButton, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCopy } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { CallFeedQuery, RevokeCallFeedMutation, RotateCallFeedMutation } from './calls.documents';

/** The private ICS address of the builder's calls: made or replaced (shown once), or stopped. */
export function CallFeedCard() {
  const { data, dataState, error, refetch, loading } = useQuery(CallFeedQuery);
  const [rotate, rotating] = useMutation(RotateCallFeedMutation);
  const [revoke, revoking] = useMutation(RevokeCallFeedMutation);
  const [url, setUrl] = useState<string | null>(null);
  const active = data?.callFeed.active ?? false;

  const make = async () => {
    try {
      const result = await rotate();
      setUrl(result.data?.rotateCallFeed.url ?? null);
      toaster.create({
        type: 'success',
        title: active ? 'New feed address made' : 'Feed address made',
        description: 'Copy it now: it is shown once.',
      });
      await refetch();
    } catch (err) {
      toaster.create({ type: 'error', title: 'No feed address was made', description: readServerError(err).message });
    }
  };
  const stop = async () => {
    try {
      await revoke();
      setUrl(null);
      toaster.create({ type: 'success', title: 'The feed address stopped working' });
      await refetch();
    } catch (err) {
      toaster.create({ type: 'error', title: 'The feed was not stopped', description: readServerError(err).message });
    }
  };

  let body;
  if (error && dataState !== 'complete')
    body = (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>The calendar feed could not be loaded</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" loading={loading} onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  else if (dataState !== 'complete') body = <Skeleton h="10" aria-label="Loading the calendar feed" />;
  else
    body = (
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {active
            ? `An address works since ${new Date(data.callFeed.createdAt ?? '').toLocaleDateString(undefined, { dateStyle: 'medium' })}. Whoever has it sees your calls.`
            : 'Subscribe to your calls from Google Calendar, Outlook or Apple Calendar with a private address.'}
        </Text>
        {url && (
          <Clipboard.Root value={url}>
            <InputGroup
              endElement={
                <Clipboard.Trigger asChild>
                  <IconButton size="xs" variant="ghost" aria-label="Copy the feed address">
                    <Clipboard.Indicator copied="✓">
                      <LuCopy />
                    </Clipboard.Indicator>
                  </IconButton>
                </Clipboard.Trigger>
              }
            >
              <Input readOnly value={url} aria-label="Calendar feed address" fontFamily="mono" fontSize="sm" />
            </InputGroup>
          </Clipboard.Root>
        )}
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={rotating.loading} disabled={revoking.loading} onClick={() => void make()}>
            {active ? 'Replace the address' : 'Make a feed address'}
          </Button>
          {active && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              loading={revoking.loading}
              disabled={rotating.loading}
              onClick={() => void stop()}
            >
              Stop the feed
            </Button>
          )}
        </HStack>
      </Stack>
    );

  return (
    <Card.Root as="section" aria-labelledby="calls-feed" borderRadius="xl">
      <Card.Header>
        <Heading id="calls-feed" as="h2" size="md">
          Calendar feed
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
