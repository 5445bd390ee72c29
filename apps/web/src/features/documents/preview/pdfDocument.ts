import type { PDFDocumentLoadingTask } from 'pdfjs-dist';
import { API_PREFIX, documentsApiPaths, type AppType } from '@guru/shared';

/** Ranges of 512 KiB (8 stored segments), asked for only when a page needs them. */
const RANGE_BYTES = 512 * 1024;

/** One range of the document through the download route (206), with the session's app header. */
async function fetchRange(app: AppType, documentId: string, begin: number, end: number): Promise<Uint8Array> {
  const url = `${API_PREFIX}${documentsApiPaths.download}?${new URLSearchParams({ id: documentId }).toString()}`;
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { 'x-app-type': app, range: `bytes=${begin}-${end - 1}` },
  });
  if (res.status !== 206 && res.status !== 200) throw new Error(`range answered ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // A 200 (a file smaller than the range) is the whole file: the part asked for is cut from it.
  return res.status === 200 ? bytes.subarray(begin, end) : bytes;
}

/**
 * pdf.js, loaded only when a PDF is opened (its own chunk and worker, both served from our origin, so
 * the strict Content-Security-Policy holds: script-src 'self', no eval; ADR 0046). The document is read
 * in ranges of the download route that we ask for (a PDFDataRangeTransport): the first range, then
 * the file's cross-reference table at its end and the first page's objects, so the first page shows
 * once those are in; later pages are fetched as they are scrolled to. No whole-file request is made.
 * Nothing in the file runs: the core library has no script engine (the scripting sandbox belongs to
 * the full viewer, which is not used), XFA is off, forms are drawn, never active.
 */
export async function openPdf(
  app: AppType,
  documentId: string,
  size: number,
  onFailed: () => void,
): Promise<PDFDocumentLoadingTask> {
  if (size <= 0) throw new Error('an empty file is no PDF');
  // The cross-reference table of a PDF that is not linearized is at its end: its last range is asked for
  // at once, beside the first, and handed over when the reader asks for it (one round trip fewer).
  const tailBegin = Math.floor((size - 1) / RANGE_BYTES) * RANGE_BYTES;
  const early = new Map<number, Promise<Uint8Array>>();
  if (tailBegin > 0) early.set(tailBegin, fetchRange(app, documentId, tailBegin, size));
  early.get(tailBegin)?.catch(() => undefined);
  const [pdfjs, worker, initial] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    fetchRange(app, documentId, 0, Math.min(size, RANGE_BYTES)),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;

  class DownloadRanges extends pdfjs.PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      const prefetched = end === size ? early.get(begin) : undefined;
      early.delete(begin);
      (prefetched ?? fetchRange(app, documentId, begin, end)).then(
        (bytes) => this.onDataRange(begin, bytes),
        () => onFailed(),
      );
    }
  }

  return pdfjs.getDocument({
    range: new DownloadRanges(size, initial, size <= RANGE_BYTES),
    rangeChunkSize: RANGE_BYTES,
    disableAutoFetch: true,
    enableXfa: false,
    // No font or image decoder is fetched from elsewhere; system fonts stand in for the 14 standard ones.
    useSystemFonts: true,
    stopAtErrors: false,
  });
}
