import {
  AppType,
  appDisplayName,
  appRoutes,
  clientLimits,
  documentsMailMessages as m,
  formatMessage,
} from '@guru/shared';
import type { MailMessage } from '../../../infra/mail/mailer.js';
import type { FirmSummary } from '../../firms/firms.repository.js';
import { signupLink } from '../../invites/invite-mail.js';
import type { SharedItem } from './sharing.repository.js';

/** What a recipient is told: sign in (an account), sign up (a new e-mail, with the invite's code), or finish signing up (invited already). */
export type ShareMailKind = { kind: 'signIn' } | { kind: 'signUp'; code: string } | { kind: 'waiting' };

export interface ShareMail {
  firm: FirmSummary;
  /** The firm's site, from the configuration (lib/firm-origin.ts), never from the Host header. */
  origin: string;
  sharer: { firstName: string; lastName: string };
  /** The sharing advisor's verified sender address, or null. */
  replyTo: string | null;
  item: SharedItem;
  email: string;
  mail: ShareMailKind;
}

/** The mail that tells a recipient that a file or folder of a shared area was shared with them. */
export function shareMailMessage(s: ShareMail): MailMessage {
  const app = appDisplayName(AppType.documents);
  const kind = s.item.type === 'file' ? m.itemFile : m.itemFolder;
  const sharer = `${s.sharer.firstName} ${s.sharer.lastName}`.trim() || s.firm.name;
  const values = { sharer, firm: s.firm.name, kind, name: s.item.name, app };
  let text: string;
  switch (s.mail.kind) {
    case 'signIn':
      text = formatMessage(m.shareMailText, {
        ...values,
        link: `${s.origin}${appRoutes(AppType.documents).login}`,
      });
      break;
    case 'signUp':
      text = formatMessage(m.shareInviteMailText, {
        ...values,
        days: clientLimits.inviteValidityDays,
        link: signupLink(s.origin, AppType.documents, s.mail.code, s.email),
      });
      break;
    case 'waiting':
      text = formatMessage(m.shareWaitingMailText, values);
      break;
  }
  return {
    to: s.email,
    firmId: s.firm.id,
    fromName: s.firm.name,
    replyTo: s.replyTo,
    subject: formatMessage(m.shareMailSubject, { sharer, kind }),
    text,
  };
}
