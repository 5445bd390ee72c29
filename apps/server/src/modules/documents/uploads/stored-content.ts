import { DocumentTypeFamily as Family, acceptedDocumentType } from '@guru/shared';
import { streamHasNoMacros } from './cfb-macros.js';
import { officeContainerMatches } from './office-container.js';
import { streamIsText } from './text-scan.js';

/** Opens the stored (decrypted) file, whole or bytes `start` to `end` inclusive. */
export type OpenStored = (range?: { start: number; end: number }) => Promise<AsyncIterable<unknown>>;

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('Expected a stream of bytes');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * The check of a finished upload, over the stored file, before it becomes a document (ADR 0031):
 * the first chunk's bytes were checked as they arrived (`contentMatchesName`); what the first bytes
 * cannot tell is checked here. A text file is read to its end, streamed; an Office file's ZIP
 * container is read from its central directory, a few small reads; a legacy Office file (OLE) is read
 * to its end for a VBA project's directory entries. Other families are done.
 */
export async function storedContentMatchesName(
  fileName: string,
  size: number,
  open: OpenStored,
): Promise<boolean> {
  const rule = acceptedDocumentType(fileName);
  if (!rule) return false;
  if (size === 0) return rule.family === Family.text;
  switch (rule.family) {
    case Family.text:
      return streamIsText(await open());
    case Family.cfb:
      return streamHasNoMacros(await open());
    case Family.ooxml:
    case Family.odf:
      return officeContainerMatches(rule, async (start, end) => readAll(await open({ start, end })), size);
    default:
      return true;
  }
}
