import { Center, Spinner, VStack } from '@chakra-ui/react';
import { Logo } from './Logo';

/** Shown while a screen's code loads: an optional logo and a spinner. */
export function ScreenFallback({ logo = false }: { logo?: boolean }) {
  return (
    <Center minH={logo ? '100vh' : '60vh'} role="status" aria-label="Loading">
      <VStack gap="5">
        {logo && <Logo size="lg" />}
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      </VStack>
    </Center>
  );
}
