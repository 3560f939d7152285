import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../app/ui/Logo';

export default function NotFoundPage() {
  return (
    <Center minH="100vh" p="6">
      <VStack gap="4" textAlign="center">
        <Logo size="lg" />
        <Heading size="2xl">Page not found</Heading>
        <Text color="fg.muted">There is nothing at this address. Check the link, or go back to your portals.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/portals">Go to your portals</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
