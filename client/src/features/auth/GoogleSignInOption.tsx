import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { RestData } from '../../app/api/rest-contract';
import { GoogleMark } from '../google/GoogleMark';
import { FormFailure } from './AuthCard';

type Providers = { data?: RestData<'/v1/auth/providers', 'get'> };

/**
 * "Or — Continue with Google" under the password form, when the server offers it: under, so that the
 * fields do not move while someone types when it appears. The sign-in screen's JavaScript is at its
 * budget (bench/bundle.ts): the screens load this lazily, and the PKCE and the call that starts the
 * trip load on click.
 */
export default function GoogleSignInOption() {
  const [offered, setOffered] = useState(false);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    fetch('/v1/auth/providers')
      .then((r) => r.json() as Promise<Providers>)
      .then((body) => live && setOffered(body.data?.google === true))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  if (!offered) return null;
  const start = () => {
    setStarting(true);
    setFailure('');
    import('../google/google-sign-in')
      .then((m) => m.startGoogleSignIn())
      .catch((error: Error) => {
        setFailure(error.message);
        setStarting(false);
      });
  };
  return (
    <>
      <HStack gap="3" color="fg.muted" fontSize="sm" aria-hidden="true">
        <Box flex="1" h="1px" bg="border" />
        or
        <Box flex="1" h="1px" bg="border" />
      </HStack>
      <Button variant="outline" size="lg" w="full" loading={starting} loadingText="Opening Google" onClick={start}>
        <GoogleMark />
        Continue with Google
      </Button>
      <FormFailure message={failure} />
    </>
  );
}
