import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { NotBuiltYet } from './NotBuiltYet';

/** A portal screen whose feature is still to come: its heading and an honest empty state. */
export function PortalScreen({ title, feature, children }: { title: string; feature: string; children: ReactNode }) {
  const { portalSlug } = useParams();
  return (
    <Box>
      <Box px={{ base: 6, md: 10 }} pt="8">
        <Text fontSize="sm" color="fg.muted">
          {portalSlug}
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      </Box>
      <NotBuiltYet title={feature}>{children}</NotBuiltYet>
    </Box>
  );
}
