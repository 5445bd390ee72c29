import { AppType, appDisplayName, firmExportMessages as m } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { csvRowLine } from '../audit/audit-files.js';
import { statusLabel } from '../users/users.presenter.js';
import type { ExportDocumentRow, ExportPersonRow } from './firm-export.repository.js';

/**
 * The text files of the firm's data export (ADR 0052), each a generator of lines read from the database in
 * batches: the archive pulls them as the response drains, so a firm of any size is never in memory at once.
 */

const BATCH = 500;

const roleNames: Record<number, string> = {
  [RoleId.client]: m.roleClient,
  [RoleId.secondUser]: m.roleSecondUser,
  [RoleId.sharedUser]: m.roleThirdParty,
};

function appName(app: string): string {
  return app === AppType.documents || app === AppType.password ? appDisplayName(app) : app;
}

/** clients.csv: the firm's clients, second users and third parties. */
export async function* clientsCsv(ctx: AppContext, firmId: string): AsyncGenerator<string> {
  yield csvRowLine(m.clientsColumns);
  let after: string | null = null;
  for (;;) {
    const people: ExportPersonRow[] = await ctx.repos.firmExport.peopleAfter(firmId, after, BATCH);
    const apps = new Map<string, string[]>();
    for (const row of await ctx.repos.firmExport.appsOf(people.map((p) => p.id)))
      apps.set(row.user_id, [...(apps.get(row.user_id) ?? []), appName(row.app_type)]);
    for (const p of people)
      yield csvRowLine([
        p.id,
        p.first_name,
        p.last_name,
        p.email,
        p.username,
        roleNames[p.role_id] ?? String(p.role_id),
        statusLabel[p.status],
        (apps.get(p.id) ?? []).join('; '),
        p.created_at,
        p.last_login_at ?? '',
      ]);
    if (people.length < BATCH) return;
    after = people[people.length - 1]!.id;
  }
}

/** requests.csv: every document request, one line per requested item. */
export async function* requestsCsv(ctx: AppContext, firmId: string): AsyncGenerator<string> {
  yield csvRowLine(m.requestsColumns);
  let after: string | null = null;
  for (;;) {
    const requests = await ctx.repos.firmExport.requestsAfter(firmId, after, BATCH);
    const items = await ctx.repos.firmExport.requestItemsOf(requests.map((r) => r.id));
    for (const r of requests) {
      const request = [
        r.id,
        r.client_id,
        `${r.client_first_name} ${r.client_last_name}`.trim(),
        r.client_email,
        r.title,
        r.note,
        r.due_date,
        r.state,
        r.created_at,
        r.closed_at ?? '',
      ];
      const own = items.filter((i) => i.request_id === r.id);
      if (own.length === 0) yield csvRowLine([...request, '', '', '']);
      for (const i of own)
        yield csvRowLine([...request, i.name, i.document_name ?? '', i.fulfilled_at ?? '']);
    }
    if (requests.length < BATCH) return;
    after = requests[requests.length - 1]!.id;
  }
}

/** The shared-area documents of the firm, in client order, read in batches. */
export async function* sharedDocuments(ctx: AppContext, firmId: string): AsyncGenerator<ExportDocumentRow> {
  let after: { clientId: string; id: string } | null = null;
  for (;;) {
    const docs = await ctx.repos.firmExport.sharedDocumentsAfter(firmId, after, BATCH);
    yield* docs;
    if (docs.length < BATCH) return;
    const last = docs[docs.length - 1]!;
    after = { clientId: last.client_id, id: last.id };
  }
}

/** The folder name of a client in `documents/`: their name, else their e-mail. */
export function clientFolderLabel(doc: ExportDocumentRow): string {
  const name = `${doc.client_first_name} ${doc.client_last_name}`.trim();
  return name === '' ? doc.client_email : name;
}
