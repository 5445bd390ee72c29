import { appDisplayName, formatMessage, messages, type AppType } from '@guru/shared';
import type { LoadedSession } from '../auth/session.service.js';
import { isAdvisor } from '../auth/access.policy.js';
import type { FirmSummary } from '../firms/firms.repository.js';

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** The line of a second user's invite that says who invited them, and whose account they will share. */
export function invitedByLine(
  loaded: LoadedSession,
  firm: FirmSummary,
  client: { first_name: string; last_name: string },
  appType: AppType,
): string {
  const app = appDisplayName(appType);
  if (isAdvisor(loaded))
    return formatMessage(messages.secondUserInvitedByAdvisor, {
      advisor: fullName(loaded.user),
      firm: firm.name,
      app,
      client: fullName(client),
    });
  return formatMessage(messages.secondUserInvitedByClient, { client: fullName(client), app });
}
