import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from '../../app/ui/Logo';

/** The frame of the sign-in screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Center minH="100vh" px="4" py="12" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg.subtle">
      <Stack gap="8" w="full" maxW="md" align="center">
        <Logo size="lg" />
        <Card.Root w="full" shadow="lg" borderRadius="2xl">
          <Card.Body p={{ base: 6, md: 8 }}>
            <Stack gap="6">
              <Box>
                <Heading as="h1" size="xl">
                  {title}
                </Heading>
                {subtitle && (
                  <Text mt="1" color="fg.muted">
                    {subtitle}
                  </Text>
                )}
              </Box>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
        {footer && <Box textAlign="center" color="fg.muted" fontSize="sm">{footer}</Box>}
      </Stack>
    </Center>
  );
}
