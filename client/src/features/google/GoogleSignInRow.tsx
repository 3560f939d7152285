import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { GoogleSignInStatusQuery, StartGoogleLinkMutation, UnlinkGoogleMutation } from './google.documents';
import { goToGoogle, pkcePair, rememberGoogleTrip } from './google-trip';
import { GoogleMark } from './GoogleMark';

/**
 * Settings → Security: whether "Continue with Google" signs in to this account. Shown only when the
 * server offers Google sign-in; linking goes to Google and back through /oauthCallback/google.
 */
export function GoogleSignInRow() {
  const { data, dataState } = useQuery(GoogleSignInStatusQuery);
  const [startLink] = useMutation(StartGoogleLinkMutation);
  const [unlink, unlinking] = useMutation(UnlinkGoogleMutation);
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState('');

  // A server without Google (or a failed check) shows nothing: there is nothing the builder could do.
  if (dataState !== 'complete' || !data.signInProviders.google) return null;
  const linked = data.me.googleLinked;

  const link = async () => {
    setOpening(true);
    setFailure('');
    try {
      const { verifier, challenge } = await pkcePair();
      const result = await startLink({ variables: { input: { codeChallenge: challenge } } });
      const start = result.data?.startGoogleLink;
      if (!start) throw new Error('Google’s address did not come back. Try again.');
      rememberGoogleTrip({ verifier, state: start.state, redirectUri: start.redirectUri, purpose: 'LINK' });
      goToGoogle(start.url);
    } catch (error) {
      setOpening(false);
      toaster.create({ type: 'error', title: 'Google could not be opened', description: readServerError(error).message });
    }
  };

  const unlinkGoogle = async () => {
    setFailure('');
    try {
      await unlink();
      toaster.create({ type: 'success', title: 'Google unlinked', description: 'Sign in with your email and password from now on.' });
    } catch (error) {
      const { message } = readServerError(error);
      setFailure(message);
      toaster.create({ type: 'error', title: 'Google is still linked', description: message });
    }
  };

  return (
    <>
      <Separator />
      <Stack gap="4" maxW="xl" as="section" aria-labelledby="settings-google">
        <Heading id="settings-google" as="h3" size="sm">
          Google sign-in
        </Heading>
        <HStack gap="4" justify="space-between" flexWrap="wrap" p="4" borderWidth="1px" borderRadius="lg">
          <HStack gap="3" minW="0" flex="1">
            <GoogleMark size={20} />
            <Stack gap="0.5" minW="0">
              <HStack gap="2">
                <Text fontWeight="medium">Google</Text>
                <Badge colorPalette={linked ? 'green' : 'gray'}>{linked ? 'Linked' : 'Not linked'}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {linked
                  ? '“Continue with Google” on the sign-in page signs you in to this account.'
                  : 'Link your Google account to sign in with “Continue with Google”.'}
              </Text>
            </Stack>
          </HStack>
          {linked ? (
            <Button size="sm" variant="outline" loading={unlinking.loading} loadingText="Unlinking" onClick={() => void unlinkGoogle()}>
              Unlink
            </Button>
          ) : (
            <Button size="sm" variant="outline" loading={opening} loadingText="Opening Google" onClick={() => void link()}>
              Link Google
            </Button>
          )}
        </HStack>
        {failure && (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </>
  );
}
