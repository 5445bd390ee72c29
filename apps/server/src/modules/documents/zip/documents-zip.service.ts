import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { DocumentZipBody } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { appErrors } from '../../../lib/app-error.js';
import { downloadEntry, recordDownload } from '../documents-activity.js';
import type { DocumentsRequester } from '../documents-edit.service.js';
import { readScopesOf } from '../documents.policy.js';
import type { DocumentDbRow } from '../documents.repository.js';
import { ZipPaths } from './zip-entry-names.js';
import { abortArchive, appendEntry } from './zip-stream.js';

/** One file of a ZIP: the document and its path inside the archive. */
interface ZipEntry {
  doc: DocumentDbRow;
  path: string;
}

export interface ZipDownload {
  fileName: string;
  body: Readable;
}

/**
 * Bulk downloads (ADR 0046): the files of a selection or of folders as one ZIP, each file read from the
 * store and decrypted as the archive takes it in, one file at a time, behind the response's backpressure:
 * nothing is written to disk and memory holds a few segments whatever the ZIP's size. Files are stored
 * (no compression: documents are mostly compressed already, and the archive streams at the store's pace);
 * ZIP64 records are written when an archive passes 4 GiB. Every file is recorded in the activity as a
 * download once the archive has taken it in. What the caller may name is what they may download: an id
 * they do not see (an advisor naming a private file or folder) refuses the whole ZIP with 404.
 */
export class DocumentsZipService {
  constructor(private readonly ctx: AppContext) {}

  async open(r: DocumentsRequester, body: DocumentZipBody): Promise<ZipDownload> {
    const entries = await this.plan(r, body);
    const archive = new ZipArchive({ store: true });
    void this.fill(r, archive, entries.entries);
    return { fileName: entries.fileName, body: archive };
  }

  private async plan(
    r: DocumentsRequester,
    body: DocumentZipBody,
  ): Promise<{ fileName: string; entries: ZipEntry[] }> {
    const scopes = readScopesOf(r.user);
    const ids = [...new Set(body.ids)];
    const files = new Map<string, DocumentDbRow>();
    for (const scope of scopes) {
      const missing = ids.filter((id) => !files.has(id));
      if (missing.length === 0) break;
      for (const doc of await this.ctx.repos.documents.findVisibleDocuments(scope, missing))
        files.set(doc.id, doc);
    }
    if (files.size !== ids.length) throw appErrors.notFound();

    const folderIds = [...new Set(body.folderIds)];
    const folders: { name: string; files: DocumentDbRow[] }[] = [];
    for (const folderId of folderIds) {
      let found: { name: string; files: DocumentDbRow[] } | null = null;
      for (const scope of scopes) {
        const folder = await this.ctx.repos.documentFolders.findFolder(scope, folderId);
        if (!folder) continue;
        found = {
          name: folder.name,
          files: await this.ctx.repos.documents.visibleFilesOfFolder(scope, folderId),
        };
        break;
      }
      if (!found) throw appErrors.notFound();
      folders.push(found);
    }

    const paths = new ZipPaths();
    const entries: ZipEntry[] = [];
    const sorted = [...files.values()].sort((a, b) => a.name_key.localeCompare(b.name_key));
    for (const doc of sorted) entries.push({ doc, path: paths.next(null, doc.file_name) });
    for (const folder of folders)
      for (const doc of folder.files)
        if (!files.has(doc.id)) entries.push({ doc, path: paths.next(folder.name, doc.file_name) });
    const only = folders.length === 1 && ids.length === 0 ? folders[0] : undefined;
    return { fileName: only ? `${only.name}.zip` : 'Documents.zip', entries };
  }

  private async fill(r: DocumentsRequester, archive: ZipArchive, entries: ZipEntry[]): Promise<void> {
    try {
      for (const { doc, path } of entries) {
        const source = await this.ctx.files.get(doc.object_key);
        await appendEntry(archive, source, { name: path, date: new Date(doc.updated_at) });
        await recordDownload(
          this.ctx,
          downloadEntry(doc, r.session.user, r.ip, this.ctx.clock.now(), 'ZIP'),
          false,
        );
      }
      await archive.finalize();
    } catch (err) {
      abortArchive(archive, err, this.ctx.log, 'documents: a ZIP download stopped');
    }
  }
}
