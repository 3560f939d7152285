import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { CreatePortalDialog } from '../features/portals/CreatePortalDialog';
import { PortalList } from '../features/portals/PortalList';
import { atLeast } from '../features/settings/team/roles';
import { useWorkspaceRole } from '../features/settings/use-workspace-role';

export default function PortalsPage() {
  const [creating, setCreating] = useState(false);
  const role = useWorkspaceRole();
  // Members work inside portals; making one is for admins and owners (the server says so too).
  const canCreate = role === undefined || atLeast(role, 'ADMIN');
  return (
    <Box maxW="6xl" mx="auto" px={{ base: 6, md: 10 }} py="8">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'flex-end' }} gap="4" wrap="wrap" mb="8">
        <Box>
          <Heading as="h1" size="2xl">
            Portals
          </Heading>
          <Text color="fg.muted">Branded client portals, each on its own sub-domain.</Text>
        </Box>
        {canCreate ? (
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <LuPlus aria-hidden="true" /> New portal
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted" maxW="xs">
            You are a member of this workspace: admins and owners create portals.
          </Text>
        )}
      </Flex>
      <PortalList onCreate={() => setCreating(true)} />
      <CreatePortalDialog open={creating} onOpenChange={setCreating} />
    </Box>
  );
}
