import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  XLSX_MIME_TYPE,
  checkFileNameQuery,
  dataEnvelope,
  documentActivityExportQuery,
  documentActivityList,
  documentActivityQuery,
  documentClientInfo,
  fileNameUsedResponse,
  documentDeleteBody,
  documentFolderCreateBody,
  documentFolderDeleteBody,
  documentFolderSchema,
  documentFolderUpdateBody,
  documentFoldersQuery,
  documentIdParams,
  documentList,
  documentSchema,
  documentUpdateBody,
  documentsApiPaths as paths,
  documentsDeletedResponse,
  documentsListQuery,
  documentZipBody,
  documentVersionList,
  documentVersionParams,
  documentsViewerApiPaths,
  documentHiddenBody,
  documentsRetentionApiPaths,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope, type CallerAccessor } from '../../http/access-scope.js';
import type { ModuleRoutes } from '../../http/module-routes.js';
import { DocumentsActivityService, activityExportFileName } from './documents-activity.service.js';
import { DocumentsDownloadService } from './documents-download.service.js';
import { DocumentsEditService, type DocumentsRequester } from './documents-edit.service.js';
import { DocumentsHideService } from './documents-hide.service.js';
import { DocumentsService } from './documents.service.js';
import { attachmentDisposition } from './download-headers.js';
import { DocumentsZipService } from './zip/documents-zip.service.js';
import { DocumentVersionsService } from './versions/document-versions.service.js';

/**
 * Documents Guru's vault under /pass-api/api/v1/docVaults (paths in documentsApiPaths; departures from
 * the specification's calls in docs/api.md). One access level for every route: a signed-in documents
 * user (clients, second users, third parties, advisors of the firm); each handler turns the caller into
 * a scope (documents.policy.ts) and the services query only inside it.
 */
