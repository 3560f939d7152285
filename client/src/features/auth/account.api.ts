import { rest } from '../../app/api/rest-contract';

/**
 * The signed-out account calls (issue 12). Over REST like sign-in: these screens load before
 * anything else and do without Apollo.
 */
export const requestPasswordReset = (email: string) => rest('post', '/v1/auth/password/forgot', { body: { email } });

export const resetPassword = (token: string, password: string) => rest('post', '/v1/auth/password/reset', { body: { token, password } });

export const confirmEmailChange = (token: string) => rest('post', '/v1/auth/email/confirm', { body: { token } });
