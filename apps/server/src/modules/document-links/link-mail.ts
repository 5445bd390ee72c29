import {
  documentLinksMessages as m,
  documentRequestsWebRoutes,
  documentsMailMessages,
  formatMessage,
  limits,
} from '@guru/shared';
import type { MailMessage } from '../../infra/mail/mailer.js';
import type { FirmSummary } from '../firms/firms.repository.js';

/** The outsider's page; the token after `#`, which a browser never sends to a server (so no log holds it). */
export function linkUrl(origin: string, token: string): string {
  return `${origin}${documentRequestsWebRoutes.outsiderLink}#${token}`;
}

export function linkMail(s: {
  firm: FirmSummary;
  origin: string;
  sender: string;
  to: string;
  itemType: 'file' | 'folder';
  itemName: string;
  expiresAt: Date;
  token: string;
}): MailMessage {
  const sender = s.sender.trim() || s.firm.name;
  return {
    to: s.to,
    firmId: s.firm.id,
    fromName: s.firm.name,
    subject: formatMessage(m.linkMailSubject, { sender, firm: s.firm.name }),
    text: formatMessage(m.linkMailText, {
      sender,
      firm: s.firm.name,
      kind: s.itemType === 'file' ? documentsMailMessages.itemFile : documentsMailMessages.itemFolder,
      name: s.itemName,
      date: s.expiresAt.toISOString().slice(0, 10),
      link: linkUrl(s.origin, s.token),
    }),
  };
}

export function codeMail(firm: FirmSummary, to: string, code: string): MailMessage {
  return {
    to,
    firmId: firm.id,
    fromName: firm.name,
    subject: formatMessage(m.codeMailSubject, { firm: firm.name }),
    text: formatMessage(m.codeMailText, { code, minutes: limits.smsCodeValidityMinutes }),
  };
}

/** j•••@example.com: enough for the holder to know where the code goes, not the whole address. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
