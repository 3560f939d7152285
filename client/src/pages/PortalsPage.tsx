import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { CreatePortalDialog } from '../features/portals/CreatePortalDialog';
import { PortalList } from '../features/portals/PortalList';

export default function PortalsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <Box maxW="6xl" mx="auto" px={{ base: 6, md: 10 }} py="8">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'flex-end' }} gap="4" wrap="wrap" mb="8">
        <Box>
          <Heading as="h1" size="2xl">
            Portals
          </Heading>
          <Text color="fg.muted">Branded client portals, each on its own sub-domain.</Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <LuPlus aria-hidden="true" /> New portal
        </Button>
      </Flex>
      <PortalList onCreate={() => setCreating(true)} />
      <CreatePortalDialog open={creating} onOpenChange={setCreating} />
    </Box>
  );
}
