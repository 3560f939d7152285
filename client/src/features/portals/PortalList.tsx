import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, EmptyState, HStack, SimpleGrid, Skeleton, SkeletonText, Stack, VStack } from '@chakra-ui/react';
import { LuLayoutDashboard, LuPlus } from 'react-icons/lu';
import { describeError } from './describe-error';
import { LoadFailure } from './LoadFailure';
import { PortalCard } from './PortalCard';
import { PortalListQuery } from './portals.documents';

export const PORTALS_PAGE_SIZE = 24;

/** The workspace's portals as cards, with their skeleton, empty state, error and "Load more". */
export function PortalList({ onCreate }: { onCreate: () => void }) {
  const { data, dataState, error, refetch, fetchMore, loading } = useQuery(PortalListQuery, {
    variables: { first: PORTALS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  if (error && dataState !== 'complete') {
    return (
      <LoadFailure
        title="Your portals could not be loaded"
        message={describeError(error).message}
        onRetry={() => void refetch()}
        retrying={loading}
      />
    );
  }
  if (dataState !== 'complete') {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" aria-busy="true" aria-label="Loading your portals">
        {[0, 1, 2].map((i) => (
          <Card.Root key={i} borderRadius="xl">
            <Card.Body gap="4">
              <HStack gap="4">
                <Skeleton boxSize="14" borderRadius="lg" />
                <Stack flex="1" gap="2">
                  <Skeleton h="5" w="60%" />
                  <Skeleton h="3.5" w="40%" />
                </Stack>
              </HStack>
              <SkeletonText noOfLines={2} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    );
  }

  const { edges, pageInfo } = data.portals;
  if (edges.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg" py="16">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuLayoutDashboard />
          </EmptyState.Indicator>
          <VStack textAlign="center" maxW="md" gap="2">
            <EmptyState.Title>No portals yet</EmptyState.Title>
            <EmptyState.Description>
              A portal is the branded place where your clients sign in, run your workflows and raise tickets. It starts with a name; the
              address, logo and theme can follow.
            </EmptyState.Description>
          </VStack>
          <Button colorPalette="brand" mt="2" onClick={onCreate}>
            <LuPlus aria-hidden="true" /> Create your first portal
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  // The cache's relayStylePagination policy (app/api/apollo.ts) appends the next page's edges.
  const loadMore = () => void fetchMore({ variables: { after: pageInfo.endCursor } });

  return (
    <Stack gap="6">
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="5" aria-label="Your portals">
        {edges.map(({ node: portal }) => (
          <PortalCard key={portal.id} portal={portal} />
        ))}
      </SimpleGrid>
      {pageInfo.hasNextPage && (
        <Box textAlign="center">
          <Button variant="outline" onClick={loadMore} loading={loading} loadingText="Loading more portals">
            Load more portals
          </Button>
        </Box>
      )}
    </Stack>
  );
}
