import { useQuery } from '@apollo/client/react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { PORTALS_PAGE_SIZE } from './PortalList';
import { PortalListQuery } from './portals.documents';

/**
 * The name of another portal of the workspace called `name` (case and spaces aside), or null. A
 * warning only, so it reads the list the builder already has (its first page), not a server rule.
 */
export function useSameNamePortal(name: string, exceptId?: string): string | null {
  const { data } = useQuery(PortalListQuery, { variables: { first: PORTALS_PAGE_SIZE } });
  const wanted = name.trim().toLowerCase();
  if (!wanted || !data?.portals) return null;
  const twin = data.portals.edges.find(({ node }) => node.id !== exceptId && node.name.trim().toLowerCase() === wanted);
  return twin ? twin.node.name.trim() : null;
}

/** Under the name field: announced as it appears, and not an error (the save stays allowed). */
export function SameNameWarning({ twin }: { twin: string | null }) {
  return (
    <Box aria-live="polite">
      {twin && (
        <HStack gap="1.5" mt="1.5" align="flex-start" color="orange.fg" fontSize="sm">
          <LuTriangleAlert aria-hidden="true" style={{ flexShrink: 0, marginTop: '3px' }} />
          <Text>You already have a portal named {twin} — customers can’t tell them apart.</Text>
        </HStack>
      )}
    </Box>
  );
}
