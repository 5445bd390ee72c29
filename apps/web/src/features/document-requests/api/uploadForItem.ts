import { Upload, type DetailedError } from 'tus-js-client';
import {
  API_PREFIX,
  AppType,
  documentList,
  documentsApiPaths,
  documentsLimits,
  documentsScreenMessages,
  errorEnvelope,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The server's message of a refused upload (an infected or refused file says why), else the general one. */
function uploadRefusal(error: Error): string {
  const body = 'originalResponse' in error ? (error as DetailedError).originalResponse?.getBody() : undefined;
  try {
    const parsed = errorEnvelope.safeParse(JSON.parse(body ?? ''));
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // not JSON
  }
  return documentsScreenMessages.uploadFailed;
}

/**
 * Uploads a file for a request item through the ordinary upload (tus, checked and scanned like any
 * other) into the client's Shared with FA, No Group, and answers the id of the document it became:
 * file names are unique in an area, so the list's exact name finds it.
 */
export async function uploadIntoShared(file: File): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    new Upload(file, {
      endpoint: `${API_PREFIX}${documentsApiPaths.uploads}`,
      chunkSize: documentsLimits.uploadChunkBytes,
      retryDelays: [0, 1_000, 3_000],
      metadata: {
        fileName: file.name,
        isShareFA: 'true',
        ...(file.type === '' ? {} : { filetype: file.type }),
      },
      headers: { 'x-app-type': AppType.documents },
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(),
      onError: (error) => reject(new Error(uploadRefusal(error))),
    }).start();
  });
  const found = await apiRequest(documentsApiPaths.list, {
    app: AppType.documents,
    query: { q: file.name, isFilterShareFA: 'true', limit: '100' },
    schema: documentList,
  });
  const doc = found.results.find((d) => d.fileName.toLowerCase() === file.name.toLowerCase());
  if (!doc) throw new Error(documentsScreenMessages.uploadFailed);
  return doc.id;
}
