import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fromDatabaseError } from './db-errors.js';
import { AppError } from './errors.js';

/** Maps anything thrown under /v1 (or by Fastify before a handler ran) to the one error shape. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const timedOut = fromDatabaseError(error);
  if (timedOut) return timedOut;
  const e = error as Partial<FastifyError>;
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB. Send less data in one request.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('BAD_USER_INPUT', 'Send the body as JSON with the header Content-Type: application/json.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('BAD_USER_INPUT', 'The body is empty. Send a JSON object, or no Content-Type header.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('BAD_USER_INPUT', 'The request body is not valid JSON. Check for a missing quote, comma or brace.');
  }
  if (error instanceof SyntaxError && e.statusCode === 400) {
    return new AppError('BAD_USER_INPUT', 'The request body is not valid JSON. Check for a missing quote, comma or brace.');
  }
  if (e.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new AppError('BAD_USER_INPUT', e.message ?? 'The request is not valid.');
  }
  return new AppError('INTERNAL', 'Something went wrong on our side.');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  let message = appError.message;
  if (appError.code === 'INTERNAL') {
    request.log.error({ err: error }, 'unexpected error');
    message = `Something went wrong on our side. If it keeps happening, quote request id ${request.id}.`;
  }
  if (appError.retryAfter) reply.header('retry-after', String(appError.retryAfter));
  reply.code(appError.status);
  if (request.url.startsWith('/graphql')) {
    return reply.send({ errors: [{ message, extensions: { code: appError.code } }] });
  }
  return reply.send({
    success: false,
    message,
    code: appError.code,
    ...(appError.details ? { details: appError.details } : {}),
    ...(appError.code === 'INTERNAL' ? { requestId: request.id } : {}),
  });
}
