import { Box, Button, EmptyState, Heading, VStack } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** An unknown slug, or one of another workspace: the same answer, with the way back. */
export function PortalNotFound({ slug }: { slug: string }) {
  return (
    <Box p={{ base: 6, md: 10 }}>
      <EmptyState.Root borderWidth="1px" borderRadius="xl" bg="bg" py="16">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuSearchX />
          </EmptyState.Indicator>
          <VStack textAlign="center" maxW="md" gap="2">
            <EmptyState.Title asChild>
              <Heading as="h1" size="xl">
                Portal not found
              </Heading>
            </EmptyState.Title>
            <EmptyState.Description>
              There is no portal at “/{slug}” in your workspace. It may have been renamed or deleted, or it belongs to another account. Open
              it again from your portals.
            </EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="brand" mt="2">
            <RouterLink to="/portals">Back to your portals</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}
