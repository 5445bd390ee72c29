import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, documentIdParams, documentsApiPaths, documentsLimits } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { accessScope, type CallerAccessor } from '../../../http/access-scope.js';
import type { ModuleRoutes } from '../../../http/module-routes.js';
import { appErrors } from '../../../lib/app-error.js';
import { actorOf } from '../documents-activity.js';
import {
  TUS_CONTENT_TYPE,
  TUS_EXTENSIONS,
  TUS_VERSION,
  httpDate,
  parseByteCount,
  readUploadMetadata,
  speaksTus,
  tusMessages,
  uploadMetadataRefusal,
} from './tus-headers.js';
import { UploadsService, type UploadCaller, type UploadStatus } from './uploads.service.js';

const uploadPath = `${documentsApiPaths.uploads}/:id`;

/** Where an upload is, as tus clients follow it (the Location of a creation). */
export function uploadUrl(id: string): string {
  return `${API_PREFIX}${documentsApiPaths.uploads}/${id}`;
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function statusHeaders(reply: FastifyReply, status: UploadStatus): FastifyReply {
  return reply
    .header('upload-offset', String(status.offset))
    .header('upload-expires', httpDate(status.expiresAt));
}

/**
 * Documents Guru's resumable uploads, tus 1.0 (ADR 0013), under /pass-api/api/v1/docVaults/uploads:
 * POST creates, HEAD tells the offset, PATCH appends, DELETE cancels, OPTIONS describes the server.
 * Every route is for a signed-in documents user (the scope's check runs on onRequest, before any
 * body byte is read). A PATCH body is not parsed by Fastify: the handler streams it.
 */
export function uploadsRoutes(ctx: AppContext): ModuleRoutes {
  const service = new UploadsService(ctx);

  const uploads = accessScope({ access: 'documentsUser' }, (r, caller: CallerAccessor<'documentsUser'>) => {
    const uploader = (req: FastifyRequest): UploadCaller => {
      const { user, session } = caller(req);
      return { user, actor: actorOf(session.user), ip: req.ip };
    };
    // The body of a PATCH stays unread until the handler streams it into the store.
    r.addContentTypeParser(TUS_CONTENT_TYPE, (_req, _payload, done) => done(null));
    r.addHook('onRequest', async (req, reply) => {
      // OPTIONS (discovery) is the one request tus lets go without the version header.
      if (req.method !== 'OPTIONS' && !speaksTus(req.headers['tus-resumable'])) {
        return reply
          .code(412)
          .header('tus-version', TUS_VERSION)
          .send({ error: { code: 'VALIDATION_ERROR', message: tusMessages.version } });
      }
    });
    r.addHook('onSend', async (req, reply) => {
      void reply.header('tus-resumable', TUS_VERSION);
      // A refused PATCH may leave its body unread: close the connection rather than read it all.
      if (req.method === 'PATCH' && reply.statusCode >= 400) void reply.header('connection', 'close');
    });

    r.post(documentsApiPaths.uploads, async (req, reply) => {
      const length = parseByteCount(req.headers['upload-length']);
      if (length === null) throw appErrors.validation(tusMessages.length);
      const meta = readUploadMetadata(req.headers['upload-metadata']);
      if (meta === null) throw appErrors.validation(uploadMetadataRefusal(req.headers['upload-metadata']));
      const status = await service.create(uploader(req), length, meta);
      return statusHeaders(reply.code(201).header('location', uploadUrl(status.id)), status).send();
    });

    r.head(uploadPath, { schema: { params: documentIdParams } }, async (req, reply) => {
      const status = await service.status(uploader(req), req.params.id);
      return statusHeaders(reply.code(200), status)
        .header('upload-length', String(status.length))
        .header('cache-control', 'no-store')
        .send();
    });

    r.patch(uploadPath, { schema: { params: documentIdParams } }, async (req, reply) => {
      if (mediaType(req.headers['content-type']) !== TUS_CONTENT_TYPE) {
        return reply
          .code(415)
          .send({ error: { code: 'VALIDATION_ERROR', message: tusMessages.contentType } });
      }
      const offset = parseByteCount(req.headers['upload-offset']);
      if (offset === null) throw appErrors.validation(tusMessages.offset);
      const declared = parseByteCount(req.headers['content-length']);
      const status = await service.append(uploader(req), req.params.id, offset, req.raw, declared);
      return statusHeaders(reply.code(204), status).send();
    });

    r.delete(uploadPath, { schema: { params: documentIdParams } }, async (req, reply) => {
      await service.cancel(uploader(req), req.params.id);
      return reply.code(204).send();
    });

    /** What the server supports (tus discovery), for signed-in users like the rest. */
    r.options(documentsApiPaths.uploads, async (_req, reply) =>
      reply
        .code(204)
        .header('tus-version', TUS_VERSION)
        .header('tus-extension', TUS_EXTENSIONS)
        .header('tus-max-size', String(documentsLimits.maxFileBytes))
        .send(),
    );
  });

  return { [API_PREFIX]: uploads };
}
