import { messages, appDisplayName, formatMessage, type AppType } from '@guru/shared';
import { RoleId } from '../../db/tables/users.table.js';
import { statusLabel } from '../users/users.presenter.js';
import type {
  AccountRequestsRepository,
  KnownPerson,
  NewAccountRequest,
} from './account-requests.repository.js';

/**
 * A request from an e-mail the firm already knows. A person without an account yet (Requested or
 * Pending) gets the request recorded for the app, unless an invite to it is open, so that it shows
 * as Requested on that app's Client Management. A person with an account is not recorded: their
 * row's actions (Delete above all) act on the whole account, never on one app's request (ADR 0007).
 * Returns the sentences for the advisors' mail: who the e-mail belongs to, and what happened.
 */
export async function recordKnownRequest(
  repo: AccountRequestsRepository,
  firmId: string,
  emailKey: string,
  person: KnownPerson,
  request: NewAccountRequest & { app_type: AppType },
): Promise<{ known: string; next: string }> {
  const app = appDisplayName(request.app_type);
  const status = statusLabel[person.status];
  if (person.role_id !== RoleId.client) {
    const known =
      person.role_id === RoleId.secondUser
        ? messages.accountRequestKnownSecondUser
        : messages.accountRequestKnownStaff;
    return { known: formatMessage(known, { status }), next: messages.accountRequestKnownNothing };
  }
  const known = formatMessage(messages.accountRequestKnownClient, { status });
  if (person.status === 'active' || person.status === 'disabled') {
    const hasApp = await repo.hasApp(person.id, request.app_type);
    return {
      known,
      next: formatMessage(hasApp ? messages.accountRequestKnownHasApp : messages.accountRequestKnownNoApp, {
        app,
      }),
    };
  }
  if (await repo.hasOpenInvite(firmId, emailKey, request.app_type)) {
    return { known, next: formatMessage(messages.accountRequestKnownInvited, { app }) };
  }
  await repo.addRequest(firmId, request);
  return { known, next: formatMessage(messages.accountRequestKnownRecorded, { app }) };
}
