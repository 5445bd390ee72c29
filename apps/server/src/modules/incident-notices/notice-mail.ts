import { formatMessage, incidentNoticesMessages as m, type IncidentNoticeContent } from '@guru/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';

/** One person's copy of a notice: plain text, their firm's address for signing in (ADR 0053). */
export function noticeMail(
  notice: IncidentNoticeContent,
  to: { email: string; firmId: string },
  from: { name: string; firmName: string | null },
  link: string,
): MailMessage {
  return {
    to: to.email,
    firmId: to.firmId,
    fromName: from.firmName,
    subject: formatMessage(m.mailSubject, { from: from.name, title: notice.title }),
    text: formatMessage(m.mailText, {
      from: from.name,
      title: notice.title,
      date: notice.occurredOn,
      whatHappened: notice.whatHappened,
      whatWeDid: notice.whatWeDid,
      whatYouShouldDo: notice.whatYouShouldDo,
      link,
    }),
  };
}
