import type { PDFDocumentLoadingTask } from 'pdfjs-dist';
import { API_PREFIX, documentsApiPaths, type AppType } from '@guru/shared';

/**
 * pdf.js, loaded only when a PDF is opened (its own chunk and worker, both served from our origin, so
 * the strict Content-Security-Policy holds: script-src 'self', no eval; ADR 0046). The document is read
 * with range requests of the download route, so the first page shows once its own bytes (and the
 * file's cross-reference table) have arrived, and later pages are fetched as they are scrolled to.
 * Nothing in the file runs: the core library has no script engine (the scripting sandbox belongs to
 * the full viewer, which is not used), forms are not rendered as widgets, and links are not followed.
 */
export async function openPdf(app: AppType, documentId: string): Promise<PDFDocumentLoadingTask> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const url = `${API_PREFIX}${documentsApiPaths.download}?${new URLSearchParams({ id: documentId }).toString()}`;
  return pdfjs.getDocument({
    url,
    httpHeaders: { 'x-app-type': app },
    withCredentials: false,
    // Ranges of 512 KiB (8 stored segments), asked for only when a page needs them.
    rangeChunkSize: 512 * 1024,
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
    // No font or image decoder is fetched from elsewhere; system fonts stand in for the 14 standard ones.
    useSystemFonts: true,
    stopAtErrors: false,
  });
}
