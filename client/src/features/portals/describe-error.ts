import { readServerError, type ServerError } from '../forms/server-errors';

/**
 * What went wrong, in words a builder can act on. The server's AppErrors already are; a failure
 * without a code never reached it (or came back as a bare HTTP error).
 */
export function describeError(error: unknown): ServerError {
  const failure = readServerError(error);
  if (failure.code && failure.code !== 'NETWORK') return failure;
  return { message: 'Portico cannot be reached. Check your connection and try again.', code: 'NETWORK' };
}
