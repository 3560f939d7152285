import { Alert, Box, Card, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Logo } from '../../app/ui/Logo';

/** The frame of the sign-in screens. */
interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** A question and a link under the card: "New to Portico? Create an account". */
  /** `state` rides along (where to go after signing in), so switching screens keeps it. */
  switchTo?: { question: string; label: string; to: string; state?: unknown };
}

export function AuthCard({ title, subtitle, children, switchTo }: Props) {
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
        {switchTo && (
          <Box textAlign="center" color="fg.muted" fontSize="sm">
            {switchTo.question}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={switchTo.to} state={switchTo.state}>
                {switchTo.label}
              </RouterLink>
            </Link>
          </Box>
        )}
      </Stack>
    </Center>
  );
}

/** The form-level error of a sign-in screen (field errors sit under their fields). */
export function FormFailure({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
