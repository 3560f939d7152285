import { rest } from '../../app/api/rest-contract';
import { goToGoogle, pkcePair, rememberGoogleTrip } from './google-trip';

/**
 * "Continue with Google" (the sign-in and sign-up screens import this on click, so their first paint
 * does not carry it): a PKCE pair made here, Google's address from the server, then off to Google.
 */
export async function startGoogleSignIn() {
  const { verifier, challenge } = await pkcePair();
  const { url, state, redirectUri } = await rest('post', '/v1/auth/google/start', { body: { codeChallenge: challenge } });
  rememberGoogleTrip({ verifier, state, redirectUri, purpose: 'SIGN_IN' });
  goToGoogle(url);
}
