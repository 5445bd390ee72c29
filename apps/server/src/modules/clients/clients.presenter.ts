import { clientLimits, type ClientRow } from '@guru/shared';
import { statusLabel } from '../users/users.presenter.js';
import type { ClientListRow } from './clients.repository.js';

/** A client row of Client Management (the advisor's view). */
export function presentClient(row: ClientListRow): ClientRow {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    createdAt: row.created_at,
    lastLogged: row.last_login_at,
    status: statusLabel[row.status],
    enableFANotification: row.enable_notification === 1,
    roleId: row.role_id,
    negOwnerId: row.neg_owner_id,
  };
}

/** Turns a text into a non-reversible stand-in (a keyed hash) of at most 30 characters. */
export type Masker = (field: string, value: string) => string;

/** The provider's view: names and e-mails replaced by masked texts cut to 30 characters. */
export function presentMaskedClient(row: ClientListRow, mask: Masker): ClientRow {
  const cut = (text: string) => text.slice(0, clientLimits.maskedTextLength);
  // Keyed by the row too: equal names of two clients do not give equal masks.
  const firstName = cut(mask(`${row.id}:firstName`, row.first_name));
  const lastName = cut(mask(`${row.id}:lastName`, row.last_name));
  return {
    ...presentClient(row),
    firstName,
    lastName,
    fullName: cut(mask(`${row.id}:fullName`, `${row.first_name} ${row.last_name}`)),
    email: cut(mask(`${row.id}:email`, row.email)),
  };
}