export function documentsRoutes(ctx: AppContext): ModuleRoutes {
  const vault = new DocumentsService(ctx);
  const edits = new DocumentsEditService(ctx);
  const downloads = new DocumentsDownloadService(ctx);
  const activity = new DocumentsActivityService(ctx);
  const zips = new DocumentsZipService(ctx);
  const versions = new DocumentVersionsService(ctx);
  const hiding = new DocumentsHideService(ctx);

  const routes = accessScope({ access: 'documentsUser' }, (r, caller: CallerAccessor<'documentsUser'>) => {
    const user = (req: FastifyRequest) => caller(req).user;
    const requester = (req: FastifyRequest): DocumentsRequester => ({
      user: caller(req).user,
      session: caller(req).session,
      ip: req.ip ?? null,
    });

    r.get(
      paths.list,
      { schema: { querystring: documentsListQuery, response: { 200: dataEnvelope(documentList) } } },
      async (req) => ({
        data: await vault.list(user(req), req.query),
      }),
    );

    r.get(
      paths.folders,
      {
        schema: {
          querystring: documentFoldersQuery,
          response: { 200: dataEnvelope(z.array(documentFolderSchema)) },
        },
      },
      async (req) => ({
        data: await vault.listFolders(user(req), req.query),
      }),
    );

    r.post(
      paths.folders,
      { schema: { body: documentFolderCreateBody, response: { 200: dataEnvelope(documentFolderSchema) } } },
      async (req) => ({
        data: await vault.createFolder(user(req), req.body),
      }),
    );

    r.put(
      paths.folder,
      {
        schema: {
          params: documentIdParams,
          body: documentFolderUpdateBody,
          response: { 200: dataEnvelope(documentFolderSchema) },
        },
      },
      async (req) => ({
        data: await edits.updateFolder(requester(req), req.params.id, req.body),
      }),
    );

    /** Deviation: the PIN in the body, never in the query string; an advisor's folder delete needs none. */
    r.delete(
      paths.folder,
      {
        schema: {
          params: documentIdParams,
          body: documentFolderDeleteBody.nullish(),
          response: { 200: dataEnvelope(documentsDeletedResponse) },
        },
      },
      async (req) => ({
        data: await edits.deleteItems(requester(req), [], [req.params.id], req.body?.pinCode),
      }),
    );

    r.get(
      paths.checkFileName,
      { schema: { querystring: checkFileNameQuery, response: { 200: dataEnvelope(fileNameUsedResponse) } } },
      async (req) => ({
        data: await vault.isFileNameUsed(user(req), req.query),
      }),
    );

    r.put(
      paths.document,
      {
        schema: {
          params: documentIdParams,
          body: documentUpdateBody,
          response: { 200: dataEnvelope(documentSchema) },
        },
      },
      async (req) => ({
        data: await edits.update(requester(req), req.params.id, req.body),
      }),
    );

    /** An advisor hides a shared-area file from the client, or shows it again (ADR 0050). */
    r.put(
      documentsRetentionApiPaths.hidden,
      {
        schema: {
          params: documentIdParams,
          body: documentHiddenBody,
          response: { 200: dataEnvelope(documentSchema) },
        },
      },
      async (req) => ({
        data: await hiding.setHidden(requester(req), req.params.id, req.body.hidden),
      }),
    );

    r.delete(
      paths.deleteDocuments,
      { schema: { body: documentDeleteBody, response: { 200: dataEnvelope(documentsDeletedResponse) } } },
      async (req) => ({
        data: await edits.deleteItems(
          requester(req),
          req.body.ids,
          req.body.folderIds ?? [],
          req.body.pinCode,
        ),
      }),
    );

    r.get(paths.download, { schema: { querystring: documentIdParams } }, async (req, reply) => {
      const range = req.headers.range;
      const file = await downloads.open(
        requester(req),
        req.query.id,
        typeof range === 'string' ? range : undefined,
        req.method === 'HEAD' ? 'head' : 'get',
      );
      return reply.status(file.status).headers(file.headers).send(file.body);
    });

    /** Files and folders as one ZIP, streamed as they are read and decrypted (ADR 0046). */
    r.post(documentsViewerApiPaths.zip, { schema: { body: documentZipBody } }, async (req, reply) => {
      const zip = await zips.open(requester(req), req.body);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(zip.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(zip.body);
    });

    /** A document's versions, newest first (ADR 0046). */
    r.get(
      documentsViewerApiPaths.versions,
      { schema: { params: documentIdParams, response: { 200: dataEnvelope(documentVersionList) } } },
      async (req) => ({ data: await versions.list(requester(req), req.params.id) }),
    );

    r.get(
      documentsViewerApiPaths.versionDownload,
      { schema: { params: documentVersionParams } },
      async (req, reply) => {
        const file = await versions.open(requester(req), req.params.id, req.params.versionId);
        return reply.status(file.status).headers(file.headers).send(file.body);
      },
    );

    /** Restoring an older version adds a version with its content. */
    r.post(
      documentsViewerApiPaths.versionRestore,
      { schema: { params: documentVersionParams, response: { 200: dataEnvelope(documentVersionList) } } },
      async (req) => ({
        data: await versions.restore(requester(req), req.params.id, req.params.versionId),
      }),
    );

    r.get(
      paths.activity,
      {
        schema: { querystring: documentActivityQuery, response: { 200: dataEnvelope(documentActivityList) } },
      },
      async (req) => ({
        data: await activity.ofItem(user(req), req.query.type, req.query.id),
      }),
    );

    r.get(
      paths.activityExport,
      { schema: { querystring: documentActivityExportQuery } },
      async (req, reply) => {
        const file = await activity.exportShared(user(req), req.query.clientId);
        return reply
          .header('content-type', XLSX_MIME_TYPE)
          .header('content-disposition', attachmentDisposition(activityExportFileName(ctx.clock.now())))
          .header('cache-control', 'no-store')
          .send(Buffer.from(file));
      },
    );

    r.get(
      paths.clientInfo,
      { schema: { params: documentIdParams, response: { 200: dataEnvelope(documentClientInfo) } } },
      async (req) => ({
        data: await vault.clientName(user(req), req.params.id),
      }),
    );
  });

  return { [API_PREFIX]: routes };
}
