import { Box, Heading, Skeleton, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle, useRouteTitle } from '../../app/document-title';
import { LoadFailure } from './LoadFailure';
import { PortalNotFound } from './PortalNotFound';
import { usePortalBySlug, type Portal } from './use-portal';

interface Props extends Omit<BoxProps, 'children' | 'title'> {
  title: string;
  description?: string;
  children: (portal: Portal) => ReactNode;
}

/**
 * Every `/{portalSlug}/…` screen: its heading under the portal's name, then the screen for that
 * portal — or a skeleton while it loads, "Portal not found" for a slug the builder cannot see, and a
 * retry when the request failed.
 */
export function PortalGate({ title, description, children, ...box }: Props) {
  const { portalSlug = '' } = useParams();
  const { portal, notFound, failure, loading, retry } = usePortalBySlug(portalSlug);
  const route = useRouteTitle();
  useDocumentTitle(notFound ? 'Portal not found' : (route.title ?? title), portal?.name);
  if (notFound) return <PortalNotFound slug={portalSlug} />;

  return (
    <Box {...box}>
      <Box px={{ base: 6, md: 10 }} pt="8">
        {portal ? (
          <Text fontSize="sm" color="fg.muted" truncate>
            {portal.name}
          </Text>
        ) : (
          <Skeleton h="4" w="32" my="0.5" />
        )}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Box>
      {failure ? (
        <Box px={{ base: 6, md: 10 }} py="8">
          <LoadFailure title="This portal could not be loaded" message={failure.message} onRetry={retry} retrying={loading} />
        </Box>
      ) : portal ? (
        children(portal)
      ) : (
        <Stack px={{ base: 6, md: 10 }} py="8" gap="6" aria-busy="true" aria-label="Loading the portal">
          <Skeleton h="48" borderRadius="xl" />
          <Skeleton h="32" borderRadius="xl" />
        </Stack>
      )}
    </Box>
  );
}
