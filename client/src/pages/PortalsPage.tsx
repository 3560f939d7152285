import { Box, Heading, Text } from '@chakra-ui/react';
import { NotBuiltYet } from '../app/ui/NotBuiltYet';

export default function PortalsPage() {
  return (
    <Box maxW="6xl" mx="auto">
      <Box px={{ base: 6, md: 10 }} pt="8">
        <Heading as="h1" size="2xl">
          Portals
        </Heading>
        <Text color="fg.muted">Branded client portals, each on its own sub-domain.</Text>
      </Box>
      <NotBuiltYet title="Creating portals">
        Your portals will be listed here, with a button to create one (name, slug, sub-domain, logo and theme). It is part of the
        next release; your account and workspace are ready for it.
      </NotBuiltYet>
    </Box>
  );
}
