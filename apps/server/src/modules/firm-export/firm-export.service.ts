import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { firmExportFiles as files, firmExportMessages as m, formatMessage } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import { auditTrailFile } from '../audit/audit.service.js';
import { ZipFolderNames, ZipPaths } from '../documents/zip/zip-entry-names.js';
import { abortArchive, appendEntry } from '../documents/zip/zip-stream.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { clientFolderLabel, clientsCsv, requestsCsv, sharedDocuments } from './firm-export-files.js';

/** Who asks: the firm's advisor, or the provider on the firm's request (its reference kept in the trail). */
export interface FirmExportRequester {
  user: UserRow;
  ip: string | null;
  by: 'advisor' | 'provider';
  reference?: string;
}

export interface FirmExport {
  fileName: string;
  body: Readable;
}

/**
 * The firm's data, out (ADR 0052): one ZIP of README.txt, clients.csv, requests.csv, the audit trail (JSON and
 * CSV with the hashes, the files of the trail's own export) and `documents/<client>/[<folder>/]<file>`, the
 * shared-area files decrypted as the advisor downloads them. The export is recorded in the firm's trail before
 * a byte is sent, so the trail inside the ZIP holds it. The archive is filled one entry at a time behind the
 * response's backpressure: the lists are read in batches, each document streamed from the encrypted store.
 */
export async function openFirmExport(
  ctx: AppContext,
  firmId: string,
  who: FirmExportRequester,
): Promise<FirmExport> {
  const firm = await ctx.repos.firms.findById(firmId);
  if (!firm) throw appErrors.notFound();
  const counts = await ctx.repos.firmExport.counts(firmId);
  await appendAuditEvent(ctx, firmId, {
    kind: 'firm_data.exported',
    actor: auditActorOf(who.user),
    subject: { type: 'firm', id: firmId },
    ip: who.ip,
    detail: {
      by: who.by,
      ...(who.reference ? { reference: who.reference } : {}),
      people: counts.people,
      documents: counts.documents,
      requests: counts.requests,
    },
  });
  const now = ctx.clock.now();
  const archive = new ZipArchive({ zlib: { level: 6 } });
  void fill(ctx, archive, firm, who, now);
  return { fileName: `firm-data-${firm.subdomain}-${now.toISOString().slice(0, 10)}.zip`, body: archive };
}

async function fill(
  ctx: AppContext,
  archive: ZipArchive,
  firm: FirmSummary,
  who: FirmExportRequester,
  now: Date,
): Promise<void> {
  const text = (gen: AsyncGenerator<string>) => Readable.from(gen, { objectMode: false });
  try {
    const date = new Date(now);
    const readme = formatMessage(m.readme, {
      firm: firm.name,
      date: now.toISOString().slice(0, 16).replace('T', ' '),
      by: who.by === 'provider' ? `${who.user.email} (provider)` : who.user.email,
    });
    await appendEntry(archive, readme, { name: files.readme, date });
    await appendEntry(archive, text(clientsCsv(ctx, firm.id)), { name: files.clients, date });
    await appendEntry(archive, text(requestsCsv(ctx, firm.id)), { name: files.requests, date });
    await appendEntry(archive, text(auditTrailFile(ctx, firm.id, { format: 'json' })), {
      name: files.auditJson,
      date,
    });
    await appendEntry(archive, text(auditTrailFile(ctx, firm.id, { format: 'csv' })), {
      name: files.auditCsv,
      date,
    });
    const clientFolders = new ZipFolderNames();
    let clientId: string | null = null;
    let paths = new ZipPaths();
    for await (const doc of sharedDocuments(ctx, firm.id)) {
      if (clientId !== doc.client_id) {
        clientId = doc.client_id;
        paths = new ZipPaths(`${files.documentsDir}/${clientFolders.next(clientFolderLabel(doc))}/`);
      }
      const source = await ctx.files.get(doc.object_key);
      await appendEntry(archive, source, {
        name: paths.next(doc.folder_name, doc.file_name),
        date: new Date(doc.updated_at),
        // Documents are mostly compressed already: stored, at the store's pace.
        store: true,
      });
    }
    await archive.finalize();
  } catch (err) {
    abortArchive(archive, err, ctx.log, "firm export: the firm's data export stopped");
  }
}
