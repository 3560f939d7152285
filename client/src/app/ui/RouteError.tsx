import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { ScreenLoadError } from '../lazy-screen';
import { Logo } from './Logo';

/** A screen that failed to load (the 120 s timeout included) or crashed. */
export function RouteError() {
  const error = useRouteError();
  const loadError = error instanceof ScreenLoadError;
  if (!loadError) console.error(error);
  return (
    <Center minH="100vh" p="6">
      <VStack gap="4" maxW="md" textAlign="center" role="alert">
        <Logo size="lg" />
        <Heading size="lg">{loadError ? 'This screen could not load' : 'Something went wrong'}</Heading>
        <Text color="fg.muted">
          {loadError ? (error as Error).message : 'An unexpected error stopped this screen. Reloading usually fixes it.'}
        </Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </VStack>
    </Center>
  );
}
