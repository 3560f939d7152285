import { randomBytes } from 'node:crypto';

/** Every API key starts so: a leaked one is recognisable (secret scanners, logs), and never read as a session. */
export const API_KEY_PREFIX = 'pk_';

export const newApiKeySecret = () => API_KEY_PREFIX + randomBytes(32).toString('base64url');

/** The address of a key's own user row: never deliverable (.invalid), so no mail and no sign-in reach it. */
export const apiKeyEmail = (keyId: string) => `api-key-${keyId}@keys.portico.invalid`;
