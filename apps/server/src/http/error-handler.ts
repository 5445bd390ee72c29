import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, documentFileNameMessages, documentsMessages, messages } from '@guru/shared';
import { AppError } from '../lib/app-error.js';
import { storageErrorReply } from '../infra/storage/storage-http.js';

const ourTexts = new Set<string>([
  ...Object.values(messages),
  ...Object.values(documentsMessages),
  ...Object.values(documentFileNameMessages),
]);

/**
 * The request's body stream failed because the client closed the connection before sending all of it
 * (Node's ECONNRESET "aborted", or a premature close when the body was read after the cut).
 */
function cutOffByClient(err: FastifyError, req: FastifyRequest): boolean {
  return (err.code === 'ECONNRESET' || err.code === 'ERR_STREAM_PREMATURE_CLOSE') && !req.raw.complete;
}

/** Maps every error to `{"error":{"code","message"}}`; 5xx bodies never carry internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ error: { code: err.code, message: err.message } });
    }
    const stored = storageErrorReply(err);
    if (stored) {
      if (stored.status >= 500) req.log.error({ err }, 'stored file unreadable');
      else req.log.warn({ err }, 'stored file request refused');
      if (stored.contentRange) void reply.header('content-range', stored.contentRange);
      return reply.status(stored.status).send({ error: { code: stored.code, message: stored.message } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const text = first?.message ?? messages.invalidInput;
      const message = ourTexts.has(text) || !field ? text : `${field}: ${text}`;
      return reply.status(400).send({ error: { code: ErrorCode.VALIDATION, message } });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: ErrorCode.RATE_LIMITED, message: messages.rateLimited } });
    }
    if (status === 413) {
      return reply
        .status(413)
        .send({ error: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: messages.payloadTooLarge } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: ErrorCode.VALIDATION, message: messages.invalidInput } });
    }
    if (cutOffByClient(err, req)) {
      // The client went away mid-body (a cancelled upload): normal, and no one is left to answer.
      req.log.info('request body cut off by the client');
      return reply.status(499).send();
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: { code: ErrorCode.INTERNAL, message: messages.internal } });
  });
}

/**
 * The router's own refusals (a path with a broken %-escape, a path parameter over the length limit),
 * which never reach the error handler: the same envelope, without echoing the path. Fastify's
 * `frameworkErrors` option.
 */
export function frameworkErrorReply(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status =
    typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500
      ? err.statusCode
      : 400;
  void reply.status(status).send({ error: { code: ErrorCode.VALIDATION, message: messages.invalidInput } });
}
