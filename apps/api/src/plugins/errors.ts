import {
  CAPTCHA_FIELD,
  configureSpanishValidation,
  type ErrorBody,
  errorMessages,
  type FieldError,
} from '@aptovial/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** Fastify's own client errors, translated to our codes (status from the framework error). */
const frameworkErrors: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError(
    'BAD_REQUEST',
    'El cuerpo de la solicitud no es un JSON válido.',
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('BAD_REQUEST', 'El cuerpo de la solicitud está vacío.'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError('BAD_REQUEST'),
  FST_ERR_BAD_URL: new AppError('BAD_REQUEST', 'La dirección solicitada no es válida.'),
  FST_ERR_MAX_PARAM_LENGTH: new AppError(
    'BAD_REQUEST',
    'Un dato de la dirección solicitada es demasiado largo.',
  ),
};

function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.flatMap((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? errorMessages.VALIDATION_ERROR;
      // A key the schema does not know is named itself, not the object that holds it.
      const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
      if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
        return unknownKeys.map((key) => ({
          field: path === '' ? String(key) : `${path}.${String(key)}`,
          message: 'Campo desconocido',
        }));
      }
      return [{ field: path || (error.validationContext ?? ''), message }];
    });
    // A form whose only fault is its ALTCHA solution gets the challenge's own code (decision 0021).
    const onlyCaptcha = errors.length > 0 && errors.every((e) => e.field === CAPTCHA_FIELD);
    if (error.validationContext === 'body' && onlyCaptcha) {
      const tooLong = error.validation.some((issue) => issue.keyword === 'too_big');
      return new AppError(tooLong ? 'CAPTCHA_INVALID' : 'CAPTCHA_REQUIRED');
    }
    return new AppError('VALIDATION_ERROR', errorMessages.VALIDATION_ERROR, errors);
  }
  const known = frameworkErrors[error.code];
  if (known) return known;
  // Any other framework 4xx (bad URL encoding, etc.) stays a client error, never a 500.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('BAD_REQUEST');
  }
  return undefined;
}

/**
 * The per-address limiter's counters. On a 429 from another limit (per e-mail, a locked account,
 * a code's tries) they would contradict its Retry-After, so no 429 carries them.
 */
const RATE_LIMIT_COUNTERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

/** A 429 says when to come back with one header, Retry-After, and nothing that contradicts it. */
function sayWhenToComeBack(reply: FastifyReply, error: AppError): void {
  if (error.retryAfterSeconds === undefined) return;
  for (const header of RATE_LIMIT_COUNTERS) reply.removeHeader(header);
  reply.header('retry-after', String(error.retryAfterSeconds));
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  sayWhenToComeBack(reply, error);
  const body: ErrorBody = {
    statusCode: error.statusCode,
    error: error.code,
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
  };
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The router's own refusals (a path that is not valid percent-encoding, a parameter over its
 * length) never reach the error handler: Fastify's `frameworkErrors` option sends them here, so
 * they get our code and a Spanish message instead of Fastify's English body.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendError(reply, toAppError(error) ?? new AppError('BAD_REQUEST'));
}

/** One handler maps every thrown error to `{ statusCode, error, message, errors? }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Field messages zod writes itself (no schema message) come out in Spanish too (decision 0058).
  configureSpanishValidation();
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = toAppError(error);
    if (known && known.statusCode < 500) return sendError(reply, known);
    // 5xx details stay in the log, tied to the request id the client can quote.
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return sendError(reply, known ?? new AppError('INTERNAL_ERROR'));
  });
});
