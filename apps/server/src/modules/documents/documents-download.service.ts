import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import { BlobRangeError } from '../../infra/storage/storage-errors.js';
import { appErrors } from '../../lib/app-error.js';
import { downloadEntry, recordDownload } from './documents-activity.js';
import type { DocumentsRequester } from './documents-edit.service.js';
import { readScopesOf } from './documents.policy.js';
import type { DocumentDbRow } from './documents.repository.js';
import { attachmentDisposition, downloadContentType, parseRange } from './download-headers.js';

export interface Download {
  status: 200 | 206;
  headers: Record<string, string>;
  /** Empty for a HEAD request: the headers only, no object opened (an empty stream keeps Content-Length). */
  body: Readable;
}

/**
 * Starts reading the stream and waits for its first chunk, so that an object whose first segment (or
 * header) does not authenticate fails before any header is sent: the route answers a 500 envelope,
 * never a 200 with altered bytes. A later segment that fails aborts the response mid-way (its
 * Content-Length is then never reached), and still no altered byte is sent.
 */
export async function primed(stream: Readable, onLateError: (err: unknown) => void): Promise<Readable> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await chunks.next();
  async function* rest(): AsyncGenerator<Buffer> {
    if (first.done) return;
    yield first.value;
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } catch (err) {
      onLateError(err);
      throw err;
    } finally {
      stream.destroy();
    }
  }
  return Readable.from(rest(), { objectMode: false });
}

/** Downloads: the exact bytes stored, decrypted as they stream, as an attachment; one range at a time. */
export class DocumentsDownloadService {
  constructor(private readonly ctx: AppContext) {}

  private get docs() {
    return this.ctx.repos.documents;
  }

  /** The file as the caller may see it: their space (an advisor's: shared areas of the firm), then what was shared with them. */
  private async visibleDocument(r: DocumentsRequester, id: string): Promise<DocumentDbRow> {
    for (const scope of readScopesOf(r.user)) {
      const doc = await this.docs.findDocument(scope, id);
      if (doc) return doc;
    }
    throw appErrors.notFound();
  }

  /**
   * Opens the file (or the asked range of it). Every answer that sends bytes is recorded in the
   * activity, the ranges of one download as one line (`recordDownload`); a HEAD request opens nothing
   * and records nothing.
   */
  async open(
    r: DocumentsRequester,
    id: string,
    rangeHeader: string | undefined,
    method: 'get' | 'head',
  ): Promise<Download> {
    const doc = await this.visibleDocument(r, id);
    const size = Number(doc.size);
    const range = parseRange(rangeHeader, size);
    const common = {
      'content-type': downloadContentType(doc.mime_type),
      'content-disposition': attachmentDisposition(doc.file_name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'accept-ranges': 'bytes',
    };
    if (range.kind === 'unsatisfiable') {
      // Answered 416 with Content-Range: bytes */size (storage-http.ts).
      throw new BlobRangeError(size);
    }
    const headers =
      range.kind === 'whole'
        ? { ...common, 'content-length': String(size) }
        : {
            ...common,
            'content-length': String(range.end - range.start + 1),
            'content-range': `bytes ${range.start}-${range.end}/${size}`,
          };
    const status = range.kind === 'whole' ? 200 : 206;
    if (method === 'head') return { status, headers, body: Readable.from([]) };
    const stream = await this.ctx.files.get(
      doc.object_key,
      range.kind === 'range' ? { start: range.start, end: range.end } : undefined,
    );
    const body =
      size === 0
        ? stream
        : await primed(stream, (err) =>
            this.ctx.log.error(
              { err, documentId: doc.id },
              'stored file unreadable mid-download: response aborted',
            ),
          );
    await recordDownload(
      this.ctx,
      downloadEntry(doc, r.session.user, r.ip, this.ctx.clock.now()),
      range.kind === 'range',
    );
    return { status, headers, body };
  }
}
