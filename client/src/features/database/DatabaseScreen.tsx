import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, EmptyState, Flex, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useFillViewport } from './use-fill-viewport';
import { LuDatabase, LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../portals/describe-error';
import type { Portal } from '../portals/use-portal';
import { CollectionNameDialog, DeleteCollectionDialog } from './CollectionDialogs';
import { CollectionList, useCollectionListCollapsed } from './CollectionList';
import { CustomerAccessDialog } from './CustomerAccessDialog';
import { CollectionView } from './CollectionView';
import { CollectionsQuery } from './database.documents';
import { GridSkeleton } from './grid/GridStates';
import type { Collection } from './types';

type Dialog = { kind: 'create' } | { kind: 'rename' | 'share' | 'delete'; collection: Collection };

/**
 * The Database screen of one portal: its collections on the left, the selected one's records on
 * the right. The selection lives in the URL (`?collection=<id>`), so a reload or a shared link
 * opens the same collection; without one, the first collection shows.
 */
export function DatabaseScreen({ portal }: { portal: Portal }) {
  const { data, dataState, error, refetch, loading } = useQuery(CollectionsQuery, {
    variables: { portalId: portal.id },
    fetchPolicy: 'cache-and-network',
  });
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [fill, height] = useFillViewport(24);
  const [collapsed, toggleCollapsed] = useCollectionListCollapsed();
  const select = (id: string | null) => setParams(id ? { collection: id } : {}, { replace: true });

  let content;
  if (error && dataState !== 'complete') {
    content = (
      <Alert.Root status="error" borderRadius="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The collections could not be loaded</Alert.Title>
          <Alert.Description>{describeError(error).message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" loading={loading} onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  } else if (dataState !== 'complete') {
    content = (
      <Flex gap="5" flex="1" minH="0" aria-busy="true" aria-label="Loading the collections">
        <Stack w="60" gap="2" display={{ base: 'none', md: 'flex' }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="9" borderRadius="md" />
          ))}
        </Stack>
        <Flex flex="1" borderWidth="1px" borderRadius="lg" overflow="hidden">
          <GridSkeleton />
        </Flex>
      </Flex>
    );
  } else if (data.collections.length === 0) {
    content = (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg" py="16">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuDatabase />
          </EmptyState.Indicator>
          <VStack textAlign="center" maxW="md" gap="2">
            <EmptyState.Title>No collections yet</EmptyState.Title>
            <EmptyState.Description>
              Collections are your own tables — clients, deals, orders — with typed fields. Your portal's pages and workflows read and write
              them.
            </EmptyState.Description>
          </VStack>
          <Button colorPalette="brand" mt="2" onClick={() => setDialog({ kind: 'create' })}>
            <LuPlus aria-hidden="true" /> New collection
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    const collections = data.collections;
    const selected = collections.find((c) => c.id === params.get('collection')) ?? collections[0]!;
    content = (
      <Flex direction={{ base: 'column', xl: 'row' }} gap={{ base: 3, xl: collapsed ? 3 : 5 }} flex="1" minH="0">
        <CollectionList
          collections={collections}
          selectedId={selected.id}
          onCreate={() => setDialog({ kind: 'create' })}
          onRename={(collection) => setDialog({ kind: 'rename', collection })}
          onShare={(collection) => setDialog({ kind: 'share', collection })}
          onDelete={(collection) => setDialog({ kind: 'delete', collection })}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
        />
        <CollectionView key={selected.id} collection={selected} collections={collections} />
      </Flex>
    );
  }

  return (
    <Box px={{ base: 4, md: 6 }} pt="5" pb="6">
      <Flex ref={fill} direction="column" style={{ height }}>
        {content}
      </Flex>
      {dialog?.kind === 'create' && (
        <CollectionNameDialog
          portalId={portal.id}
          onClose={() => setDialog(null)}
          onSaved={(c) => {
            setDialog(null);
            select(c.id);
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <CollectionNameDialog
          portalId={portal.id}
          collection={dialog.collection}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'share' && <CustomerAccessDialog collection={dialog.collection} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <DeleteCollectionDialog
          portalId={portal.id}
          collection={dialog.collection}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            if (params.get('collection') === dialog.collection.id) select(null);
            setDialog(null);
          }}
        />
      )}
    </Box>
  );
}
