import {
  AppType,
  appDisplayName,
  appRoutes,
  documentRequestsMessages as m,
  formatMessage,
} from '@guru/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';
import type { FirmSummary } from '../firms/firms.repository.js';

interface RequestForMail {
  title: string;
  note: string;
  dueDate: string;
  items: readonly string[];
}

const signInLink = (origin: string) => `${origin}${appRoutes(AppType.documents).login}`;

/** The e-mail that tells a client an advisor asked for documents. */
export function requestMail(firm: FirmSummary, origin: string, to: string, r: RequestForMail): MailMessage {
  return {
    to,
    firmId: firm.id,
    fromName: firm.name,
    subject: formatMessage(m.requestMailSubject, { firm: firm.name }),
    text: formatMessage(m.requestMailText, {
      firm: firm.name,
      app: appDisplayName(AppType.documents),
      title: r.title,
      date: r.dueDate,
      items: r.items.map((name) => `- ${name}`).join('\n'),
      note: r.note === '' ? '' : `${r.note}\n\n`,
      link: signInLink(origin),
    }),
  };
}

/** One reminder for every request of a client that is due now (coalesced), naming the items still missing. */
export function reminderMail(
  firm: FirmSummary,
  origin: string,
  to: string,
  requests: readonly (RequestForMail & { overdue: boolean })[],
): MailMessage {
  const overdue = requests.some((r) => r.overdue);
  return {
    to,
    firmId: firm.id,
    fromName: firm.name,
    subject: formatMessage(overdue ? m.reminderSubjectAfter : m.reminderSubjectBefore, { firm: firm.name }),
    text: formatMessage(m.reminderText, {
      firm: firm.name,
      app: appDisplayName(AppType.documents),
      lines: requests
        .map((r) =>
          formatMessage(m.reminderLine, { title: r.title, date: r.dueDate, items: r.items.join(', ') }),
        )
        .join('\n'),
      link: signInLink(origin),
    }),
  };
}
