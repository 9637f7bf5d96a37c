import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-error.js';
import { HttpError } from './http-error.js';

/** Seconds a client is asked to wait before it tries again while the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

type ErrorItem = { message: string; field?: string };

const messages = {
  badRequest: 'Die Anfrage ist ungültig.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  unsupportedMediaType: 'Dieses Datenformat wird nicht unterstützt.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  badUrl: 'Die Adresse ist ungültig.',
  urlTooLong: 'Die Adresse ist zu lang.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  requestTimeout: 'Die Anfrage hat zu lange gedauert.',
  notFound: 'Die angeforderte Ressource wurde nicht gefunden.',
  methodNotAllowed: 'Diese Methode ist hier nicht erlaubt.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  internal: 'Ein unbekannter Fehler ist aufgetreten.',
  unavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
} as const;

function send(reply: FastifyReply, statusCode: number, errors: ErrorItem[]) {
  return reply.status(statusCode).type('application/json; charset=utf-8').send({ errors });
}

function fieldOf(instancePath: string | undefined, missingProperty: unknown): string | undefined {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string') return path ? `${path}.${missingProperty}` : missingProperty;
  return path || undefined;
}

/** Fastify's own client errors, recognised by code, answered in German. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.invalidJson;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return messages.unsupportedMediaType;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messages.payloadTooLarge;
    default:
      return error.statusCode === 404 ? messages.notFound : messages.badRequest;
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, [
        { message: error.message, ...(error.field ? { field: error.field } : {}) },
      ]);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const field = fieldOf(
          issue.instancePath,
          (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty,
        );
        return { message: issue.message ?? messages.badRequest, ...(field ? { field } : {}) };
      });
      return send(reply, 400, errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(reply, 500, [{ message: messages.internal }]);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return send(reply, 503, [{ message: messages.unavailable }]);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, [{ message: messages.tooManyRequests }]);
    if (status >= 400 && status < 500) return send(reply, status, [{ message: clientErrorMessage(error) }]);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, [{ message: messages.internal }]);
  });
}

/**
 * Fastify answers a URL it cannot decode (`/api/orders/%E0`) and a path segment past maxParamLength
 * before any route or error handler runs, in English (`{"error":"Bad Request","code":"FST_ERR_BAD_URL"}`);
 * passed as the server's frameworkErrors option, they get the app's German envelope like every other error.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return send(reply, 400, [{ message: messages.badUrl }]);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return send(reply, 414, [{ message: messages.urlTooLong }]);
    default:
      request.log.error({ err: error }, 'framework error');
      return send(reply, 500, [{ message: messages.internal }]);
  }
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers past 16 KB, a request line that
 * is no HTTP, a request that took too long): Fastify's default writes an English body; this one writes
 * the app's German envelope, with the same status codes, and closes the connection as Fastify does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', messages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', messages.requestTimeout]
        : [400, 'Bad Request', messages.badRequest];
  const body = JSON.stringify({ errors: [{ message }] });
  if (socket.writable && socket.bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, 404, [{ message: messages.notFound }]);
}
