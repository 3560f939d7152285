import { useMutation } from '@apollo/client/react';
import { Badge, Button, Code, DataList, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuBan } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import { ConfirmAction } from '../forms/ConfirmAction';
import type { ApiKeyFieldsFragment } from '../../gql/graphql';
import { ago, fullDate } from '../customers/format';
import { groupedScopes, STATUS, type ScopeDomain } from './api-key-format';
import { RevokeApiKeyMutation } from './api-keys.documents';

const day = (value: string) => new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' });
const count = new Intl.NumberFormat();

/** A moment as "3 days ago" (or "in 3 days"), its full date and time on hover and for machines. */
function When({ value, relative = true }: { value: string; relative?: boolean }) {
  return (
    <time dateTime={value} title={fullDate(value)}>
      {relative ? ago(value) : day(value)}
    </time>
  );
}

/** One key: what it is for, how to recognise it, what it may do, who made it, when it was used, and Revoke. */
export function ApiKeyRow({ apiKey, domains }: { apiKey: ApiKeyFieldsFragment; domains: readonly ScopeDomain[] }) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const revoked = apiKey.status === 'REVOKED';
  const status = STATUS[apiKey.status];

  return (
    <Stack
      as="li"
      aria-labelledby={nameId}
      gap="3"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg={revoked ? 'bg.muted' : 'bg'}
      color={revoked ? 'fg.muted' : undefined}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="1.5" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap" minW="0">
            <Heading id={nameId} as="h3" size="sm" overflowWrap="anywhere" color={revoked ? 'fg.muted' : undefined}>
              {apiKey.name}
            </Heading>
            <Badge colorPalette={status.palette} variant={revoked ? 'outline' : 'subtle'}>
              {status.label}
            </Badge>
          </HStack>
          <Code alignSelf="flex-start" size="sm" variant="surface">
            {apiKey.prefix}…
          </Code>
        </Stack>
        {!revoked && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            onClick={() => setConfirming(true)}
            aria-label={`Revoke ${apiKey.name}`}
          >
            <LuBan aria-hidden="true" /> Revoke
          </Button>
        )}
      </HStack>

      <Wrap as="ul" gap="1.5" listStyleType="none" aria-label="Scopes">
        {groupedScopes(apiKey.scopes, domains).map((scope) => (
          <Badge as="li" key={scope} variant="outline" colorPalette={revoked ? 'gray' : 'brand'} textTransform="none">
            {scope}
          </Badge>
        ))}
      </Wrap>

      <DataList.Root
        orientation="vertical"
        size="sm"
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        gap="3"
      >
        <DataList.Item>
          <DataList.ItemLabel>Created</DataList.ItemLabel>
          <DataList.ItemValue display="block">
            <When value={apiKey.createdAt} relative={false} />
            {apiKey.createdByName && <Text as="span"> by {apiKey.createdByName}</Text>}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Last used</DataList.ItemLabel>
          <DataList.ItemValue display="block">{apiKey.lastUsedAt ? <When value={apiKey.lastUsedAt} /> : 'Never used'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{revoked ? 'Revoked' : apiKey.status === 'EXPIRED' ? 'Expired' : 'Expires'}</DataList.ItemLabel>
          <DataList.ItemValue display="block">
            {revoked && apiKey.revokedAt ? (
              <When value={apiKey.revokedAt} />
            ) : apiKey.expiresAt ? (
              <>
                <When value={apiKey.expiresAt} relative={false} /> ({ago(apiKey.expiresAt)})
              </>
            ) : (
              'Never'
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Limits a minute</DataList.ItemLabel>
          <DataList.ItemValue display="block">
            <Text>{count.format(apiKey.requestsPerMinute)} requests</Text>
            <Text>{count.format(apiKey.costPerMinute)} GraphQL cost</Text>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>

      {confirming && <RevokeDialog apiKey={apiKey} onClose={() => setConfirming(false)} />}
    </Stack>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyFieldsFragment; onClose(): void }) {
  // The answer is the key, now REVOKED: Apollo's cache updates the row (and the list moves it down).
  const [revoke] = useMutation(RevokeApiKeyMutation);
  return (
    <ConfirmAction
      title={`Revoke ${apiKey.name}?`}
      confirm="Revoke key"
      running="Revoking"
      danger
      onClose={onClose}
      onConfirm={async () => {
        await revoke({ variables: { input: { id: apiKey.id } } });
        toaster.create({ type: 'success', title: `${apiKey.name} revoked`, description: 'Its next request is refused.' });
      }}
    >
      <Text>
        Apps using this key stop working at once: their next request with <Code>{apiKey.prefix}…</Code> is refused.
      </Text>
      <Text>A revoked key cannot be turned back on; make a new one if an app needs access again.</Text>
    </ConfirmAction>
  );
}
