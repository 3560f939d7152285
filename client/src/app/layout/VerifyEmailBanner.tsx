import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { ApiError } from '../api/rest';
import { rest } from '../api/rest-contract';
import { useSession } from '../session/SessionProvider';
import { hasUser } from '../session/types';
import { toaster } from '../ui/toaster';

export function VerifyEmailBanner() {
  const { state } = useSession();
  const [sending, setSending] = useState(false);
  if (!hasUser(state.user) || state.user.emailVerified) return null;
  const email = state.user.email;
  return (
    <Alert.Root status="info" borderRadius="0" borderBottomWidth="1px" size="sm" alignItems="center" py="2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          Confirm your email: we sent a link to <b>{email}</b>.
        </Alert.Description>
      </Alert.Content>
      <Button
        size="xs"
        variant="outline"
        loading={sending}
        onClick={async () => {
          setSending(true);
          try {
            await rest('post', '/v1/auth/verify/email/resend');
            toaster.create({ type: 'success', title: 'Verification email sent', description: `Check the inbox of ${email}.` });
          } catch (error) {
            toaster.create({ type: 'error', title: 'The email was not sent', description: (error as ApiError).message });
          } finally {
            setSending(false);
          }
        }}
      >
        Send the link again
      </Button>
    </Alert.Root>
  );
}
