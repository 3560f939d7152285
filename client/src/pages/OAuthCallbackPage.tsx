import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../features/auth/AuthCard';

/** The return point of an external sign-in. Google sign-in arrives with the calendar integration. */
export default function OAuthCallbackPage() {
  return (
    <AuthCard title="Google sign-in">
      <Stack gap="5">
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>Google sign-in is not available on this Portico server yet. Sign in with your email and password.</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand">
          <RouterLink to="/auth/login">Back to sign in</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}
