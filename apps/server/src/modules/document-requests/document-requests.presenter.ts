import type { DocumentInboxEntry, DocumentRequest, InboxAction } from '@guru/shared';
import type { RequestItemRow, RequestListRow } from './document-requests.repository.js';
import type { InboxRow } from './inbox.repository.js';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function presentRequest(row: RequestListRow, items: readonly RequestItemRow[]): DocumentRequest {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: fullName(row.client_first_name, row.client_last_name),
    title: row.title,
    note: row.note,
    dueDate: row.due_date,
    state: row.state,
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      documentId: i.document_id,
      documentName: i.document_name,
      fulfilledAt: i.fulfilled_at,
    })),
    createdAt: row.created_at,
    closedAt: row.closed_at,
  };
}

export function presentInboxEntry(row: InboxRow): DocumentInboxEntry {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: fullName(row.client_first_name, row.client_last_name),
    action: row.action as InboxAction,
    itemType: row.item_type,
    itemId: row.item_id,
    itemName: row.item_name,
    actor: { firstName: row.actor_first_name, lastName: row.actor_last_name, email: row.actor_email },
    detail: row.detail,
    createdAt: row.created_at,
  };
}
