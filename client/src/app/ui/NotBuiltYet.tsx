import { Box, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuConstruction } from 'react-icons/lu';

/** An honest empty state for a screen whose feature has not been built yet. */
export function NotBuiltYet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box p={{ base: 6, md: 10 }}>
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuConstruction />
          </EmptyState.Indicator>
          <VStack textAlign="center" maxW="md">
            <EmptyState.Title>{title} is not built yet</EmptyState.Title>
            <EmptyState.Description>{children}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}
