import {
  apiPathWithId,
  documentVersionList,
  documentsViewerApiPaths,
  documentsLimits,
  documentsScreenMessages,
  type AppType,
  type DocumentRow,
  type DocumentVersionList,
} from '@guru/shared';
import { apiDownload, apiRequest } from '../../../lib/apiClient';
import { fetchDocuments } from './documentsApi';

const versionPath = (template: string, documentId: string, versionId: string) =>
  template
    .replace(':id', encodeURIComponent(documentId))
    .replace(':versionId', encodeURIComponent(versionId));

/** GET …/documents/:id/versions: every version, newest first. */
export function fetchVersions(app: AppType, documentId: string): Promise<DocumentVersionList> {
  return apiRequest(apiPathWithId(documentsViewerApiPaths.versions, documentId), {
    app,
    schema: documentVersionList,
  });
}

/** POST …/versions/:versionId/restore: the older version becomes the current one (a new version). */
export function restoreVersion(
  app: AppType,
  documentId: string,
  versionId: string,
): Promise<DocumentVersionList> {
  return apiRequest(versionPath(documentsViewerApiPaths.versionRestore, documentId, versionId), {
    app,
    method: 'POST',
    body: {},
    schema: documentVersionList,
  });
}

/** One version's bytes, to be saved under the document's name. */
export async function fetchVersionBlob(app: AppType, documentId: string, versionId: string): Promise<Blob> {
  const file = await apiDownload(
    versionPath(documentsViewerApiPaths.versionDownload, documentId, versionId),
    {
      app,
      failureMessage: documentsScreenMessages.downloadFailed,
    },
  );
  return file.blob;
}

/** The file of the client's area with exactly this name (any case), found by a name search. */
export async function findDocumentNamed(
  app: AppType,
  query: { fileName: string; isShareFA: boolean; clientId?: string },
): Promise<DocumentRow | null> {
  const list = await fetchDocuments(app, {
    q: query.fileName.slice(0, documentsLimits.searchMax),
    isFilterShareFA: query.isShareFA,
    limit: 100,
    ...(query.clientId ? { clientId: query.clientId } : {}),
  });
  const key = query.fileName.toLowerCase();
  return list.results.find((doc) => doc.fileName.toLowerCase() === key) ?? null;
}
